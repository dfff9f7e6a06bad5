import { formatNumber } from "@sen/core";
import type { TFunction } from "i18next";
import type { DataColumn } from "@/platform/table";
import { ownerOf } from "./cardParts";
import type { CardBalance } from "./cardsApi";
import { CardLink } from "./topUpParts";

/** The columns every list of cards starts with: the card (to its lookup), its owner and its balance. */
export function cardColumns<R extends Pick<CardBalance, "ma_the" | "ma_kh" | "ten_kh" | "so_du">>(
  t: TFunction,
): DataColumn<R>[] {
  return [
    {
      key: "ma_the",
      title: t("paymentCards.card"),
      role: "code",
      width: 130,
      render: (r) => <CardLink ma_the={r.ma_the} />,
      exportValue: (r) => r.ma_the,
    },
    {
      key: "ten_kh",
      title: t("paymentCards.customer"),
      role: "label",
      width: 250,
      render: (r) => ownerOf(r),
      exportValue: (r) => ownerOf(r),
    },
    {
      key: "so_du",
      title: t("paymentCards.balance"),
      kind: "number",
      width: 150,
      render: (r) => <span data-testid="card-row-balance">{formatNumber(r.so_du)}</span>,
      exportValue: (r) => r.so_du,
    },
  ];
}
