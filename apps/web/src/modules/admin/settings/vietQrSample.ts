import { BANK_ACCOUNT, bankOfBin, toAccountHolder, vietQrPayload } from "@sen/core";

export const SAMPLE_AMOUNT = 100_000;

/** The VietQR payload of the account being typed, paying `amount`; undefined while the account is incomplete. */
export function sampleVietQr(
  values: { ma_ngan_hang?: string; so_tai_khoan?: string; chu_tai_khoan?: string },
  amount: number,
  reference: string,
) {
  const bank = bankOfBin(values.ma_ngan_hang);
  const account = values.so_tai_khoan ?? "";
  const holder = toAccountHolder(values.chu_tai_khoan ?? "");
  if (!bank || !BANK_ACCOUNT.test(account) || !holder) return undefined;
  const whole = Math.round(amount);
  return {
    bank,
    account,
    holder,
    payload: vietQrPayload({ bin: bank.bin, account, amount: whole > 0 ? whole : undefined, reference }),
  };
}
