import { describe, expect, it } from "vitest";
import { formatNumber, parseNumber } from "./numbers.js";

describe("formatNumber", () => {
  it("separates thousands with commas and shows no decimals by default (VND)", () => {
    expect(formatNumber(1234567)).toBe("1,234,567");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(1000)).toBe("1,000");
    expect(formatNumber(0)).toBe("0");
  });

  it("rounds to whole numbers when no decimals are asked for", () => {
    expect(formatNumber(1234.5)).toBe("1,235");
    expect(formatNumber(1234.49)).toBe("1,234");
  });

  it("pads and rounds to the requested decimals with a '.' point", () => {
    expect(formatNumber(1234.5, 2)).toBe("1,234.50");
    expect(formatNumber(1234.567, 2)).toBe("1,234.57");
    expect(formatNumber(0, 2)).toBe("0.00");
    expect(formatNumber(0.125, 2)).toBe("0.13");
  });

  it("formats negative numbers with a leading minus", () => {
    expect(formatNumber(-1234567)).toBe("-1,234,567");
    expect(formatNumber(-1234.5, 2)).toBe("-1,234.50");
    expect(formatNumber(-1234.5)).toBe("-1,235");
  });

  it("never shows -0", () => {
    expect(formatNumber(-0)).toBe("0");
    expect(formatNumber(-0.001, 2)).toBe("0.00");
    expect(formatNumber("-0.4")).toBe("0");
  });

  it("gives an empty text for null, undefined, '' and non-numbers", () => {
    expect(formatNumber(null)).toBe("");
    expect(formatNumber(undefined)).toBe("");
    expect(formatNumber("")).toBe("");
    expect(formatNumber("   ")).toBe("");
    expect(formatNumber("abc")).toBe("");
    expect(formatNumber("12abc")).toBe("");
    expect(formatNumber(Number.NaN)).toBe("");
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe("");
  });

  it("accepts numeric strings, including already formatted ones and server decimals", () => {
    expect(formatNumber("1234567")).toBe("1,234,567");
    expect(formatNumber(" 1234.5 ", 2)).toBe("1,234.50");
    expect(formatNumber("1,234,567")).toBe("1,234,567");
    expect(formatNumber("-2500000.00")).toBe("-2,500,000");
    expect(formatNumber(".5", 1)).toBe("0.5");
  });

  it("keeps every digit of 18-digit amounts given as strings or bigints", () => {
    // 18 digits exceed Number.MAX_SAFE_INTEGER (16 digits): as a number the last digits would be lost.
    expect(formatNumber("123456789012345678")).toBe("123,456,789,012,345,678");
    expect(formatNumber("-999999999999999999")).toBe("-999,999,999,999,999,999");
    expect(formatNumber("123456789012345678.125", 2)).toBe("123,456,789,012,345,678.13");
    expect(formatNumber(123456789012345678n)).toBe("123,456,789,012,345,678");
  });

  it("formats Number.MAX_SAFE_INTEGER exactly", () => {
    expect(formatNumber(Number.MAX_SAFE_INTEGER)).toBe("9,007,199,254,740,991");
  });
});

describe("parseNumber", () => {
  it("reads comma-separated text", () => {
    expect(parseNumber("1,234.5")).toBe(1234.5);
    expect(parseNumber("1,234,567")).toBe(1234567);
    expect(parseNumber("-1,234")).toBe(-1234);
    expect(parseNumber(" 42 ")).toBe(42);
    expect(parseNumber("0")).toBe(0);
  });

  it("round-trips what formatNumber shows", () => {
    expect(parseNumber(formatNumber(9876543.21, 2))).toBe(9876543.21);
  });

  it("gives null for empty or non-numeric text", () => {
    expect(parseNumber("")).toBeNull();
    expect(parseNumber("  ")).toBeNull();
    expect(parseNumber(null)).toBeNull();
    expect(parseNumber(undefined)).toBeNull();
    expect(parseNumber("1.2.3")).toBeNull();
    expect(parseNumber("12 kg")).toBeNull();
    expect(parseNumber("-")).toBeNull();
  });

  it("passes finite numbers through", () => {
    expect(parseNumber(12.5)).toBe(12.5);
    expect(parseNumber(Number.NaN)).toBeNull();
  });
});
