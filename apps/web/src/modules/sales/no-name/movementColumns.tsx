import { formatNumber } from "@sen/core";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import type { DataColumn } from "@/platform/table";
import { documentPath } from "../documentPaths";
import { MoveTag, SerialLink, signedAmount } from "./NoNameTags";
import type { NoNameMovement } from "./noNameApi";
import { DOCUMENT_PATHS } from "./noNameKinds";

/** On a phone a movement's card: its kind, day, amount and the balance it left. */
export const MOVE_CARD = ["loai", "ngay_ct", "tien", "so_du"] as const;

/** The document that made a movement, opening it where it has a screen. */
function DocumentNumber({ movement }: { movement: NoNameMovement }) {
  const path = documentPath(movement, DOCUMENT_PATHS);
  if (!movement.so_ct) return null;
  return path ? (
    <Link to={path} data-testid="no-name-move-document">
      {movement.so_ct}
    </Link>
  ) : (
    movement.so_ct
  );
}

/** A card's movements as columns: date, (card,) document, kind, signed amount, balance after, description. */
export function movementColumns(t: TFunction, withCard: boolean): DataColumn<NoNameMovement>[] {
  return [
    { key: "ngay_ct", title: t("noName.history.date"), kind: "date", role: "date", width: 110 },
    ...(withCard
      ? [
          {
            key: "so_seri",
            title: t("noName.serial"),
            role: "code" as const,
            width: 130,
            render: (r: NoNameMovement) => <SerialLink so_seri={r.so_seri} />,
            exportValue: (r: NoNameMovement) => r.so_seri,
          },
        ]
      : []),
    {
      key: "so_ct",
      title: t("noName.history.document"),
      width: 140,
      render: (r) => <DocumentNumber movement={r} />,
      exportValue: (r) => r.so_ct ?? "",
    },
    {
      key: "loai",
      title: t("noName.history.kind"),
      width: 170,
      render: (r) => <MoveTag loai={r.loai} />,
      exportValue: (r) => t(`noName.moves.${r.loai}`, { defaultValue: r.loai }),
    },
    {
      key: "tien",
      title: t("noName.history.amount"),
      kind: "number",
      width: 130,
      render: (r) => <span data-testid="no-name-move-amount">{signedAmount(r.tien)}</span>,
      exportValue: (r) => r.tien,
    },
    {
      key: "so_du",
      title: t("noName.history.after"),
      kind: "number",
      width: 130,
      render: (r) => <span data-testid="no-name-move-balance">{formatNumber(r.so_du)}</span>,
      exportValue: (r) => r.so_du,
    },
    { key: "dien_giai", title: t("noName.history.description"), role: "label", ellipsis: true, width: 240 },
  ];
}
