import { describe, expect, it } from "vitest";
import { accountHolderAsTyped, isAccountHolder, toAccountHolder } from "./account-holder.js";

describe("toAccountHolder", () => {
  it("writes a name as banks print it", () => {
    expect(toAccountHolder("  Nguyễn Thị  Đào ")).toBe("NGUYEN THI DAO");
    expect(toAccountHolder("Công ty TNHH Sen Việt")).toBe("CONG TY TNHH SEN VIET");
  });

  it("gives the same text for composed and decomposed input", () => {
    expect(toAccountHolder("Phạm Quốc Anh".normalize("NFD"))).toBe(toAccountHolder("Phạm Quốc Anh".normalize("NFC")));
  });
});

describe("accountHolderAsTyped", () => {
  it("keeps the spaces being typed", () => {
    expect(accountHolderAsTyped("Trần Văn ")).toBe("TRAN VAN ");
  });
});

describe("isAccountHolder", () => {
  it("takes names with diacritics, refuses signs banks do not print", () => {
    expect(isAccountHolder("Công ty TNHH Spa Hoa Sen")).toBe(true);
    expect(isAccountHolder("Spa & Beauty (Q.1)")).toBe(true);
    expect(isAccountHolder("spa@hoasen.vn")).toBe(false);
    expect(isAccountHolder("   ")).toBe(false);
  });
});
