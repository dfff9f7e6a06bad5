import { formatNumber } from "@sen/core";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DataColumn } from "@/platform/table";
import { documentPath } from "../documentPaths";
import { LedgerHistoryTable } from "../LedgerHistoryTable";
import { MoveTag } from "./CardTags";
import { moveName, signedAmount } from "./cardMoves";
import { CardFilter } from "./cardParts";
import { type CardMovement, type CardQuery, cardKeys, cardsApi } from "./cardsApi";
import { CardLink } from "./topUpParts";

/** On a phone a movement's card: its kind, day, amount and the balance it left. */
export const MOVE_CARD = ["loai", "ngay_ct", "tien", "so_du"] as const;

/** The document that made a movement, opening it where it has a screen. */
function DocumentNumber({ movement }: { movement: CardMovement }) {
  const path = documentPath(movement);
  if (!movement.so_ct) return null;
  return path ? (
    <Link to={path} data-testid="card-move-document">
      {movement.so_ct}
    </Link>
  ) : (
    movement.so_ct
  );
}

/** A card's movements as columns: date, document, kind, signed amount, balance after, description (and the card). */
export function movementColumns(t: TFunction, withCard: boolean): DataColumn<CardMovement>[] {
  return [
    { key: "ngay_ct", title: t("paymentCards.history.date"), kind: "date", role: "date", width: 110 },
    ...(withCard
      ? [
          {
            key: "ma_the",
            title: t("paymentCards.card"),
            role: "code" as const,
            width: 120,
            render: (r: CardMovement) => <CardLink ma_the={r.ma_the} />,
            exportValue: (r: CardMovement) => r.ma_the,
          },
        ]
      : []),
    {
      key: "so_ct",
      title: t("paymentCards.history.document"),
      width: 140,
      render: (r) => <DocumentNumber movement={r} />,
      exportValue: (r) => r.so_ct ?? "",
    },
    {
      key: "loai",
      title: t("paymentCards.history.kind"),
      width: 120,
      render: (r) => <MoveTag loai={r.loai} />,
      exportValue: (r) => t(moveName(r.loai)),
    },
    {
      key: "tien",
      title: t("paymentCards.history.amount"),
      kind: "number",
      width: 140,
      render: (r) => <span data-testid="card-move-amount">{signedAmount(r.tien)}</span>,
      exportValue: (r) => r.tien,
    },
    {
      key: "so_du",
      title: t("paymentCards.history.after"),
      kind: "number",
      width: 140,
      render: (r) => <span data-testid="card-move-balance">{formatNumber(r.so_du)}</span>,
      exportValue: (r) => r.so_du,
    },
    { key: "dien_giai", title: t("paymentCards.history.description"), role: "label", ellipsis: true, width: 260 },
  ];
}

/**
 * 'Lịch sử thẻ thanh toán' (/sales/payment-card-histories): every movement of the cards, the latest first, by card
 * and date range: the day, the document (opening it), the kind, the amount signed and the balance it left.
 */
export function CardHistoryPage() {
  const { t } = useTranslation();
  const columns = useMemo(() => movementColumns(t, true), [t]);
  return (
    <LedgerHistoryTable<CardMovement>
      command="sales.payment-card-histories"
      fetch={fetchHistory}
      queryKey={cardKeys.history}
      columns={columns}
      cardFields={MOVE_CARD}
      filterKey="ma_the"
      Filter={CardFilter}
      exportName={t("paymentCards.history.exportName")}
    />
  );
}

const fetchHistory = ({ code, ...query }: CardQuery & { code?: string }, signal?: AbortSignal) =>
  cardsApi.history({ ...query, ma_the: code }, signal);
