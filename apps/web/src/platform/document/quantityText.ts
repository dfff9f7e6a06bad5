import { formatNumber } from "@sen/core";

/** A quantity with comma thousands and as many decimals as it has (none for whole pieces), at most three. */
export function quantityText(value: unknown): string {
  const fraction =
    String(value ?? "")
      .split(".")[1]
      ?.replace(/0+$/, "") ?? "";
  return formatNumber(value as string, Math.min(3, fraction.length));
}
