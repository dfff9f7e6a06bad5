import { parseNumber } from "@sen/core";

/** A decimal text as an integer of `scale` decimals ("1.5", 3 → 1500n); null when it is no number. */
function scaled(value: unknown, scale: number): bigint | null {
  if (value === null || value === undefined || value === "") return null;
  const number = typeof value === "number" ? value : parseNumber(String(value));
  if (number === null || !Number.isFinite(number)) return null;
  const text = typeof value === "string" ? value.replaceAll(",", "").trim() : number.toFixed(scale);
  const negative = text.startsWith("-");
  const [whole = "0", fraction = ""] = text.replace(/^[-+]/, "").split(".");
  const digits = BigInt(`${whole || "0"}${fraction.padEnd(scale, "0").slice(0, scale)}`);
  return negative ? -digits : digits;
}

const SCALE = 6;
const UNIT = 10n ** BigInt(SCALE);

/**
 * A line's amount as the form shows it before saving: quantity × price, exact (no float drift), rounded half up
 * to whole đồng. The server computes the real figure; this only previews it.
 */
export function lineAmount(quantity: unknown, price: unknown): number {
  const q = scaled(quantity, SCALE);
  const p = scaled(price, SCALE);
  if (q === null || p === null) return 0;
  const product = q * p; // scale 12
  const divisor = UNIT * UNIT;
  const half = divisor / 2n;
  const rounded = product >= 0n ? (product + half) / divisor : -((-product + half) / divisor);
  return Number(rounded);
}

/** The sum of the lines' amounts, the total the form previews. */
export function linesTotal(lines: readonly { so_luong?: unknown; gia?: unknown }[] | undefined): number {
  return (lines ?? []).reduce((sum, line) => sum + lineAmount(line?.so_luong, line?.gia), 0);
}
