import { describe, expect, it } from "vitest";
import { lineAmount, linesTotal } from "./lineAmounts";

describe("lineAmount", () => {
  it("multiplies quantity by price exactly, in whole đồng", () => {
    expect(lineAmount(10, 100_000)).toBe(1_000_000);
    expect(lineAmount("0.1", "3")).toBe(0);
    expect(lineAmount("1.005", "1000")).toBe(1005);
    expect(lineAmount("2.5", "0.5")).toBe(1);
    expect(lineAmount("3", "33333.33")).toBe(100_000);
  });

  it("counts a missing quantity or price as nothing", () => {
    expect(lineAmount(undefined, 5)).toBe(0);
    expect(lineAmount(3, "")).toBe(0);
    expect(lineAmount("abc", 2)).toBe(0);
  });

  it("adds the lines", () => {
    expect(linesTotal([{ so_luong: 10, gia: 100_000 }, { so_luong: 2, gia: 15_000 }, {}])).toBe(1_030_000);
    expect(linesTotal(undefined)).toBe(0);
  });
});
