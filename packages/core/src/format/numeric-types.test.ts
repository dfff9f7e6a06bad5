import { describe, expect, it } from "vitest";
import { isNumericType } from "./numeric-types.js";

describe("isNumericType", () => {
  it("recognises every numeric type of the spec", () => {
    for (const type of [
      "int2",
      "int4",
      "int8",
      "numeric",
      "ud_smallint",
      "ud_int",
      "ud_bigint",
      "ud_float",
      "ud_decimal",
    ]) {
      expect(isNumericType(type)).toBe(true);
    }
  });

  it("rejects other column types and missing values", () => {
    expect(isNumericType("varchar")).toBe(false);
    expect(isNumericType("date")).toBe(false);
    expect(isNumericType("INT4")).toBe(false);
    expect(isNumericType("")).toBe(false);
    expect(isNumericType(null)).toBe(false);
    expect(isNumericType(undefined)).toBe(false);
  });
});
