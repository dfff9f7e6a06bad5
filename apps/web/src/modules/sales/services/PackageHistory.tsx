import { formatDate, formatNumber } from "@sen/core";
import { Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { documentPath } from "../documentPaths";
import type { PackageMove } from "./servicesApi";
import { usePackageHistory } from "./usePackages";

/** A package's movements, the oldest first: what moved the sessions and their value, and what each left. */
export function PackageHistory({ id }: { id: string }) {
  const { t } = useTranslation();
  const history = usePackageHistory(id);
  return (
    <Table<PackageMove>
      size="small"
      rowKey="id"
      loading={history.isLoading}
      pagination={false}
      dataSource={history.data?.items ?? []}
      locale={{ emptyText: t("services.packages.none") }}
      scroll={{ x: "max-content" }}
      data-testid="package-history"
      columns={[
        { key: "ngay_ct", title: t("services.packages.date"), width: 110, render: (_, m) => formatDate(m.ngay_ct) },
        {
          key: "so_ct",
          title: t("services.packages.document"),
          width: 130,
          render: (_, m) => {
            const path = documentPath(m);
            return path ? <Link to={path}>{m.so_ct}</Link> : m.so_ct;
          },
        },
        {
          key: "loai",
          title: t("services.packages.kind"),
          width: 140,
          render: (_, m) => t(`services.packages.kinds.${m.loai}`, { defaultValue: m.loai }),
        },
        {
          key: "so_buoi",
          title: t("services.packages.moved"),
          width: 90,
          align: "right",
          render: (_, m) => (
            <Typography.Text type={m.so_buoi < 0 ? "danger" : undefined}>
              {m.so_buoi > 0 ? `+${formatNumber(m.so_buoi)}` : formatNumber(m.so_buoi)}
            </Typography.Text>
          ),
        },
        {
          key: "tien",
          title: t("services.packages.value"),
          width: 120,
          align: "right",
          render: (_, m) => formatNumber(m.tien),
        },
        {
          key: "so_buoi_con",
          title: t("services.packages.balance"),
          width: 110,
          align: "right",
          render: (_, m) => `${formatNumber(m.so_buoi_con)} · ${formatNumber(m.tien_con)}`,
        },
      ]}
    />
  );
}
