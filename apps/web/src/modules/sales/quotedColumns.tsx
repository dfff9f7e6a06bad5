import { formatNumber } from "@sen/core";
import { Flex, Form, Typography } from "antd";
import type { TFunction } from "i18next";
import { PRICE_FIELD } from "@/platform/document/lineFields";
import { NumberInput } from "@/platform/entity/inputs/NumberInput";

/*
 * The columns of a sale's lines priced by the server as typed (a sales order's, a service bill's): each form line's
 * price and amount come from the quote (`quoted(i)`, none before it answers), a price and a discount are typed only
 * where the shop allows it.
 */

const money = (value: unknown) => formatNumber(Number(value ?? 0));
const DISCOUNT_FIELD = { ...PRICE_FIELD, name: "ck", precision: 0 };

type Field = { name: number };
type Quoted = (index: number) => { gia?: unknown; tien?: unknown } | undefined;

/**
 * The price: the quote's, or, where the shop lets prices be typed, an input that shows the price in force
 * (`priceInForce`, the label) under it while empty.
 */
export function quotedPriceColumn(
  t: TFunction,
  o: { typed: boolean; quoted: Quoted; typedPrice: (index: number) => unknown; priceInForce: string; testId: string },
) {
  const cell = (index: number) => {
    const shown = o.quoted(index)?.gia;
    if (!o.typed) return <span data-testid={o.testId}>{shown === undefined ? "" : money(shown)}</span>;
    const empty = o.typedPrice(index) === null || o.typedPrice(index) === undefined;
    return (
      <Flex vertical gap={2} data-testid={o.testId}>
        <Form.Item name={[index, "gia"]} style={{ margin: 0 }}>
          <NumberInput field={PRICE_FIELD} aria-label={`${t("document.lines.price")} ${index + 1}`} />
        </Form.Item>
        {empty && shown !== undefined && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {`${o.priceInForce}: ${money(shown)}`}
          </Typography.Text>
        )}
      </Flex>
    );
  };
  return {
    key: "gia",
    title: t("document.lines.price"),
    width: 140,
    align: "right" as const,
    render: (_: unknown, field: Field) => cell(field.name),
  };
}

/** A typed discount (an amount), titled `title`: none where the shop does not allow it. */
export const discountColumns = (allowed: boolean, title: string) =>
  allowed
    ? [
        {
          key: "ck",
          title,
          width: 120,
          render: (_: unknown, field: Field) => (
            <Form.Item name={[field.name, "ck"]} style={{ margin: 0 }}>
              <NumberInput field={DISCOUNT_FIELD} aria-label={`${title} ${field.name + 1}`} />
            </Form.Item>
          ),
        },
      ]
    : [];

/** The line's amount as the quote priced it, titled `title`. */
export const quotedAmountColumn = (title: string, quoted: Quoted) => ({
  key: "tien",
  title,
  width: 130,
  align: "right" as const,
  render: (_: unknown, field: Field) => (
    <span data-testid="line-amount">{quoted(field.name) === undefined ? "" : money(quoted(field.name)?.tien)}</span>
  ),
});
