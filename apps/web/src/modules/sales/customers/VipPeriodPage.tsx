import { ArrowLeftOutlined, CrownOutlined } from "@ant-design/icons";
import { formatDate, formatDateTime, formatNumber, hasRight, vipPeriodEntity } from "@sen/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Flex, Skeleton, Tag, Typography } from "antd";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { Panel } from "@/platform/Panel";
import { useSession } from "@/platform/session/sessionStore";
import { type DataColumn, DataTable, FilterSelect, type TableQuery } from "@/platform/table";
import { useFeedback } from "@/platform/useFeedback";
import { customerKeys, customersApi, type PeriodStanding, type VipPeriod } from "./customersApi";

const FILTERS = ["dat"] as const;

/** The period: its spending days, threshold, how long the VIP lasts, and when it was last computed. */
function PeriodSummary({ period, onCompute }: { period: VipPeriod; onCompute?: () => void }) {
  const { t } = useTranslation();
  return (
    <Panel style={{ padding: 16 }} data-testid="vip-period">
      <Flex justify="space-between" gap={16} wrap align="flex-start">
        <Flex vertical gap={6}>
          <Flex gap={8} align="center" wrap>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {period.ten_ky}
            </Typography.Title>
            <Tag>{period.ma_ky}</Tag>
            <Tag color="gold" icon={<CrownOutlined />}>
              {period.ten_hang}
            </Tag>
          </Flex>
          <Typography.Text>
            {t("salesCustomers.vip.spendingDays", {
              from: formatDate(period.tu_ngay),
              to: formatDate(period.den_ngay),
            })}
            {" · "}
            {t("salesCustomers.vip.threshold", { amount: formatNumber(period.tu_tien) })}
            {period.vip_den_ngay && ` · ${t("salesCustomers.vip.until", { date: formatDate(period.vip_den_ngay) })}`}
          </Typography.Text>
          <Typography.Text type="secondary" data-testid="vip-computed-at">
            {period.ngay_xet
              ? `${t("salesCustomers.vip.computedAt", { at: formatDateTime(period.ngay_xet) })} · ${period.so_kh_dat ?? 0} ${t("salesCustomers.vip.reached").toLowerCase()}`
              : t("salesCustomers.vip.notComputed")}
          </Typography.Text>
        </Flex>
        {onCompute && (
          <Button type="primary" icon={<CrownOutlined />} onClick={onCompute} data-testid="vip-compute">
            {t("salesCustomers.vip.compute")}
          </Button>
        )}
      </Flex>
    </Panel>
  );
}

/**
 * A VIP period's result (/sales/vip-periods/:id): the period, 'Xét hạng VIP' (computed again from the posted
 * bills, after a confirmation) and each customer's spending in it, the most first, reached or not.
 */
export function VipPeriodPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const user = useSession((s) => s.user);
  const canCompute = Boolean(user && hasRight(user, vipPeriodEntity.command, "edit"));
  const period = useQuery({
    queryKey: [...customerKeys.periods, "detail", id],
    queryFn: () => customersApi.period(id),
  });
  const columns = useMemo<DataColumn<PeriodStanding>[]>(
    () => [
      { key: "ma_kh", title: t("salesCustomers.vip.code"), role: "code", width: 130 },
      { key: "ten_kh", title: t("salesCustomers.vip.customer"), role: "label", width: 240 },
      { key: "phone", title: t("salesCustomers.vip.phone"), role: "phone", width: 140 },
      { key: "ma_dvcs", title: t("navbar.branch"), width: 110 },
      { key: "doanh_so", title: t("salesCustomers.vip.spent"), kind: "number", width: 160 },
      {
        key: "dat",
        title: t("salesCustomers.vip.result"),
        role: "status",
        width: 120,
        render: (r) =>
          r.dat ? (
            <Tag color="gold">{t("salesCustomers.vip.reached")}</Tag>
          ) : (
            <Tag>{t("salesCustomers.vip.notReached")}</Tag>
          ),
        exportValue: (r) => t(r.dat ? "salesCustomers.vip.reached" : "salesCustomers.vip.notReached"),
      },
    ],
    [t],
  );
  const fetchPage = useCallback(
    (query: TableQuery, signal?: AbortSignal) =>
      customersApi.standings(id, { ...query, dat: query.filters.dat }, signal),
    [id],
  );
  const compute = (p: VipPeriod) =>
    feedback.confirm(t("salesCustomers.vip.computeConfirm", { ma_ky: p.ma_ky }), async () => {
      try {
        const done = await customersApi.computeVip(id);
        feedback.success(
          t("salesCustomers.vip.computed", { ma_ky: done.ma_ky, reached: done.so_kh_dat, count: done.so_kh }),
        );
        void queryClient.invalidateQueries({ queryKey: customerKeys.periods });
        void queryClient.invalidateQueries({ queryKey: customerKeys.all });
      } catch (error) {
        feedback.failure(error instanceof Error ? error.message : String(error));
      }
    });

  const back = (
    <div>
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate("/sales/vip-periods")}>
        {t("salesCustomers.vip.back")}
      </Button>
    </div>
  );
  if (!period.data) return period.error ? back : <Skeleton active paragraph={{ rows: 6 }} />;
  const p = period.data;
  return (
    <Flex vertical gap={16}>
      {back}
      <PeriodSummary period={p} onCompute={canCompute ? () => compute(p) : undefined} />
      <DataTable<PeriodStanding>
        columns={columns.map((c) =>
          c.key === "ten_kh"
            ? { ...c, render: (r: PeriodStanding) => <Link to={`/sales/customers/${r.id}`}>{r.ten_kh}</Link> }
            : c,
        )}
        rowKey="ma_kh"
        fetchPage={fetchPage}
        queryKey={customerKeys.standings(id)}
        settingsKey="sales.vip-period-customers"
        branchScoped
        filterKeys={FILTERS}
        filters={(values, setFilter) => (
          <FilterSelect
            label={t("salesCustomers.vip.result")}
            value={values.dat}
            onChange={(value) => setFilter("dat", value)}
            options={[
              { value: "true", label: t("salesCustomers.vip.reached") },
              { value: "false", label: t("salesCustomers.vip.notReached") },
            ]}
            data-testid="filter-dat"
          />
        )}
        emptyText={t("salesCustomers.vip.empty")}
        exportName={`${t("salesCustomers.vip.exportName")} ${p.ma_ky}`}
      />
    </Flex>
  );
}
