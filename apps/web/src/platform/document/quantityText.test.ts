import { describe, expect, it } from "vitest";
import { quantityText } from "./quantityText";

describe("quantityText", () => {
  it("shows whole quantities without decimals and keeps the ones there are", () => {
    expect(quantityText("7.000")).toBe("7");
    expect(quantityText("1234.500")).toBe("1,234.5");
    expect(quantityText(0.125)).toBe("0.125");
    expect(quantityText(10)).toBe("10");
  });
});
