import { formatNumber, hasRight } from "@sen/core";
import { Tag } from "antd";
import type { TFunction } from "i18next";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PeriodName } from "@/platform/dates";
import { usePeriodPresets } from "@/platform/document/usePeriodPresets";
import { useSession } from "@/platform/session/sessionStore";
import { type DataColumn, DataTable, type TableQuery } from "@/platform/table";
import { CARD_MOVES, documentPath, moveName, signedAmount } from "./cardDraft";
import { CardFilter } from "./cardParts";
import { type CardMoveKind, type CardMovement, cardKeys, cardsApi } from "./cardsApi";
import { CardLink } from "./topUpParts";

const PERIODS: readonly PeriodName[] = ["today", "thisWeek", "thisMonth", "lastMonth", "thisYear"];
const FILTERS = ["ma_the"] as const;
/** On a phone a movement's card: its kind, day, amount and the balance it left. */
export const MOVE_CARD = ["loai", "ngay_ct", "tien", "so_du"] as const;

/** A movement's kind in the user's words, as a coloured tag ('Nạp tiền', 'Thanh toán', 'Khóa thẻ'…). */
export function MoveTag({ loai }: { loai: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={CARD_MOVES[loai as CardMoveKind]?.color} data-testid="card-move">
      {t(moveName(loai))}
    </Tag>
  );
}

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
  const user = useSession((s) => s.user);
  const canPrint = Boolean(user && hasRight(user, "sales.payment-card-histories", "print"));
  const presets = usePeriodPresets(PERIODS);
  const fetchPage = useCallback(
    (query: TableQuery, signal?: AbortSignal) =>
      cardsApi.history(
        {
          ma_the: query.filters.ma_the,
          fromDate: query.fromDate,
          toDate: query.toDate,
          pageIndex: query.pageIndex,
          pageSize: query.pageSize,
        },
        signal,
      ),
    [],
  );
  const columns = useMemo(() => movementColumns(t, true), [t]);
  return (
    <DataTable<CardMovement>
      columns={columns}
      rowKey={(r) => String(r.id)}
      fetchPage={fetchPage}
      queryKey={cardKeys.history}
      settingsKey="sales.payment-card-histories"
      dateRange={presets}
      searchable={false}
      cardFields={MOVE_CARD}
      filterKeys={FILTERS}
      filters={(values, setFilter) => (
        <CardFilter value={values.ma_the} onChange={(value) => setFilter("ma_the", value)} />
      )}
      exportable={canPrint}
      exportName={t("paymentCards.history.exportName")}
    />
  );
}
