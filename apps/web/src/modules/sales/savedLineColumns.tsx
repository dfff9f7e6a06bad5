import { formatNumber } from "@sen/core";
import type { TFunction } from "i18next";

/*
 * The columns of a saved sale's lines, as stored (a sales order's, a service bill's): number, item and unit first;
 * price, the discount (only when a line has one) and the amount last. What lies between is the kind's own.
 */

const money = (value: unknown) => formatNumber(Number(value ?? 0));

/** A saved line as these columns read it. */
export interface SavedLine {
  ma_vt: string;
  ten_vt?: string | null;
  ma_dvt?: string | null;
  gia?: unknown;
  ck?: unknown;
  tien?: unknown;
}

/** The line's number, its item (code · name) and its unit. */
export const savedLeadColumns = <L extends SavedLine>(t: TFunction) => [
  {
    key: "line",
    title: t("document.lines.no"),
    width: 48,
    align: "center" as const,
    render: (_: unknown, __: L, i: number) => i + 1,
  },
  {
    key: "ma_vt",
    title: t("document.lines.product"),
    render: (l: L) => [l.ma_vt, l.ten_vt].filter(Boolean).join(" · "),
  },
  { key: "ma_dvt", title: t("document.lines.unit"), width: 80, render: (l: L) => l.ma_dvt },
];

/** The price, the discount when any of `lines` has one (titled `discount`), and the amount (titled `amount`). */
export function savedPriceColumns<L extends SavedLine>(
  t: TFunction,
  lines: readonly L[],
  titles: { discount: string; amount: string },
) {
  const discounted = lines.some((l) => Number(l.ck ?? 0) > 0);
  return [
    {
      key: "gia",
      title: t("document.lines.price"),
      width: 120,
      align: "right" as const,
      render: (l: L) => money(l.gia),
    },
    ...(discounted
      ? [{ key: "ck", title: titles.discount, width: 110, align: "right" as const, render: (l: L) => money(l.ck) }]
      : []),
    {
      key: "tien",
      title: titles.amount,
      width: 130,
      align: "right" as const,
      render: (l: L) => <span data-testid="line-amount">{money(l.tien)}</span>,
    },
  ];
}
