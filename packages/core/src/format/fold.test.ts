import { describe, expect, it } from "vitest";
import { foldedIncludes, foldVietnamese } from "./fold.js";

describe("foldVietnamese", () => {
  it("drops case, diacritics and turns đ into d", () => {
    expect(foldVietnamese("Nguyễn Văn Hùng")).toBe("nguyen van hung");
    expect(foldVietnamese("ĐÀ NẴNG")).toBe("da nang");
  });

  it("treats decomposed and composed input alike", () => {
    expect(foldVietnamese("Nguye\u0302\u0303n")).toBe(foldVietnamese("Nguyễn"));
  });

  it("collapses and trims white space", () => {
    expect(foldVietnamese("  Hà   Nội ")).toBe("ha noi");
  });
});

describe("foldedIncludes", () => {
  it("finds accented text from plain input, and blank input matches everything", () => {
    expect(foldedIncludes("Phường Phúc Xá", "phuc xa")).toBe(true);
    expect(foldedIncludes("Phường Phúc Xá", "phuc la")).toBe(false);
    expect(foldedIncludes("Phường Phúc Xá", "   ")).toBe(true);
  });
});
