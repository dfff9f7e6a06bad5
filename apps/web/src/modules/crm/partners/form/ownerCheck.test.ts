import { describe, expect, it } from "vitest";
import type { OwnerAnswer } from "../partnersApi";
import { aroundOwner, checkPhone, checkWebsite } from "./ownerCheck";

const NV002: OwnerAnswer = { exists: true, ma_nvbh: "NV002", ten_nvbh: "Trần Minh Khoa", visible: false };
const PARTNER_ID = "57fc4bf2-9c3b-4ff7-894c-ae187874fc49";
const answer =
  <T>(value: T) =>
  () =>
    Promise.resolve(value);
const failing = () => Promise.reject(new Error("Lỗi hệ thống, vui lòng thử lai sau ít phút!"));

describe("unique-partner-phone-employee", () => {
  it("names the other salesperson, linking to the partner only for a user who may open it", async () => {
    expect(await checkPhone(answer(NV002), answer(true))).toEqual({
      kind: "owned",
      owner: { code: "NV002", name: "Trần Minh Khoa" },
    });
    const visible: OwnerAnswer = { ...NV002, visible: true, stt_rec: PARTNER_ID };
    expect(await checkPhone(answer(visible), answer(true))).toEqual({
      kind: "owned",
      owner: { code: "NV002", name: "Trần Minh Khoa", partnerId: PARTNER_ID },
    });
  });

  it("falls back to 'unique-partner-phone' when the holder is the same salesperson's partner", async () => {
    expect(await checkPhone(answer({ exists: false }), answer(true))).toEqual({ kind: "exists" });
    expect(await checkPhone(answer({ exists: false }), answer(false))).toEqual({ kind: "free" });
  });

  it("counts a failed check as valid, since the server still refuses a real duplicate", async () => {
    expect(await checkPhone(failing, answer(true))).toEqual({ kind: "free" });
    expect(await checkPhone(answer({ exists: false }), failing)).toEqual({ kind: "free" });
  });
});

describe("unique-partner-website-employee", () => {
  it("fails only for another salesperson's partner, and a failed check is valid", async () => {
    expect((await checkWebsite(answer(NV002))).kind).toBe("owned");
    expect(await checkWebsite(answer({ exists: false }))).toEqual({ kind: "free" });
    expect(await checkWebsite(failing)).toEqual({ kind: "free" });
  });
});

describe("the owner message", () => {
  it("is split around the salesperson, who may be drawn as a link", () => {
    expect(aroundOwner("{{field}} đã được {{owner}} phụ trách", "Điện thoại")).toEqual([
      "Điện thoại đã được ",
      " phụ trách",
    ]);
    expect(aroundOwner("{{field}} is already handled by {{owner}}", "Website")).toEqual([
      "Website is already handled by ",
      "",
    ]);
  });
});
