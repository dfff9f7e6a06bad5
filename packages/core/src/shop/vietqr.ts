import { withoutDiacritics } from "./account-holder.js";
import { BANK_ACCOUNT } from "./settings.js";

/**
 * The text of a VietQR code: an EMV QR payload as NAPAS defines it for transfers to a bank account.
 * Every field is ID (2 digits), length (2 digits), value; a template's value is itself such fields.
 *
 *   00 "01"          payload format indicator
 *   01 "11" | "12"   point of initiation: 11 static (the payer types the amount), 12 with an amount
 *   38               merchant account information, NAPAS template:
 *        00 "A000000727"   NAPAS's globally unique identifier
 *        01                beneficiary organisation:
 *             00 BIN            the bank (acquirer id, 6 digits)
 *             01 account        the account number (consumer id)
 *        02 "QRIBFTTA"     service: inter-bank fast transfer to an account
 *   53 "704"         currency: Vietnamese đồng (ISO 4217)
 *   54 amount        optional, whole đồng
 *   58 "VN"          country
 *   62               optional additional data:
 *        08 reference      purpose of the transfer, what the payer's bank puts in the transfer's description
 *   63 CRC           CRC-16/CCITT-FALSE of everything before it, "6304" included, as 4 upper-case hex digits
 */
export interface VietQrInput {
  /** The bank's NAPAS BIN. */
  bin: string;
  account: string;
  /** Whole đồng; none for a static code. */
  amount?: number;
  /** Transfer description; folded to unaccented letters, digits and spaces, at most 25 characters. */
  reference?: string;
}

const NAPAS_GUID = "A000000727";
const TRANSFER_TO_ACCOUNT = "QRIBFTTA";
const VND = "704";
/** EMV's bound on a field of the additional data template. */
export const VIETQR_REFERENCE_MAX = 25;

function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`VietQR field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** A transfer description as every bank's app takes it: no diacritics, letters, digits and spaces. */
export function vietQrReference(text: string): string {
  return withoutDiacritics(text)
    .replace(/[^A-Za-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, VIETQR_REFERENCE_MAX)
    .trim();
}

/** The payload of a VietQR code paying `amount` (if given) into the account. Throws on a malformed BIN or account. */
export function vietQrPayload({ bin, account, amount, reference }: VietQrInput): string {
  if (!/^\d{6}$/.test(bin)) throw new RangeError("A VietQR BIN has 6 digits");
  if (!BANK_ACCOUNT.test(account)) throw new RangeError("A VietQR account is 1 to 19 letters or digits");
  if (amount !== undefined && !(Number.isSafeInteger(amount) && amount > 0)) {
    throw new RangeError("A VietQR amount is a positive whole number of đồng");
  }
  const purpose = reference ? vietQrReference(reference) : "";
  const beneficiary = field("00", bin) + field("01", account);
  const merchant = field("00", NAPAS_GUID) + field("01", beneficiary) + field("02", TRANSFER_TO_ACCOUNT);
  const body = [
    field("00", "01"),
    field("01", amount === undefined ? "11" : "12"),
    field("38", merchant),
    field("53", VND),
    amount === undefined ? "" : field("54", String(amount)),
    field("58", "VN"),
    purpose ? field("62", field("08", purpose)) : "",
    "6304",
  ].join("");
  return body + crc16Ccitt(body);
}
