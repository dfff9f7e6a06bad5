import type { DateField, NumberField } from "../entity/field.js";

/* Fields the customer entities share (customers.ts, customer-cards.ts); not part of the core's exports. */

/** The screens that show or set customers' groups and cards besides their own lists. */
export const CUSTOMER_SCREENS = ["sales.customers"] as const;

export const day = <const N extends string>(name: N, vi: string, en: string) =>
  ({ name, kind: "date", label: { vi, en }, sortable: true }) as const satisfies DateField;

export const money = <const N extends string>(name: N, vi: string, en: string) =>
  ({ name, kind: "money", label: { vi, en }, min: 0, sortable: true }) as const satisfies NumberField;
