import { formatNumber } from "@sen/core";

/** "25%", "37.5%": one decimal only when there is one; nothing for no value. */
export function percentText(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "";
  return `${formatNumber(value, Number.isInteger(value) ? 0 : 1)}%`;
}
