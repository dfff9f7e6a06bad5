import { configIsTrue, KNOWN_CONFIGS } from "@sen/core";
import { useMemo } from "react";
import { useSession } from "@/platform/session/sessionStore";
import { useConfigSwitch } from "@/platform/session/useConfigSwitch";
import type { ServiceTyping } from "./serviceDraft";

const PRICE = "sale_service_price_manual";
const DISCOUNT = "sale_service_discount_manual";

/** Whether the shop lets a service line's price and discount be typed. */
export function useServiceTyping(): ServiceTyping {
  const price = useConfigSwitch(PRICE);
  const discount = useConfigSwitch(DISCOUNT);
  return useMemo(() => ({ price, discount }), [price, discount]);
}

/** The same switches as they stand when a bill is sent. */
export function serviceTypingNow(): ServiceTyping {
  const configs = useSession.getState().configs;
  const on = (name: string) =>
    configIsTrue(configs?.find((c) => c.name === name)?.value ?? KNOWN_CONFIGS.find((c) => c.name === name)?.default);
  return { price: on(PRICE), discount: on(DISCOUNT) };
}
