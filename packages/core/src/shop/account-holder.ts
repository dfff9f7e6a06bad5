/** Vietnamese text without its diacritics, "đ" as "d" ("Đặt cọc" → "Dat coc"): what bank transfers carry. */
export function withoutDiacritics(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").replace(/đ/g, "d").replace(/Đ/g, "D");
}

/**
 * An account holder's name as banks print it and as the payer's app shows it before a transfer:
 * upper case, no diacritics ("Nguyễn Thị Đào" → "NGUYEN THI DAO"). While it is typed, spaces stay
 * as they are (a name typed letter by letter needs its trailing space).
 */
export function accountHolderAsTyped(name: string): string {
  return withoutDiacritics(name).toUpperCase();
}

/** The name as it is kept: as typed, with single spaces and none at the ends. */
export function toAccountHolder(name: string): string {
  return accountHolderAsTyped(name).replace(/\s+/g, " ").trim();
}

/** Whether a name, once written as banks print it, holds only letters, digits, spaces and . , - & ( ). */
export function isAccountHolder(name: string): boolean {
  return /^[A-Z0-9 .,\-&()]+$/.test(toAccountHolder(name));
}
