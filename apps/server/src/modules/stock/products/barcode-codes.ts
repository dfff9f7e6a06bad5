/** An EAN-13 (or EAN-8, UPC-A) code's last digit: what the digits before it weigh, 3 and 1 from the right. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** The whole code of twelve (or seven, eleven) digits: the digits and their check digit. */
export const withCheckDigit = (body: string) => `${body}${gtinCheckDigit(body)}`;

/** A code of 8, 12, 13 or 14 digits is a GTIN: a wrong last digit is a misread or a typing slip. */
export function gtinLooksWrong(code: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(code)) return false;
  return gtinCheckDigit(code.slice(0, -1)) !== Number(code.slice(-1));
}

export interface Barcode {
  ma_vach: string;
  /** The unit one scan means (a box), null for the product's base unit. */
  ma_dvt: string | null;
}

/** How a product's barcodes are written in its `ma_vach`: "8934567000116, 8934567000123:HOP". */
export const barcodesText = (list: readonly Barcode[]) =>
  list.map((b) => (b.ma_dvt ? `${b.ma_vach}:${b.ma_dvt}` : b.ma_vach)).join(", ");

/** The barcodes written in a `ma_vach` text (commas, semicolons or spaces between them), in order, once each. */
export function parseBarcodes(text: string): Barcode[] {
  const seen = new Set<string>();
  const list: Barcode[] = [];
  for (const token of text.split(/[\s,;]+/)) {
    if (!token) continue;
    const [code = "", unit = ""] = token.split(":");
    if (!code || seen.has(code)) continue;
    seen.add(code);
    list.push({ ma_vach: code, ma_dvt: unit.trim().toUpperCase() || null });
  }
  return list;
}
