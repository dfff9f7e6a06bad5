import { formatNumber } from "@sen/core";
import { Typography } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { CartPayment } from "../cashier/cart";
import "./messages";
import { useCustomerPoints } from "./useCustomerPoints";

interface PointPaymentFieldsProps {
  payment: CartPayment;
  change: (patch: Partial<CartPayment>) => void;
  /** What is left to pay: the points pay no more of it than whole points do. */
  due: number;
  /** The bill's customer, whose points pay. */
  customer?: string | null;
  refused?: boolean;
  offline?: boolean;
}

/**
 * A payment in loyalty points: the customer's points and what they are worth; a row whose amount was left to follow
 * the bill takes as many whole points as the customer holds and the bill needs. The server spends them when the
 * bill posts, once even at two counters together.
 */
export function PointPaymentFields({ payment, change, due, customer, refused, offline }: PointPaymentFieldsProps) {
  const { t } = useTranslation();
  const points = useCustomerPoints(offline ? undefined : customer);
  const held = points.data?.so_diem ?? 0;
  const worth = points.data?.gia_tri_diem ?? 0;
  const usable = worth > 0 ? Math.min(held, Math.floor(due / worth)) * worth : 0;
  const follows = payment.tien === null;
  useEffect(() => {
    if (follows && usable > 0) change({ tien: usable });
  }, [follows, usable, change]);

  let note: { text: string; type: "secondary" | "warning" | "danger" } | undefined;
  if (offline) note = { text: t("points.pay.offline"), type: "warning" };
  else if (!customer) note = { text: t("points.pay.noCustomer"), type: "warning" };
  else if (refused || !points.data) note = undefined;
  else if (worth <= 0) note = { text: t("points.pay.noRule"), type: "danger" };
  else {
    const text = t("points.pay.held", {
      points: formatNumber(held),
      money: formatNumber(held * worth),
      worth: formatNumber(worth),
    });
    note = { text, type: held > 0 ? "secondary" : "danger" };
  }
  return note ? (
    <Typography.Text type={note.type} data-testid="payment-points">
      {note.text}
    </Typography.Text>
  ) : null;
}
