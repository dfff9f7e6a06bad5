/**
 * An account holder's name as banks print it and as the payer's app shows it before a transfer:
 * upper case, no diacritics ("Nguyễn Thị Đào" → "NGUYEN THI DAO"), single spaces.
 */
export function toAccountHolder(name: string): string {
  return name.normalize("NFD").replace(/\p{M}/gu, "").replace(/[đĐ]/g, "D").toUpperCase().replace(/\s+/g, " ").trim();
}

/** Whether a name, once written as banks print it, holds only letters, digits, spaces and . , - & ( ). */
export function isAccountHolder(name: string): boolean {
  return /^[A-Z0-9 .,\-&()]+$/.test(toAccountHolder(name));
}
