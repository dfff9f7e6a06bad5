import { CrownFilled } from "@ant-design/icons";
import type { CustomerFigures } from "@sen/core";
import { CUSTOMER_CARD_STATE, formatDate, formatNumber } from "@sen/core";
import { Table, type TableColumnsType, Tag } from "antd";
import dayjs from "dayjs";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "@/platform/Panel";
import { useLevelName } from "./useLevelName";

/** An amount of VND as the screens show it: "1,250,000 ₫". */
export const money = (amount: number | string | null | undefined) => `${formatNumber(Number(amount ?? 0))} ₫`;

/** Whether a card's expiry is past (a day before today). */
export const isExpired = (until: string | null | undefined, today = dayjs().format("YYYY-MM-DD")) =>
  Boolean(until && until < today);

/** The VIP level in force, with its last day, as a gold tag; nothing when the customer is not VIP. */
export function VipTag({ figures }: { figures: Pick<CustomerFigures, "hang_vip" | "vip_den_ngay"> }) {
  const { t } = useTranslation();
  if (!figures.hang_vip) return null;
  return (
    <Tag color="gold" icon={<CrownFilled />} style={{ marginInlineEnd: 0 }} data-testid="customer-vip">
      {t("salesCustomers.figures.vipUntil", { level: figures.hang_vip, date: formatDate(figures.vip_den_ngay) })}
    </Tag>
  );
}

/** The membership card in use (or the latest one): its number and level, red when locked. */
export function MemberCardTag({
  figures,
}: {
  figures: Pick<CustomerFigures, "so_the" | "hang_the" | "trang_thai_the">;
}) {
  const levelName = useLevelName();
  if (!figures.so_the) return null;
  const locked = figures.trang_thai_the !== CUSTOMER_CARD_STATE.active;
  return (
    <Tag color={locked ? "red" : "blue"} style={{ marginInlineEnd: 0 }} data-testid="customer-card">
      {figures.so_the} · {levelName(figures.hang_the)}
    </Tag>
  );
}

/** A short table of the overview in its panel: small, unpaged, saying `empty` when it has no row. */
export function PanelTable<T extends object>(props: {
  title: string;
  extra?: ReactNode;
  rows: readonly T[];
  rowKey: keyof T & string;
  columns: TableColumnsType<T>;
  empty: string;
  testId: string;
}) {
  return (
    <Panel title={props.title} extra={props.extra}>
      <Table<T>
        size="small"
        rowKey={props.rowKey}
        pagination={false}
        dataSource={[...props.rows]}
        locale={{ emptyText: props.empty }}
        scroll={{ x: "max-content" }}
        columns={props.columns}
        data-testid={props.testId}
      />
    </Panel>
  );
}
