/** Phone rules: what a valid number is, and how one is masked for users who may not see it whole. */

export const PHONE_INVALID_MESSAGE = "Số điện thoại không hợp lệ";

const DIAL_PHONE = /^\d{8,13}$/;
const GENERAL_PHONE = /^[\d-]{10,}$/;
const VISIBLE_TAIL = 4;

/**
 * Shows the first character and the last 4, the rest as "*" ("0903123456" → "0*****3456").
 * Values of 5 characters or fewer would be shown whole by that rule, so they are masked entirely instead.
 */
export function maskPhone(value: string | null | undefined): string {
  const chars = Array.from(value?.trim() ?? "");
  if (chars.length <= VISIBLE_TAIL + 1) return "*".repeat(chars.length);
  const hidden = chars.length - VISIBLE_TAIL - 1;
  return chars[0] + "*".repeat(hidden) + chars.slice(-VISIBLE_TAIL).join("");
}

/** A number the call center can dial: digits only, 8 to 13 of them, nothing else (no spaces, no "+"). */
export function isValidDialPhone(value: string | null | undefined): boolean {
  return DIAL_PHONE.test(value ?? "");
}

/** PHONE_INVALID_MESSAGE when `value` cannot be dialled (empty included), else undefined. */
export function validateDialPhone(value: string | null | undefined): string | undefined {
  return isValidDialPhone(value) ? undefined : PHONE_INVALID_MESSAGE;
}

/** General phone check: at least 10 characters, digits and dashes only ("090-312-3456"). */
export function isValidPhone(value: string | null | undefined): boolean {
  return GENERAL_PHONE.test(value ?? "");
}

/**
 * The form a number is stored and compared in: digits only, the country code of Vietnam
 * replaced by the trunk 0 ("+84 903-123-456" → "0903123456"). Blank gives "".
 */
export function normalizePhone(value: string | null | undefined): string {
  const digits = (value ?? "").replace(/\D/g, "");
  if (/^84\d{9,10}$/.test(digits) && !(value ?? "").trim().startsWith("0")) return `0${digits.slice(2)}`;
  return digits;
}
