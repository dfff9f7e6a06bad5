/** Amounts in Vietnamese words, as printed vouchers and stock forms write them ("Bảy trăm nghìn đồng chẵn"). */

const DIGITS = ["không", "một", "hai", "ba", "bốn", "năm", "sáu", "bảy", "tám", "chín"] as const;
const GROUPS = ["", "nghìn", "triệu"] as const;
const digit = (n: number): string => DIGITS[n] ?? "";

/**
 * Three digits. `inner`: a group after a higher one, which says its empty hundreds ("một nghìn không trăm linh
 * năm"); the tens say "linh" before a lone unit, units say "mốt" after twenty and up, "lăm" after ten and up.
 */
function readGroup(group: string, inner: boolean): string[] {
  const [h, t, u] = group.padStart(3, "0").split("").map(Number) as [number, number, number];
  const words: string[] = [];
  if (h > 0 || inner) words.push(digit(h), "trăm");
  if (t === 0) {
    if (u > 0 && words.length > 0) words.push("linh");
  } else if (t === 1) words.push("mười");
  else words.push(digit(t), "mươi");
  if (u === 1 && t >= 2) words.push("mốt");
  else if (u === 5 && t >= 1) words.push("lăm");
  else if (u > 0) words.push(digit(u));
  return words;
}

/** Up to nine digits: millions, thousands, units; groups of zeros say nothing. */
function readBelowBillion(digits: string, inner: boolean): string[] {
  const padded = digits.padStart(9, "0");
  const words: string[] = [];
  let said = inner;
  for (let i = 0; i < 3; i++) {
    const group = padded.slice(i * 3, i * 3 + 3);
    if (group === "000") continue;
    words.push(...readGroup(group, said));
    const name = GROUPS[2 - i];
    if (name) words.push(name);
    said = true;
  }
  return words;
}

/** A whole number in words, lower case: "một triệu hai trăm nghìn"; 0 is "không". */
export function numberToVietnameseWords(value: number | bigint | string): string {
  const text = String(typeof value === "number" ? Math.round(Math.abs(value)) : value)
    .trim()
    .replace(/^[-+]/, "")
    .replace(/\..*$/, "")
    .replace(/^0+(?=\d)/, "");
  if (!/^\d+$/.test(text) || /^0+$/.test(text)) return DIGITS[0];
  // Nine digits at a time from the right, each higher chunk followed by "tỷ" (a thousand billion: "nghìn tỷ").
  const chunks: string[] = [];
  for (let end = text.length; end > 0; end -= 9) chunks.unshift(text.slice(Math.max(0, end - 9), end));
  const words: string[] = [];
  chunks.forEach((chunk, index) => {
    const part = readBelowBillion(chunk, words.length > 0);
    if (part.length === 0) return;
    words.push(...part, ...Array<string>(chunks.length - 1 - index).fill("tỷ"));
  });
  return words.join(" ");
}

/**
 * A VND amount as a printed form writes it, capitalised and ending in "đồng chẵn" (a whole amount; VND has no
 * decimals, so a fraction is rounded): 1,200,000 → "Một triệu hai trăm nghìn đồng chẵn"; 0 → "Không đồng".
 */
export function amountInWords(amount: number | string | bigint | null | undefined): string {
  const text = String(amount ?? "0").trim() || "0";
  const negative = text.startsWith("-");
  const whole = typeof amount === "number" ? Math.round(Math.abs(amount)) : roundText(text.replace(/^[-+]/, ""));
  const words = numberToVietnameseWords(whole);
  const zero = words === DIGITS[0];
  const sentence = `${negative && !zero ? "âm " : ""}${words} đồng${zero ? "" : " chẵn"}`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** "1234.50" → "1235"-style rounding of a decimal text without going through a double. */
function roundText(text: string): string {
  const [whole = "0", fraction = ""] = text.split(".");
  if (!/^\d*$/.test(whole) || (fraction[0] ?? "0") < "5") return whole || "0";
  return (BigInt(whole || "0") + 1n).toString();
}
