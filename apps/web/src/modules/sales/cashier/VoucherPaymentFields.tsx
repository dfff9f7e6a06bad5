import { formatDate, formatNumber } from "@sen/core";
import { useQuery } from "@tanstack/react-query";
import { Input, Typography } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { dayjs } from "@/platform/dates";
import { useDebounced } from "@/platform/entity/inputs/useDebounced";
import { cardCode } from "../cards/cardDraft";
import { voucherKeys, voucherState, vouchersApi, voucherWorth } from "../vouchers/vouchersApi";
import type { CartPayment } from "./cart";

interface VoucherPaymentFieldsProps {
  payment: CartPayment;
  change: (patch: Partial<CartPayment>) => void;
  /** What the bill comes to: a percent voucher pays its share of it. */
  total: number;
  refused?: boolean;
  offline?: boolean;
}

/**
 * A voucher payment's code (typed or scanned) with what the voucher is worth on this bill, its uses left and its
 * days, or why it cannot pay; a row whose amount was left to follow the bill takes the voucher's worth, so a scan
 * is all the cashier does. The server spends the use when the bill posts, once even at two counters together.
 */
export function VoucherPaymentFields({ payment, change, total, refused, offline }: VoucherPaymentFieldsProps) {
  const { t } = useTranslation();
  const code = useDebounced(cardCode(payment.ma_voucher), 300);
  const { data: voucher, isSuccess } = useQuery({
    queryKey: voucherKeys.entry(code),
    queryFn: ({ signal }) => vouchersApi.entry(code, signal),
    enabled: Boolean(code) && !offline,
    retry: false,
    meta: { silent: true },
  });
  const today = dayjs().format("YYYY-MM-DD");
  const state = voucher ? voucherState(voucher, today) : undefined;
  const worth = voucher && !state ? voucherWorth(voucher, total) : undefined;
  const follows = payment.tien === null;
  useEffect(() => {
    if (follows && worth !== undefined && worth > 0) change({ tien: worth });
  }, [follows, worth, change]);

  let note: { text: string; type: "secondary" | "warning" | "danger" } | undefined;
  if (offline) note = { text: t("cashier.voucher.offline"), type: "warning" };
  else if (refused || !code || !isSuccess) note = undefined;
  else if (!voucher) note = { text: t("cashier.voucher.unknown", { code }), type: "warning" };
  else if (state === "used") note = { text: t("cashier.voucher.used", { code, uses: voucher.so_lan }), type: "danger" };
  else if (state) {
    const days = { code, from: formatDate(voucher.tu_ngay), to: voucher.den_ngay ? formatDate(voucher.den_ngay) : "" };
    note = { text: t("cashier.voucher.outOfDays", days), type: "danger" };
  } else {
    const left = voucher.so_lan - voucher.da_dung;
    note = { text: t("cashier.voucher.worth", { amount: formatNumber(worth ?? 0), left }), type: "secondary" };
  }
  return (
    <>
      <Input
        value={payment.ma_voucher}
        onChange={(e) => change({ ma_voucher: cardCode(e.target.value) || undefined, tien: null })}
        placeholder={t("cashier.voucher.code")}
        aria-label={t("cashier.voucher.code")}
        status={refused ? "error" : undefined}
        data-testid="payment-voucher-code"
      />
      {note && (
        <Typography.Text type={note.type} data-testid="payment-voucher-note">
          {note.text}
        </Typography.Text>
      )}
    </>
  );
}
