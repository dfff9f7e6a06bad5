import { PAYMENT_KIND } from "@sen/core";
import { useState } from "react";
import { useConfigSwitch } from "@/platform/session/useConfigSwitch";
import { type CartPayment, newReference } from "../cashier/cart";
import { PaymentRows, SALE_KINDS } from "../cashier/PaymentRows";

/**
 * A service bill's payments as a form input (`payments`): cash, transfers, bank and prepaid cards (no-name cards with
 * `sale_service_use_noname`); a row left empty takes what is still due.
 */
export function ServicePayments({
  value,
  onChange,
  due,
  customer,
}: {
  value?: CartPayment[];
  onChange?: (rows: CartPayment[]) => void;
  due: number;
  customer?: string;
}) {
  const [reference] = useState(newReference);
  const noName = useConfigSwitch("sale_service_use_noname");
  const rows = value ?? [];
  return (
    <PaymentRows
      payments={rows}
      onChange={(update) => onChange?.(update(rows))}
      reference={reference}
      due={due}
      kinds={noName ? [...SALE_KINDS, PAYMENT_KIND.no_name_card] : SALE_KINDS}
      customer={customer}
      testId="service-payments"
    />
  );
}
