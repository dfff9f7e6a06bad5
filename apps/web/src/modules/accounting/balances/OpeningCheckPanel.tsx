import { type BranchTotal, formatNumber, type MisplacedOpening, type PartnerDetail } from "@sen/core";
import { useQuery } from "@tanstack/react-query";
import { Alert, DatePicker, Flex, Table, Tag, Typography } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "@/platform/api";
import { Panel } from "@/platform/Panel";
import { openingApi, openingKeys } from "./balancesApi";

const money = (value: number) => formatNumber(value);
const right = { align: "right" as const };

/**
 * 'Kiểm tra số dư đầu kỳ' of the chosen year over the selected branches: each branch's total debits and credits
 * (green when equal, the difference in red otherwise), openings on accounts that take none, and the accounts kept by
 * partner whose opening differs from the sum of their partners' opening debts.
 */
export function OpeningCheckPanel() {
  const { t } = useTranslation();
  const [year, setYear] = useState(() => dayjs().year());
  const check = useQuery({
    queryKey: openingKeys.check(year),
    queryFn: ({ signal }) => openingApi.check(year, signal),
    retry: false,
  });
  const data = check.data;
  const mismatched = data?.partners.filter((p) => !p.khop) ?? [];

  return (
    <Panel
      title={t("accountingBalances.title")}
      data-testid="opening-check"
      extra={
        <span data-testid="opening-check-year">
          <DatePicker
            picker="year"
            allowClear={false}
            value={dayjs().year(year)}
            onChange={(value) => value && setYear(value.year())}
            aria-label={t("accountingBalances.year")}
          />
        </span>
      }
    >
      {check.error && (
        <Alert
          type="error"
          showIcon
          title={check.error instanceof ApiError ? check.error.message : String(check.error)}
        />
      )}
      {data && (
        <Flex vertical gap={12}>
          <Table<BranchTotal>
            size="small"
            rowKey="ma_dvcs"
            loading={check.isFetching}
            dataSource={data.branches}
            pagination={false}
            scroll={{ x: "max-content" }}
            locale={{ emptyText: t("accountingBalances.empty") }}
            data-testid="opening-check-branches"
            columns={[
              {
                key: "ma_dvcs",
                title: t("accountingBalances.branch"),
                render: (_, r) => (r.ten_dvcs ? `${r.ma_dvcs} - ${r.ten_dvcs}` : r.ma_dvcs),
              },
              { key: "du_no", title: t("accountingBalances.debit"), ...right, render: (_, r) => money(r.du_no) },
              { key: "du_co", title: t("accountingBalances.credit"), ...right, render: (_, r) => money(r.du_co) },
              {
                key: "can_doi",
                title: t("accountingBalances.result"),
                render: (_, r) =>
                  r.can_doi ? (
                    <Tag color="success">{t("accountingBalances.balanced")}</Tag>
                  ) : (
                    <Tag color="error">{t("accountingBalances.difference", { amount: money(r.chenh_lech) })}</Tag>
                  ),
              },
            ]}
          />
          {data.misplaced.length > 0 && <Misplaced rows={data.misplaced} />}
          {mismatched.length > 0 && <PartnerMismatches rows={mismatched} />}
          {data.partners.length > 0 && mismatched.length === 0 && (
            <Typography.Text type="success" data-testid="opening-check-partners-ok">
              {t("accountingBalances.partnersOk")}
            </Typography.Text>
          )}
        </Flex>
      )}
    </Panel>
  );
}

/** Openings the books cannot take, each with its reason. */
function Misplaced({ rows }: { rows: MisplacedOpening[] }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={6} data-testid="opening-check-misplaced">
      <Alert type="error" showIcon title={t("accountingBalances.misplaced.title", { count: rows.length })} />
      <Table<MisplacedOpening>
        size="small"
        rowKey={(r) => `${r.nguon}|${r.ma_dvcs}|${r.tk}|${r.ma_kh ?? ""}`}
        dataSource={rows}
        pagination={false}
        scroll={{ x: "max-content" }}
        columns={[
          { key: "ma_dvcs", title: t("accountingBalances.branch"), dataIndex: "ma_dvcs" },
          {
            key: "tk",
            title: t("accountingBalances.account"),
            render: (_, r) => (r.ten_tk ? `${r.tk} - ${r.ten_tk}` : r.tk),
          },
          {
            key: "nguon",
            title: t("accountingBalances.misplaced.source"),
            render: (_, r) =>
              r.nguon === "customer"
                ? t("accountingBalances.misplaced.customer", { partner: r.ma_kh ?? "" })
                : t("accountingBalances.misplaced.account"),
          },
          { key: "du_no", title: t("accountingBalances.debit"), ...right, render: (_, r) => money(r.du_no) },
          { key: "du_co", title: t("accountingBalances.credit"), ...right, render: (_, r) => money(r.du_co) },
          {
            key: "ly_do",
            title: t("accountingBalances.misplaced.reason"),
            render: (_, r) => <Tag color="error">{t(`accountingBalances.misplaced.${r.ly_do}`)}</Tag>,
          },
        ]}
      />
    </Flex>
  );
}

/** Accounts kept by partner whose opening differs from their partners' sum: both figures and the difference. */
function PartnerMismatches({ rows }: { rows: PartnerDetail[] }) {
  const { t } = useTranslation();
  const both = (no: number, co: number) => `${money(no)} / ${money(co)}`;
  return (
    <Flex vertical gap={6} data-testid="opening-check-partners">
      <Alert type="error" showIcon title={t("accountingBalances.partners.title", { count: rows.length })} />
      <Table<PartnerDetail>
        size="small"
        rowKey={(r) => `${r.ma_dvcs}|${r.tk}`}
        dataSource={rows}
        pagination={false}
        scroll={{ x: "max-content" }}
        columns={[
          { key: "ma_dvcs", title: t("accountingBalances.branch"), dataIndex: "ma_dvcs" },
          { key: "tk", title: t("accountingBalances.account"), render: (_, r) => `${r.tk} - ${r.ten_tk}` },
          {
            key: "account",
            title: t("accountingBalances.partners.account"),
            ...right,
            render: (_, r) => both(r.du_no, r.du_co),
          },
          {
            key: "detail",
            title: t("accountingBalances.partners.detail"),
            ...right,
            render: (_, r) => both(r.chi_tiet_no, r.chi_tiet_co),
          },
          {
            key: "difference",
            title: t("accountingBalances.partners.difference"),
            ...right,
            render: (_, r) => <Typography.Text type="danger">{both(r.chenh_lech_no, r.chenh_lech_co)}</Typography.Text>,
          },
        ]}
      />
    </Flex>
  );
}
