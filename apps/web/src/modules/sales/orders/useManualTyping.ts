import { useMemo } from "react";
import { useConfigSwitch } from "@/platform/session/useConfigSwitch";
import type { ManualTyping } from "./orderDraft";

/** Whether the shop lets a line's price and discount be typed, as bills do. */
export function useManualTyping(): ManualTyping {
  const price = useConfigSwitch("sale_bill_price_manual");
  const discount = useConfigSwitch("sale_bill_discount_manual");
  return useMemo(() => ({ price, discount }), [price, discount]);
}
