import { describe, expect, it } from "vitest";
import { crc16, vietQrPayload } from "./vietQr";

describe("VietQR", () => {
  it("checks with CRC-16/CCITT-FALSE, whose check value for 123456789 is 29B1", () => {
    expect(crc16("123456789")).toBe("29B1");
  });

  it("names the bank, the account, the exact amount and the reference, and ends with its own CRC", () => {
    const text = vietQrPayload({ bin: "970436", account: "0071000123456", amount: 240_000, info: "Hóa đơn SEN-7K2Q" });
    expect(text.startsWith("000201010212")).toBe(true);
    expect(text).toContain("38570010A00000072701270006970436011300710001234560208QRIBFTTA");
    expect(text).toContain("5303704540624000058");
    expect(text).toContain("62190815Hoa don SEN7K2Q6304");
    expect(text.slice(-8, -4)).toBe("6304");
    expect(text.slice(-4)).toBe(crc16(text.slice(0, -4)));
  });
});
