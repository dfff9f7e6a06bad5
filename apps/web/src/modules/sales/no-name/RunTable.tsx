import { formatNumber } from "@sen/core";
import { Table } from "antd";
import { useTranslation } from "react-i18next";
import { SerialLink } from "./NoNameTags";
import type { RunLine } from "./noNameApi";

/** Which money a document's runs show: a sale's price, discount and amount; a card transfer's amount moved. */
export type RunMoney = "sale" | "moved" | "none";

/**
 * The runs of cards a document names, read only: from and to serial (each opening the card), type, how many cards,
 * their face value, and the money of the kind (`money`).
 */
export function RunTable({ lines, money }: { lines: readonly RunLine[]; money: RunMoney }) {
  const { t } = useTranslation();
  const amount = (value: unknown) => formatNumber(Number(value ?? 0));
  const columns = [
    { key: "tu_seri", title: t("noName.firstSerial"), render: (r: RunLine) => <SerialLink so_seri={r.tu_seri} /> },
    ...(money === "moved"
      ? [
          {
            key: "so_seri_nhan",
            title: t("noName.transfer.toCard"),
            render: (r: RunLine) => <SerialLink so_seri={r.so_seri_nhan} />,
          },
          {
            key: "tien",
            title: t("noName.transfer.amount"),
            align: "right" as const,
            render: (r: RunLine) => amount(r.tien),
          },
        ]
      : [
          {
            key: "den_seri",
            title: t("noName.lastSerial"),
            render: (r: RunLine) => <SerialLink so_seri={r.den_seri} />,
          },
          {
            key: "so_luong",
            title: t("noName.quantity"),
            align: "right" as const,
            render: (r: RunLine) => amount(r.so_luong),
          },
        ]),
    { key: "ma_loai", title: t("noName.type"), render: (r: RunLine) => r.ten_loai || r.ma_loai },
    { key: "menh_gia", title: t("noName.face"), align: "right" as const, render: (r: RunLine) => amount(r.menh_gia) },
    ...(money === "sale"
      ? [
          { key: "gia", title: t("noName.sale.price"), align: "right" as const, render: (r: RunLine) => amount(r.gia) },
          {
            key: "ck",
            title: t("noName.sale.discount"),
            align: "right" as const,
            render: (r: RunLine) => (Number(r.ck ?? 0) > 0 ? `${amount(r.ck)}${r.ma_ck ? ` (${r.ma_ck})` : ""}` : ""),
          },
          {
            key: "tien",
            title: t("noName.sale.amount"),
            align: "right" as const,
            render: (r: RunLine) => amount(Number(r.tien ?? 0) - Number(r.ck ?? 0)),
          },
        ]
      : []),
  ];
  return (
    <Table<RunLine>
      rowKey={(r) => String(r.line ?? r.tu_seri)}
      size="small"
      pagination={false}
      scroll={{ x: "max-content" }}
      dataSource={[...lines]}
      columns={columns}
      locale={{ emptyText: t("table.empty") }}
      data-testid="no-name-runs"
    />
  );
}
