import { formatDate, formatNumber } from "@sen/core";
import { useQuery } from "@tanstack/react-query";
import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { PanelTable } from "../customers/customerParts";
import "./messages";
import { PointsHeld } from "./PointsHeld";
import { type PointMovement, pointKeys, pointsApi } from "./pointsApi";

/** The customer's loyalty points on their overview: the balance and what moved it, the latest first. */
export function CustomerPointsPanel({ ma_kh }: { ma_kh: string }) {
  const { t } = useTranslation();
  const history = useQuery({ queryKey: pointKeys.history(ma_kh), queryFn: () => pointsApi.history(ma_kh) });
  return (
    <PanelTable<PointMovement>
      title={t("points.history")}
      extra={<PointsHeld ma_kh={ma_kh} />}
      rows={history.data?.items ?? []}
      rowKey="id"
      empty={t("points.noHistory")}
      testId="customer-point-history"
      columns={[
        { key: "ngay_ct", title: t("points.date"), width: 110, render: (_, r) => formatDate(r.ngay_ct) },
        { key: "so_ct", title: t("points.document"), width: 130, dataIndex: "so_ct" },
        {
          key: "loai",
          title: t("points.kind"),
          width: 150,
          render: (_, r) => t(`points.kinds.${r.loai}`, { defaultValue: r.loai }),
        },
        {
          key: "diem",
          title: t("points.moved"),
          width: 90,
          align: "right",
          render: (_, r) => (
            <Typography.Text type={r.diem < 0 ? "danger" : undefined}>
              {r.diem > 0 ? `+${formatNumber(r.diem)}` : formatNumber(r.diem)}
            </Typography.Text>
          ),
        },
        {
          key: "so_diem",
          title: t("points.balance"),
          width: 90,
          align: "right",
          render: (_, r) => formatNumber(r.so_diem),
        },
        { key: "dien_giai", title: t("points.note"), dataIndex: "dien_giai", ellipsis: true },
      ]}
    />
  );
}
