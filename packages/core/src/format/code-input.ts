/**
 * Code input: only letters and digits, forced to uppercase ("kh-001" → "KH001").
 * Codes are ASCII: Vietnamese letters (ă, đ, ơ…) and other non-ASCII characters are dropped, not transliterated,
 * so what the user sees is exactly what is stored and searched.
 */
export function toCodeInput(value: string | null | undefined): string {
  return (value ?? "").replace(/[^A-Za-z0-9]/g, "").toUpperCase();
}
