import { DeleteOutlined, MinusOutlined, PlusOutlined } from "@ant-design/icons";
import { formatNumber } from "@sen/core";
import { Button, Empty, Flex, InputNumber, List, Table, Tag, Typography } from "antd";
import type { Dispatch, SetStateAction } from "react";
import { useTranslation } from "react-i18next";
import { useIsMobile } from "@/platform/useIsMobile";
import { type Cart, type CartLine, changeQuantity, removeLine, setDiscount, setPrice, setQuantity } from "./cart";

/**
 * A cart line as shown: its place, the price and amount the server's quote gave (the search's until then), and the
 * promotion that took something off it.
 */
export type ShownLine = CartLine & {
  key: number;
  tien: number;
  promotion?: { name: string; ck: number };
  /** What a discount document or the membership card took off it, said (lineDiscount.ts). */
  discount?: string;
  /** The name of the golden hour pricing it now (useGoldenHours.ts). */
  golden?: string;
};

interface CartLinesProps {
  rows: ShownLine[];
  selected: number;
  setCart: Dispatch<SetStateAction<Cart>>;
  /** Paid, or sent and unanswered: the lines no longer change. */
  disabled?: boolean;
  /** The shop lets the cashier type a price (`sale_bill_price_manual`). */
  priceManual?: boolean;
  /** The shop lets the cashier type a line's discount (`sale_bill_discount_manual`). */
  discountManual?: boolean;
}

/** The bill's lines: a table on a desktop, cards on a phone; − and + change a quantity, the bin removes the line. */
export function CartLines({ rows, selected, setCart, disabled, priceManual, discountManual }: CartLinesProps) {
  const { t } = useTranslation();
  const narrow = useIsMobile();
  const item = (r: ShownLine) => (
    <Flex vertical gap={2}>
      <span>{`${r.ma_vt} · ${r.ten_vt}`}</span>
      {r.golden && (
        <span>
          <Tag color="gold" data-testid="cashier-line-golden">
            {t("cashier.goldenHour", { name: r.golden })}
          </Tag>
        </span>
      )}
      {r.promotion && (
        <span>
          <Tag color="green" data-testid="cashier-line-promotion">
            {t("cashier.promotion.line", { name: r.promotion.name, amount: formatNumber(r.promotion.ck) })}
          </Tag>
        </span>
      )}
      {r.discount && (
        <span>
          <Tag color="blue" data-testid="cashier-line-discount">
            {r.discount}
          </Tag>
        </span>
      )}
    </Flex>
  );
  const quantity = (r: ShownLine) => (
    <Flex gap={4} align="center">
      <Button
        size="small"
        icon={<MinusOutlined />}
        disabled={disabled}
        aria-label={t("cashier.less")}
        onClick={() => setCart((c) => changeQuantity(c, r.key, -1))}
      />
      <InputNumber
        size="small"
        min={0.001}
        disabled={disabled}
        value={r.so_luong}
        onChange={(v) => v !== null && setCart((c) => setQuantity(c, r.key, Number(v)))}
        style={{ width: 70 }}
        aria-label={t("cashier.columns.qty")}
      />
      <Button
        size="small"
        icon={<PlusOutlined />}
        disabled={disabled}
        aria-label={t("cashier.more")}
        onClick={() => setCart((c) => changeQuantity(c, r.key, 1))}
      />
    </Flex>
  );
  const remove = (r: ShownLine) => (
    <Button
      size="small"
      type="text"
      danger
      disabled={disabled}
      icon={<DeleteOutlined />}
      aria-label={t("cashier.remove")}
      onClick={() => setCart((c) => removeLine(c, r.key))}
    />
  );
  const money = (value: number | undefined, label: string, change: (v: number | undefined) => void) => (
    <InputNumber
      size="small"
      min={0}
      step={1000}
      value={value}
      disabled={disabled}
      formatter={(v) => (v === undefined || String(v) === "" ? "" : formatNumber(Number(v)))}
      parser={(v) => Number((v ?? "").replace(/\D/g, ""))}
      onChange={(v) => change(v === null ? undefined : Number(v))}
      style={{ width: 110 }}
      aria-label={label}
    />
  );
  const price = (r: ShownLine) =>
    priceManual
      ? money(r.gia, t("cashier.columns.price"), (v) => setCart((c) => setPrice(c, r.key, v)))
      : formatNumber(r.gia);
  const discount = (r: ShownLine) =>
    money(r.ck, t("cashier.columns.discount"), (v) => setCart((c) => setDiscount(c, r.key, v)));
  const empty = <Empty description={t("cashier.emptyHint")} image={Empty.PRESENTED_IMAGE_SIMPLE} />;

  if (narrow) {
    return (
      <List
        data-testid="cashier-lines"
        dataSource={rows}
        locale={{ emptyText: empty }}
        renderItem={(r) => (
          <List.Item className={r.key === selected ? "cashier-selected-card" : undefined} actions={[remove(r)]}>
            <Flex vertical gap={4} style={{ width: "100%" }}>
              <Typography.Text strong>{item(r)}</Typography.Text>
              <Flex justify="space-between" align="center">
                {quantity(r)}
                <Typography.Text>
                  {price(r)} → <strong>{formatNumber(r.tien)}</strong>
                </Typography.Text>
              </Flex>
              {discountManual && (
                <Flex justify="flex-end" align="center" gap={6}>
                  <Typography.Text type="secondary">{t("cashier.columns.discount")}</Typography.Text>
                  {discount(r)}
                </Flex>
              )}
            </Flex>
          </List.Item>
        )}
      />
    );
  }
  return (
    <Table
      size="small"
      dataSource={rows}
      pagination={false}
      data-testid="cashier-lines"
      rowClassName={(row) => (row.key === selected ? "cashier-selected" : "")}
      onRow={(row) => ({ onClick: () => setCart((c) => ({ ...c, selected: row.key })) })}
      locale={{ emptyText: empty }}
      scroll={{ y: "calc(100vh - 300px)" }}
      columns={[
        { key: "item", title: t("cashier.columns.item"), render: (_, r) => item(r) },
        { key: "qty", title: t("cashier.columns.qty"), width: 170, render: (_, r) => quantity(r) },
        {
          key: "gia",
          title: t("cashier.columns.price"),
          align: "right",
          width: 120,
          render: (_, r) => price(r),
        },
        ...(discountManual
          ? [
              {
                key: "ck",
                title: t("cashier.columns.discount"),
                align: "right" as const,
                width: 120,
                render: (_: unknown, r: ShownLine) => discount(r),
              },
            ]
          : []),
        {
          key: "tien",
          title: t("cashier.columns.amount"),
          align: "right",
          width: 130,
          render: (_, r) => formatNumber(r.tien),
        },
        { key: "remove", width: 44, render: (_, r) => remove(r) },
      ]}
    />
  );
}
