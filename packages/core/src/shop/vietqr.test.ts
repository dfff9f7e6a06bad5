import { describe, expect, it } from "vitest";
import { crc16Ccitt, vietQrPayload, vietQrReference } from "./vietqr.js";

describe("crc16Ccitt", () => {
  it("gives the CRC-16/CCITT-FALSE check value of '123456789'", () => {
    expect(crc16Ccitt("123456789")).toBe("29B1");
  });

  it("pads to four upper-case hex digits", () => {
    expect(crc16Ccitt("")).toBe("FFFF");
    expect(crc16Ccitt("A")).toBe("B915");
  });
});

describe("vietQrPayload", () => {
  it("builds a static code field by field: no amount, no reference", () => {
    const payload = vietQrPayload({ bin: "970436", account: "0071000123456" });
    const beneficiary = ["0006970436", "01130071000123456"].join(""); // 00 BIN, 01 account: 10 + 17 = 27 characters
    const merchant = ["0010A000000727", `0127${beneficiary}`, "0208QRIBFTTA"].join(""); // 14 + 31 + 12 = 57
    expect(payload).toBe(["000201", "010211", `3857${merchant}`, "5303704", "5802VN", "6304", "F00E"].join(""));
  });

  it("builds a code with an amount and a reference, point of initiation 12", () => {
    const payload = vietQrPayload({ bin: "970415", account: "113366668888", amount: 1250000, reference: "HD000123" });
    expect(payload).toBe(
      "000201010212" +
        "38560010A000000727012600069704150112113366668888" +
        "0208QRIBFTTA" +
        "5303704" +
        "54071250000" +
        "5802VN" +
        "62120808HD000123" +
        "6304" +
        "369E",
    );
  });

  it("matches codes Vietnamese payment gateways issued, to the CRC", () => {
    expect(vietQrPayload({ bin: "970416", account: "257678859", amount: 1000, reference: "Chuyen tien" })).toBe(
      "00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA5303704540410005802VN62150811Chuyen tien6304BBB8",
    );
    expect(
      vietQrPayload({ bin: "970422", account: "VQRQABRLS0448", amount: 2000, reference: "18f8746b181045f0a2ce" }),
    ).toBe(
      "00020101021238570010A000000727012700069704220113VQRQABRLS04480208QRIBFTTA5303704540420005802VN6224082018f8746b181045f0a2ce63040FC0",
    );
  });

  it("ends with the CRC of everything before it", () => {
    const payload = vietQrPayload({ bin: "970407", account: "19035555555555", amount: 99000 });
    expect(payload.slice(-4)).toBe(crc16Ccitt(payload.slice(0, -4)));
    expect(payload.slice(-8, -4)).toBe("6304");
  });

  it("refuses a malformed BIN, account or amount", () => {
    expect(() => vietQrPayload({ bin: "97043", account: "123" })).toThrow(RangeError);
    expect(() => vietQrPayload({ bin: "970436", account: "12 34" })).toThrow(RangeError);
    expect(() => vietQrPayload({ bin: "970436", account: "1".repeat(20) })).toThrow(RangeError);
    expect(() => vietQrPayload({ bin: "970436", account: "123", amount: 0 })).toThrow(RangeError);
    expect(() => vietQrPayload({ bin: "970436", account: "123", amount: 10.5 })).toThrow(RangeError);
  });
});

describe("vietQrReference", () => {
  it("drops diacritics and signs, and keeps at most 25 characters", () => {
    expect(vietQrReference("Thanh toán hóa đơn #HD-0001")).toBe("Thanh toan hoa don HD 000");
    expect(vietQrReference("Đặt cọc   liệu trình")).toBe("Dat coc lieu trinh");
  });
});
