import { DEFAULT_INTEGER_DIGITS, KEY_FILTER_MAX_LENGTH } from "./constants.js";

/** Numeric input, applied to the text on every change, so extra keystrokes are simply ignored. */
export interface NumericInputOptions {
  /** Decimals allowed; 0 (default) means whole numbers and no decimal point. */
  precision?: number;
  /** Largest value: anything above is replaced by it. */
  max?: number;
  /** Integer digits allowed, 18 by default. */
  integerDigits?: number;
  /** Keeps a leading "-" (default false). */
  allowNegative?: boolean;
}

type RawInput = string | number | null | undefined;

function rawText(raw: RawInput): string {
  if (typeof raw === "number") {
    // Plain digits for large or tiny numbers, never "1e+21".
    return Number.isFinite(raw) ? raw.toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: 20 }) : "";
  }
  return raw ?? "";
}

/**
 * The typed text reduced to a valid number: digits and one decimal point only, at most `integerDigits` integer
 * digits and `precision` decimals (extra digits are cut, not rounded), no leading zeros ("007" → "7", "0.5" stays),
 * at most `max`. In-progress states survive so typing can go on: "12." (when decimals are allowed), "-" and "".
 * The result is a string because 18-digit values do not fit a JS number exactly.
 */
export function sanitizeNumericInput(raw: RawInput, options: NumericInputOptions = {}): string {
  const precision = Math.max(0, Math.trunc(options.precision ?? 0));
  const integerDigits = Math.max(1, Math.trunc(options.integerDigits ?? DEFAULT_INTEGER_DIGITS));
  const text = rawText(raw).trim();
  const sign = options.allowNegative && text.startsWith("-") ? "-" : "";

  const kept = text.replace(/[^\d.]/g, "");
  const dot = kept.indexOf(".");
  const integerPart = dot < 0 ? kept : kept.slice(0, dot);
  const fractionPart = dot < 0 ? "" : kept.slice(dot + 1).replaceAll(".", "");
  const keepsDot = dot >= 0 && precision > 0;

  let integer = integerPart.replace(/^0+(?=\d)/, "").slice(0, integerDigits);
  if (integer === "" && keepsDot) integer = "0";
  const result = sign + integer + (keepsDot ? `.${fractionPart.slice(0, precision)}` : "");

  const { max } = options;
  if (max !== undefined && Number.isFinite(max) && Number(result) > max) {
    return sanitizeNumericInput(max, { precision, integerDigits, allowNegative: max < 0 });
  }
  return result;
}

/** The generic key filter: characters of a number only (digits, one ".", a leading "-"), at most 20 of them. */
export function filterKeyInput(raw: RawInput): string {
  const text = rawText(raw).trim();
  const sign = text.startsWith("-") ? "-" : "";
  const kept = text.replace(/[^\d.]/g, "");
  const dot = kept.indexOf(".");
  const number = dot < 0 ? kept : `${kept.slice(0, dot + 1)}${kept.slice(dot + 1).replaceAll(".", "")}`;
  return (sign + number).slice(0, KEY_FILTER_MAX_LENGTH);
}
