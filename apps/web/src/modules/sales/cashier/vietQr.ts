/**
 * The text of a VietQR code (NAPAS 247's EMVCo QR for a transfer to an account): the bank's BIN and the account, the
 * exact amount in đồng and a reference the bank shows with the transfer, ended by its CRC-16.
 */

/** One field: its id, its length in two digits, its value. */
const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, "0")}${value}`;

/** CRC-16/CCITT-FALSE (polynomial 0x1021, from 0xFFFF), as EMVCo QR codes end with, in four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** A reference the bank keeps: letters, digits and spaces only, at most 25 characters. */
const reference = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/đ/g, "d")
    .replace(/Đ/g, "D")
    .replace(/[^A-Za-z0-9 ]/g, "")
    .slice(0, 25);

export interface VietQrTransfer {
  /** The bank's 6-digit BIN (970436 Vietcombank…). */
  bin: string;
  account: string;
  /** In đồng, a whole number. */
  amount: number;
  info: string;
}

export function vietQrPayload({ bin, account, amount, info }: VietQrTransfer): string {
  const beneficiary = field("00", bin) + field("01", account);
  const merchant = field("00", "A000000727") + field("01", beneficiary) + field("02", "QRIBFTTA");
  const body =
    field("00", "01") +
    field("01", "12") +
    field("38", merchant) +
    field("53", "704") +
    field("54", String(Math.round(amount))) +
    field("58", "VN") +
    field("62", field("08", reference(info))) +
    "6304";
  return body + crc16(body);
}
