import { describe, expect, it } from "vitest";
import {
  isValidDialPhone,
  isValidPhone,
  maskPhone,
  normalizePhone,
  PHONE_INVALID_MESSAGE,
  validateDialPhone,
} from "./phone.js";

describe("maskPhone", () => {
  it("shows the first character and the last 4", () => {
    expect(maskPhone("0903123456")).toBe("0*****3456");
    expect(maskPhone("84903123456")).toBe("8******3456");
    expect(maskPhone("090-312-3456")).toBe("0*******3456");
  });

  it("hides exactly one character at 6 characters", () => {
    expect(maskPhone("123456")).toBe("1*3456");
  });

  it("masks short values entirely rather than showing them whole", () => {
    expect(maskPhone("12345")).toBe("*****");
    expect(maskPhone("1234")).toBe("****");
    expect(maskPhone("1")).toBe("*");
  });

  it("gives an empty text for empty values and ignores surrounding spaces", () => {
    expect(maskPhone("")).toBe("");
    expect(maskPhone(null)).toBe("");
    expect(maskPhone(undefined)).toBe("");
    expect(maskPhone("  0903123456 ")).toBe("0*****3456");
  });
});

describe("dial phone", () => {
  it("uses the spec's message", () => {
    expect(PHONE_INVALID_MESSAGE).toBe("Số điện thoại không hợp lệ");
  });

  it("accepts 8 to 13 digits", () => {
    expect(isValidDialPhone("12345678")).toBe(true);
    expect(isValidDialPhone("0903123456")).toBe(true);
    expect(isValidDialPhone("1234567890123")).toBe(true);
    expect(validateDialPhone("0903123456")).toBeUndefined();
  });

  it("rejects 7 and 14 digits", () => {
    expect(isValidDialPhone("1234567")).toBe(false);
    expect(isValidDialPhone("12345678901234")).toBe(false);
    expect(validateDialPhone("1234567")).toBe("Số điện thoại không hợp lệ");
    expect(validateDialPhone("12345678901234")).toBe("Số điện thoại không hợp lệ");
  });

  it("rejects anything that is not a digit", () => {
    for (const value of [
      "+84903123456",
      "0903 123 456",
      "090-312-3456",
      "090312345a",
      " 0903123456",
      "０９０３１２３４５６",
    ]) {
      expect(validateDialPhone(value), value).toBe(PHONE_INVALID_MESSAGE);
    }
  });

  it("rejects an empty number: there is nothing to dial", () => {
    expect(validateDialPhone("")).toBe(PHONE_INVALID_MESSAGE);
    expect(validateDialPhone(null)).toBe(PHONE_INVALID_MESSAGE);
    expect(validateDialPhone(undefined)).toBe(PHONE_INVALID_MESSAGE);
  });
});

describe("isValidPhone (general check)", () => {
  it("accepts at least 10 digits and dashes", () => {
    expect(isValidPhone("0903123456")).toBe(true);
    expect(isValidPhone("090-312-3456")).toBe(true);
    expect(isValidPhone("028-3822-1234")).toBe(true);
    expect(isValidPhone("012345678901234567")).toBe(true);
  });

  it("counts dashes towards the 10 characters", () => {
    expect(isValidPhone("090-312-34")).toBe(true);
    expect(isValidPhone("090312345")).toBe(false);
  });

  it("rejects other characters and empty values", () => {
    expect(isValidPhone("0903 123 456")).toBe(false);
    expect(isValidPhone("+84903123456")).toBe(false);
    expect(isValidPhone("(028)38221234")).toBe(false);
    expect(isValidPhone("")).toBe(false);
    expect(isValidPhone(null)).toBe(false);
  });
});

describe("normalizePhone", () => {
  it("keeps digits and turns the +84 country code into the trunk 0", () => {
    expect(normalizePhone("090-312-3456")).toBe("0903123456");
    expect(normalizePhone("+84 903 123 456")).toBe("0903123456");
    expect(normalizePhone("84903123456")).toBe("0903123456");
    expect(normalizePhone("0843123456")).toBe("0843123456");
    expect(normalizePhone("  ")).toBe("");
    expect(normalizePhone(null)).toBe("");
  });
});
