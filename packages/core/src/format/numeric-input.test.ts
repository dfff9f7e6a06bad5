import { describe, expect, it } from "vitest";
import { filterKeyInput, sanitizeNumericInput } from "./numeric-input.js";

describe("sanitizeNumericInput: characters", () => {
  it("keeps digits only for whole numbers", () => {
    expect(sanitizeNumericInput("12a3")).toBe("123");
    expect(sanitizeNumericInput("1,234,567")).toBe("1234567");
    expect(sanitizeNumericInput(" 1 000 ")).toBe("1000");
    expect(sanitizeNumericInput("abc")).toBe("");
  });

  it("gives an empty text for empty values", () => {
    expect(sanitizeNumericInput("")).toBe("");
    expect(sanitizeNumericInput(null)).toBe("");
    expect(sanitizeNumericInput(undefined)).toBe("");
  });

  it("refuses a decimal point when precision is 0, cutting what follows it", () => {
    expect(sanitizeNumericInput("12.")).toBe("12");
    expect(sanitizeNumericInput("12.75")).toBe("12");
  });

  it("keeps one decimal point when decimals are allowed", () => {
    expect(sanitizeNumericInput("12.5", { precision: 2 })).toBe("12.5");
    expect(sanitizeNumericInput("1.2.3", { precision: 2 })).toBe("1.23");
    expect(sanitizeNumericInput("12..", { precision: 2 })).toBe("12.");
  });

  it("lets a trailing point stand while the user is still typing", () => {
    expect(sanitizeNumericInput("12.", { precision: 2 })).toBe("12.");
    expect(sanitizeNumericInput(".", { precision: 2 })).toBe("0.");
    expect(sanitizeNumericInput(".5", { precision: 2 })).toBe("0.5");
  });

  it("accepts numbers, writing them in plain digits", () => {
    expect(sanitizeNumericInput(1234)).toBe("1234");
    expect(sanitizeNumericInput(12.345, { precision: 2 })).toBe("12.34");
    expect(sanitizeNumericInput(1e21, { integerDigits: 22 })).toBe("1000000000000000000000");
    expect(sanitizeNumericInput(Number.NaN)).toBe("");
  });
});

describe("sanitizeNumericInput: leading zeros", () => {
  it("removes leading zeros", () => {
    expect(sanitizeNumericInput("007")).toBe("7");
    expect(sanitizeNumericInput("0100")).toBe("100");
    expect(sanitizeNumericInput("05", { precision: 2 })).toBe("5");
  });

  it("keeps a single zero and the zero before a decimal point", () => {
    expect(sanitizeNumericInput("0")).toBe("0");
    expect(sanitizeNumericInput("000")).toBe("0");
    expect(sanitizeNumericInput("0.5", { precision: 2 })).toBe("0.5");
    expect(sanitizeNumericInput("00.5", { precision: 2 })).toBe("0.5");
    expect(sanitizeNumericInput("0.05", { precision: 2 })).toBe("0.05");
  });

  it("keeps trailing zeros in the decimals", () => {
    expect(sanitizeNumericInput("1.50", { precision: 2 })).toBe("1.50");
    expect(sanitizeNumericInput("10", { precision: 2 })).toBe("10");
  });
});

describe("sanitizeNumericInput: digit limits", () => {
  it("allows 18 integer digits by default and ignores a 19th", () => {
    const eighteen = "123456789012345678";
    expect(sanitizeNumericInput(eighteen)).toBe(eighteen);
    expect(sanitizeNumericInput(`${eighteen}9`)).toBe(eighteen);
  });

  it("keeps 18-digit values digit for digit (beyond JS number precision)", () => {
    expect(sanitizeNumericInput("999999999999999999")).toBe("999999999999999999");
    expect(sanitizeNumericInput("999999999999999999.99", { precision: 2 })).toBe("999999999999999999.99");
  });

  it("uses a configured integer digit count", () => {
    expect(sanitizeNumericInput("12345", { integerDigits: 3 })).toBe("123");
    expect(sanitizeNumericInput("12345.67", { integerDigits: 3, precision: 2 })).toBe("123.67");
  });

  it("does not count leading zeros as digits", () => {
    expect(sanitizeNumericInput("000123", { integerDigits: 3 })).toBe("123");
  });

  it("cuts decimals beyond the precision instead of rounding", () => {
    expect(sanitizeNumericInput("1.239", { precision: 2 })).toBe("1.23");
    expect(sanitizeNumericInput("1.999", { precision: 1 })).toBe("1.9");
    expect(sanitizeNumericInput("0.123456", { precision: 4 })).toBe("0.1234");
  });
});

describe("sanitizeNumericInput: sign", () => {
  it("drops a minus unless negatives are allowed", () => {
    expect(sanitizeNumericInput("-5")).toBe("5");
    expect(sanitizeNumericInput("-5", { allowNegative: true })).toBe("-5");
  });

  it("keeps only a leading minus and lets it stand alone while typing", () => {
    expect(sanitizeNumericInput("-", { allowNegative: true })).toBe("-");
    expect(sanitizeNumericInput("--5", { allowNegative: true })).toBe("-5");
    expect(sanitizeNumericInput("5-3", { allowNegative: true })).toBe("53");
    expect(sanitizeNumericInput("-007.5", { allowNegative: true, precision: 1 })).toBe("-7.5");
  });
});

describe("sanitizeNumericInput: max", () => {
  it("replaces a value above max with max", () => {
    expect(sanitizeNumericInput("150", { max: 100 })).toBe("100");
    expect(sanitizeNumericInput("100.01", { max: 100, precision: 2 })).toBe("100");
  });

  it("keeps values at or below max", () => {
    expect(sanitizeNumericInput("100", { max: 100 })).toBe("100");
    expect(sanitizeNumericInput("99.99", { max: 100, precision: 2 })).toBe("99.99");
    expect(sanitizeNumericInput("0", { max: 0 })).toBe("0");
    expect(sanitizeNumericInput("-500", { max: 100, allowNegative: true })).toBe("-500");
  });

  it("writes max within the allowed precision", () => {
    expect(sanitizeNumericInput("50", { max: 12.345, precision: 2 })).toBe("12.34");
    expect(sanitizeNumericInput("50", { max: 12.5 })).toBe("12");
  });

  it("caps a discount percentage", () => {
    expect(sanitizeNumericInput("1000", { max: 100, precision: 2 })).toBe("100");
  });
});

describe("filterKeyInput", () => {
  it("keeps at most 20 characters", () => {
    expect(filterKeyInput("12345678901234567890")).toBe("12345678901234567890");
    expect(filterKeyInput("123456789012345678901")).toBe("12345678901234567890");
    expect(filterKeyInput("-1234567890.123456789")).toBe("-1234567890.12345678");
  });

  it("keeps only the characters of a number", () => {
    expect(filterKeyInput("1,234.5 đ")).toBe("1234.5");
    expect(filterKeyInput("-12-3")).toBe("-123");
    expect(filterKeyInput("1.2.3")).toBe("1.23");
    expect(filterKeyInput("abc")).toBe("");
  });

  it("counts only kept characters towards the 20", () => {
    expect(filterKeyInput("1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1")).toBe("12345678901234567890");
  });

  it("gives an empty text for empty values", () => {
    expect(filterKeyInput("")).toBe("");
    expect(filterKeyInput(null)).toBe("");
  });
});
