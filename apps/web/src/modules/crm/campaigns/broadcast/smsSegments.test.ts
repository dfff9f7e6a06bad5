import { describe, expect, it } from "vitest";
import { smsSegments } from "./smsSegments";

describe("SMS parts", () => {
  it("counts 160 plain characters to a message, 153 to a part beyond", () => {
    expect(smsSegments("")).toEqual({ length: 0, parts: 0, unicode: false });
    expect(smsSegments("a".repeat(160))).toEqual({ length: 160, parts: 1, unicode: false });
    expect(smsSegments("a".repeat(161)).parts).toBe(2);
    expect(smsSegments("a".repeat(306)).parts).toBe(2);
    expect(smsSegments("a".repeat(307)).parts).toBe(3);
  });

  it("counts 70 characters to a message once Vietnamese marks need Unicode", () => {
    expect(smsSegments("Chúc mừng sinh nhật")).toEqual({ length: 19, parts: 1, unicode: true });
    expect(smsSegments("ư".repeat(70)).parts).toBe(1);
    expect(smsSegments("ư".repeat(71)).parts).toBe(2);
    expect(smsSegments("ư".repeat(135)).parts).toBe(3);
  });
});
