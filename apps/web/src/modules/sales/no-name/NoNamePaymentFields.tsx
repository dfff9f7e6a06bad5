import "./messages";
import { formatDate, formatNumber } from "@sen/core";
import { useQuery } from "@tanstack/react-query";
import { Input, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { dayjs } from "@/platform/dates";
import { useDebounced } from "@/platform/entity/inputs/useDebounced";
import { cardCode } from "../cards/cardDraft";
import type { CartPayment } from "../cashier/cart";
import { noNameApi, noNameKeys } from "./noNameApi";

interface NoNamePaymentFieldsProps {
  payment: CartPayment;
  change: (patch: Partial<CartPayment>) => void;
  /** The server's refusal of the row, said under it by the row itself. */
  refused?: boolean;
  /** The counter works without the server: a card cannot be checked, and says so. */
  offline?: boolean;
}

/**
 * A no-name card payment's serial (typed or scanned) with the card's balance and type, or why it cannot pay (not
 * sold, void, expired, unknown). The server takes the amount off under the card's lock when the bill posts, so two
 * counters never spend the same money.
 */
export function NoNamePaymentFields({ payment, change, refused, offline }: NoNamePaymentFieldsProps) {
  const { t } = useTranslation();
  const so_seri = useDebounced(cardCode(payment.so_seri), 300);
  const { data: card, isSuccess } = useQuery({
    queryKey: noNameKeys.card(so_seri),
    queryFn: ({ signal }) => noNameApi.lookup(so_seri, signal),
    enabled: Boolean(so_seri) && !offline,
    retry: false,
    meta: { silent: true },
  });
  let note: { text: string; type: "secondary" | "warning" | "danger" } | undefined;
  if (offline) note = { text: t("noName.counter.offline"), type: "warning" };
  else if (refused || !so_seri || !isSuccess) note = undefined;
  else if (!card) note = { text: t("noName.unknown", { so_seri }), type: "warning" };
  else if (card.trang_thai === "huy") note = { text: t("noName.counter.void", { so_seri }), type: "danger" };
  else if (card.trang_thai !== "ban") note = { text: t("noName.counter.notSold", { so_seri }), type: "danger" };
  else if (card.ngay_het_han && card.ngay_het_han < dayjs().format("YYYY-MM-DD")) {
    note = { text: t("noName.counter.expired", { so_seri, date: formatDate(card.ngay_het_han) }), type: "danger" };
  } else {
    const type = card.ten_loai || card.ma_loai;
    note = { text: t("noName.counter.balance", { amount: formatNumber(card.so_du), type }), type: "secondary" };
  }
  return (
    <>
      <Input
        value={payment.so_seri}
        onChange={(e) => change({ so_seri: cardCode(e.target.value) || undefined })}
        placeholder={t("noName.counter.serial")}
        aria-label={t("noName.counter.serial")}
        status={refused ? "error" : undefined}
        data-testid="payment-no-name-serial"
      />
      {note && (
        <Typography.Text type={note.type} data-testid="payment-no-name-note">
          {note.text}
        </Typography.Text>
      )}
    </>
  );
}
