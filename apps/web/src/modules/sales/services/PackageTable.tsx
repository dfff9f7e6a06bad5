import { formatDate, formatNumber } from "@sen/core";
import { Table, Tag, Typography } from "antd";
import type { Breakpoint } from "antd/es/_util/responsiveObserver";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDocumentRights } from "@/platform/document/useDocumentActions";
import { PackageActions } from "./PackageActions";
import { PackageHistory } from "./PackageHistory";
import type { ServicePackage } from "./servicesApi";

/** The columns a phone leaves out: it shows the service and what is left (the rest unfolds or is on a wider screen). */
const WIDE: Breakpoint[] = ["sm"];

/**
 * Packages with what was bought, used and is left of each (sessions, and the value not yet earned), when and on which
 * bill; a package unfolds into its history.
 */
export function PackageTable({
  rows,
  loading,
  testId,
  actions = false,
}: {
  rows: readonly ServicePackage[];
  loading: boolean;
  testId: string;
  /** Whether each open package offers its actions (to whoever may edit service bills). */
  actions?: boolean;
}) {
  const { t } = useTranslation();
  const acting = useDocumentRights({ command: "sales.services" }).edit && actions;
  // Package money holds no sessions: only its value counts.
  const sessions = (p: ServicePackage, n: number) => (p.goi_tien ? "—" : formatNumber(n));
  return (
    <Table<ServicePackage>
      size="small"
      rowKey="stt_rec_goi"
      loading={loading}
      pagination={false}
      dataSource={[...rows]}
      locale={{ emptyText: t("services.packages.none") }}
      scroll={{ x: "max-content" }}
      expandable={{ expandedRowRender: (p) => <PackageHistory id={p.stt_rec_goi} /> }}
      data-testid={testId}
      columns={[
        {
          key: "ma_vt",
          title: t("services.packages.service"),
          width: 180,
          render: (_, p) => {
            const name = [p.ma_vt, p.ten_vt].filter(Boolean).join(" · ");
            return (
              <Typography.Text ellipsis={{ tooltip: name }} style={{ maxWidth: 180 }}>
                {p.goi_tien && <Tag color="gold">{t("services.lines.money")}</Tag>}
                {name}
              </Typography.Text>
            );
          },
        },
        {
          key: "so_buoi_con",
          title: t("services.packages.left"),
          width: 80,
          align: "right",
          render: (_, p) => <strong data-testid="package-left">{sessions(p, p.so_buoi_con)}</strong>,
        },
        {
          key: "so_buoi",
          responsive: WIDE,
          title: t("services.packages.bought"),
          width: 80,
          align: "right",
          render: (_, p) => sessions(p, p.so_buoi),
        },
        {
          key: "used",
          responsive: WIDE,
          title: t("services.packages.used"),
          width: 80,
          align: "right",
          render: (_, p) => sessions(p, p.so_buoi - p.so_buoi_con),
        },
        {
          key: "tien_con",
          responsive: WIDE,
          title: t("services.packages.valueLeft"),
          width: 130,
          align: "right",
          render: (_, p) => formatNumber(p.tien_con),
        },
        {
          key: "ngay_ct",
          responsive: WIDE,
          title: t("services.packages.date"),
          width: 110,
          render: (_, p) => formatDate(p.ngay_ct),
        },
        {
          key: "han_su_dung",
          responsive: WIDE,
          title: t("services.packages.expiry"),
          width: 110,
          render: (_, p) => (p.han_su_dung ? formatDate(p.han_su_dung) : "—"),
        },
        {
          key: "so_ct",
          responsive: WIDE,
          title: t("services.packages.bill"),
          width: 130,
          render: (_, p) => <Link to={`/sales/services/${p.stt_rec}`}>{p.so_ct}</Link>,
        },
        ...(acting
          ? [
              {
                key: "actions",
                title: t("services.packages.actions"),
                width: 260,
                render: (_: unknown, p: ServicePackage) =>
                  p.so_buoi_con > 0 || p.tien_con > 0 ? <PackageActions pkg={p} /> : null,
              },
            ]
          : []),
      ]}
    />
  );
}
