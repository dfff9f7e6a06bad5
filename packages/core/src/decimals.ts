/**
 * Exact decimal arithmetic on PostgreSQL's numeric text: a value is a bigint of units of 10^-scale, so sums and
 * products never drift the way binary floats do. Quantities use scale 6, money scale 2.
 */
export type Fixed = bigint;

/** "12.5" (or 12.5) at scale 2 → 1250n; digits beyond the scale are rounded half away from zero. */
export function toFixed(value: string | number, scale: number): Fixed {
  const text = typeof value === "number" ? value.toFixed(Math.min(scale + 2, 20)) : value.trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new Error(`not a decimal: ${text}`);
  const [, sign, whole = "", fraction = ""] = match;
  const digits = BigInt(`${whole || "0"}${fraction.padEnd(scale + 1, "0").slice(0, scale + 1)}`);
  const rounded = (digits + 5n) / 10n;
  return sign === "-" ? -rounded : rounded;
}

/** 1250n at scale 2 → "12.50". */
export function fromFixed(value: Fixed, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, "0");
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? "-" : ""}${whole}${scale > 0 ? `.${fraction}` : ""}`;
}

/** a × b ÷ c, rounded half away from zero (c ≠ 0). */
export function mulDiv(a: Fixed, b: Fixed, c: Fixed): Fixed {
  const n = a * b;
  const negative = n < 0n !== c < 0n;
  const [absN, absC] = [n < 0n ? -n : n, c < 0n ? -c : c];
  const q = (absN * 2n + absC) / (absC * 2n);
  return negative ? -q : q;
}
