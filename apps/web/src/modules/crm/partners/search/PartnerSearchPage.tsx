import { SearchOutlined } from "@ant-design/icons";
import { formatNumber, partnerEntity } from "@sen/core";
import { Flex, Input, Table, type TableColumnsType, Typography } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { REMOTE_PAGE_SIZE, useRemoteRows } from "@/platform/entity/inputs/useRemoteSearch";
import { ChoiceName } from "../ChoiceName";
import { partnerField, partnerLabel } from "../partnerFields";
import type { Partner } from "../partnersApi";
import { usePartnerConfig } from "../usePartnerConfig";
import { SearchResultDetails } from "./SearchResultDetails";
import { searchPhone } from "./searchPhone";

/**
 * /crm/partners-search: one big box finds partners by name, a piece of the phone or the code. With
 * crm_partner_search_detail on, the results carry code, full phone, source, level and expandable details;
 * otherwise only the name, the phone masked (first and last 4 digits) and the salesperson.
 */
export function PartnerSearchPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const typed = params.get("searchKey") ?? "";
  const detailed = usePartnerConfig("crm_partner_search_detail");
  const { page: found, searching } = useRemoteRows<Partner>(partnerEntity, typed);

  const columns = useMemo<TableColumnsType<Partner>>(() => {
    const label = (name: string) => partnerLabel(name, i18n.language);
    const name = {
      key: "ten_kh",
      title: label("ten_kh"),
      render: (_: unknown, p: Partner) => <Link to={`/crm/partners/${p.id}`}>{p.ten_kh}</Link>,
    };
    const salesperson = { key: "ten_nvbh", title: label("ma_nvbh"), dataIndex: "ten_nvbh" };
    if (!detailed) {
      return [
        name,
        { key: "phone", title: label("phone"), render: (_: unknown, p: Partner) => searchPhone(p.phone, false) },
        salesperson,
      ];
    }
    return [
      { key: "ma_kh", title: label("ma_kh"), dataIndex: "ma_kh", width: 130 },
      name,
      { key: "phone", title: label("phone"), render: (_: unknown, p: Partner) => searchPhone(p.phone, true) },
      salesperson,
      {
        key: "ma_cap_do",
        title: label("ma_cap_do"),
        render: (_: unknown, p: Partner) => <ChoiceName field={partnerField("ma_cap_do")} value={p.ma_cap_do} />,
      },
    ];
  }, [detailed, i18n.language]);

  return (
    <Flex vertical gap={16} style={{ maxWidth: 960, width: "100%", marginInline: "auto" }}>
      <Input
        size="large"
        allowClear
        autoFocus
        prefix={<SearchOutlined />}
        value={typed}
        onChange={(event) => setParams(event.target.value ? { searchKey: event.target.value } : {}, { replace: true })}
        placeholder={t("crmPartners.search.placeholder")}
        aria-label={t("crmPartners.search.placeholder")}
        data-testid="partner-search"
      />
      {found && (
        <Typography.Text type="secondary">
          {t(found.total > REMOTE_PAGE_SIZE ? "crmPartners.search.many" : "crmPartners.search.count", {
            n: formatNumber(Math.min(found.total, REMOTE_PAGE_SIZE)),
            total: formatNumber(found.total),
          })}
        </Typography.Text>
      )}
      <Table<Partner>
        rowKey="id"
        size="small"
        loading={searching && Boolean(typed.trim())}
        columns={columns}
        dataSource={found?.items}
        pagination={false}
        scroll={{ x: "max-content" }}
        expandable={detailed ? { expandedRowRender: (p) => <SearchResultDetails partner={p} /> } : undefined}
        locale={{ emptyText: typed.trim() ? t("crmPartners.search.none") : t("crmPartners.search.start") }}
        data-testid="partner-search-results"
      />
    </Flex>
  );
}
