import { formatDate } from "@sen/core";
import { Flex, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { documentPath } from "../documentPaths";
import { money, PanelTable } from "./customerParts";
import type { CustomerOverview, CustomerSale, VipStanding } from "./customersApi";

/** The customer's latest posted bills and returns (a return's total taken off), and their VIP reviews. */
export function CustomerSalesPanel({ customer }: { customer: CustomerOverview }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16}>
      <PanelTable<CustomerSale>
        title={t("salesCustomers.overview.bills")}
        rows={customer.hoa_don}
        rowKey="stt_rec"
        empty={t("table.empty")}
        testId="customer-sales"
        columns={[
          { key: "ngay_ct", title: t("salesCustomers.overview.date"), render: (_, b) => formatDate(b.ngay_ct) },
          {
            key: "so_ct",
            title: t("salesCustomers.overview.number"),
            render: (_, b) => {
              const path = documentPath(b);
              return path ? <Link to={path}>{b.so_ct}</Link> : b.so_ct;
            },
          },
          {
            key: "ma_ct",
            title: "",
            render: (_, b) => (b.tong_thanh_toan < 0 ? <Tag>{t("salesCustomers.overview.returned")}</Tag> : null),
          },
          { key: "ma_dvcs", dataIndex: "ma_dvcs", title: t("salesCustomers.overview.branch") },
          {
            key: "tong_thanh_toan",
            title: t("salesCustomers.overview.amount"),
            align: "right",
            render: (_, b) => money(b.tong_thanh_toan),
          },
        ]}
      />
      <PanelTable<VipStanding>
        title={t("salesCustomers.overview.vipStandings")}
        rows={customer.xet_vip}
        rowKey="ma_ky"
        empty={t("table.empty")}
        testId="customer-vip-standings"
        columns={[
          {
            key: "ten_ky",
            title: t("salesCustomers.overview.period"),
            render: (_, v) => <Link to={`/sales/vip-periods/${v.id}`}>{v.ten_ky}</Link>,
          },
          { key: "ten_hang", dataIndex: "ten_hang", title: t("salesCustomers.figures.vip") },
          {
            key: "doanh_so",
            title: t("salesCustomers.overview.spent"),
            align: "right",
            render: (_, v) => money(v.doanh_so),
          },
          {
            key: "dat",
            title: "",
            render: (_, v) =>
              v.dat ? (
                <Tag color="gold">{t("salesCustomers.overview.reached")}</Tag>
              ) : (
                <Tag>{t("salesCustomers.overview.notReached")}</Tag>
              ),
          },
        ]}
      />
    </Flex>
  );
}
