import { describe, expect, it } from "vitest";
import { isValidTaxCode, taxCodeCheckDigit, taxCodeProblem } from "./tax-code.js";

describe("Vietnamese tax codes", () => {
  it("accepts enterprises' codes whose 10th digit checks the first nine", () => {
    // 0100233488: 1×29 + 2×17 + 3×13 + 3×7 + 4×5 + 8×3 = 167; 167 mod 11 = 2; 10 − 2 = 8.
    expect(taxCodeCheckDigit("010023348")).toBe(8);
    expect(isValidTaxCode("0100233488")).toBe(true);
    // 0314409058: 3×29 + 1×23 + 4×19 + 4×17 + 9×7 + 5×3 = 332; 332 mod 11 = 2; 10 − 2 = 8.
    expect(isValidTaxCode("0314409058")).toBe(true);
  });

  it("accepts a dependent unit's code: the enterprise's, a dash and 001 to 999", () => {
    expect(isValidTaxCode("0314409058-002")).toBe(true);
    expect(isValidTaxCode("0314409058-999")).toBe(true);
    expect(taxCodeProblem("0314409058-000")).toBe("format");
  });

  it("refuses a mistyped digit", () => {
    expect(taxCodeProblem("0100233480")).toBe("check_digit");
    expect(taxCodeProblem("0100233848")).toBe("check_digit");
    expect(taxCodeProblem("0314409058-002".replace("9058", "9085"))).toBe("check_digit");
  });

  it("refuses first nine digits no code can be issued for (a weighted sum divisible by 11)", () => {
    // 000000000 sums to 0, divisible by 11: it would need a check digit of 10. 110000000: 31 + 29 = 60 → 10 − 5.
    expect(taxCodeCheckDigit("000000000")).toBeUndefined();
    expect(taxCodeProblem("0000000000")).toBe("check_digit");
    expect(taxCodeCheckDigit("110000000")).toBe(5);
  });

  it("refuses other shapes", () => {
    for (const value of [
      "",
      "010023348",
      "01002334888",
      "0100233488-02",
      "0100233488002",
      "010023348a",
      " 0100233488",
    ]) {
      expect(taxCodeProblem(value), value).toBe("format");
    }
  });
});
