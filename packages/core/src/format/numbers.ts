/** Numbers are shown with comma thousands separators and "." as decimal point, as Vietnamese back offices write them, e.g. 1,234,567.50. */

export type NumberInput = number | bigint | string | null | undefined;

const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)$/;
const formatters = new Map<number, Intl.NumberFormat>();

/** One formatter per decimal count: tables format thousands of cells. */
function formatterFor(decimals: number): Intl.NumberFormat {
  let format = formatters.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      roundingMode: "halfExpand",
      // No "-0" after rounding a tiny negative.
      signDisplay: "negative",
      useGrouping: true,
    });
    formatters.set(decimals, format);
  }
  return format;
}

/** Plain decimal text of a user- or server-supplied string ("1,234.5" → "1234.5"), or null when it is not a number. */
function numberText(value: string): string | null {
  const text = value.trim().replaceAll(",", "");
  return NUMBER_TEXT.test(text) ? text : null;
}

/**
 * `value` with comma thousands separators and exactly `decimals` decimals (default 0: VND has no decimals).
 * Empty, null and non-numeric values give "". Strings are formatted digit for digit, so amounts beyond
 * Number.MAX_SAFE_INTEGER (up to 18 digits and more) keep every digit when passed as strings or bigints.
 */
export function formatNumber(value: NumberInput, decimals = 0): string {
  if (value === null || value === undefined) return "";
  const format = formatterFor(Math.max(0, Math.min(20, Math.trunc(decimals) || 0)));
  if (typeof value === "string") {
    const text = numberText(value);
    // Intl formats numeric strings as exact decimals (ES2023), without going through a double.
    return text === null ? "" : format.format(text as Intl.StringNumericLiteral);
  }
  if (typeof value === "number" && !Number.isFinite(value)) return "";
  return format.format(value);
}

/** The number in a formatted or typed text ("1,234.5" → 1234.5); null when empty or not a number. */
export function parseNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  const text = numberText(value);
  return text === null ? null : Number(text);
}
