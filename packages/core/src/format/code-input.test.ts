import { describe, expect, it } from "vitest";
import { toCodeInput } from "./code-input.js";

describe("toCodeInput", () => {
  it("keeps letters and digits and forces uppercase", () => {
    expect(toCodeInput("kh001")).toBe("KH001");
    expect(toCodeInput("Sp2024a")).toBe("SP2024A");
  });

  it("drops separators, spaces and punctuation", () => {
    expect(toCodeInput("kh-001")).toBe("KH001");
    expect(toCodeInput(" kh 001_ ")).toBe("KH001");
    expect(toCodeInput("a.b/c#1!")).toBe("ABC1");
  });

  it("drops Vietnamese letters: codes are ASCII", () => {
    expect(toCodeInput("kh-001 ă")).toBe("KH001");
    expect(toCodeInput("đơn1")).toBe("N1");
    expect(toCodeInput("ĐÔNG")).toBe("NG");
  });

  it("drops non-ASCII digits and letters that uppercase into several", () => {
    expect(toCodeInput("１２3")).toBe("3");
    expect(toCodeInput("straße")).toBe("STRAE");
  });

  it("gives an empty text for empty values", () => {
    expect(toCodeInput("")).toBe("");
    expect(toCodeInput(null)).toBe("");
    expect(toCodeInput(undefined)).toBe("");
    expect(toCodeInput("---")).toBe("");
  });
});
