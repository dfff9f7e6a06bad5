import { describe, expect, it } from "vitest";
import { isStrongPassword } from "./password";

describe("new password rule", () => {
  it("wants 8 characters with letters and digits, Vietnamese letters included", () => {
    expect(isStrongPassword("Matkhau1")).toBe(true);
    expect(isStrongPassword("mậtkhẩu9")).toBe(true);
    expect(isStrongPassword("Short1")).toBe(false);
    expect(isStrongPassword("onlyletters")).toBe(false);
    expect(isStrongPassword("12345678")).toBe(false);
  });
});
