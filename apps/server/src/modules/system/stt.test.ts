import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, startTestApp, type TestApp, wholeListOf } from "../../../../../test/api.js";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await login(t.app, "sale01", "Sale@123")).access_token;
});
afterAll(() => t.close());

interface Status {
  ma_ct: string;
  status: string;
  ten_stt: string;
  ten_stt_en: string | null;
  color: string | null;
  is_default: boolean;
  active: boolean;
}

const statuses = (query = "") => wholeListOf<Status>(t.app, `/api/system/stt${query}`, token);

describe("GET system/stt", () => {
  it("gives the retail bill its workflow in order, starting as a draft", async () => {
    const items = await statuses("?ma_ct=HD1");
    expect(items.map((s) => [s.status, s.ten_stt])).toEqual([
      ["0", "Lập chứng từ"],
      ["1", "Chờ duyệt"],
      ["2", "Đã ghi sổ"],
      ["9", "Hủy"],
    ]);
    expect(items.filter((s) => s.is_default).map((s) => s.status)).toEqual(["0"]);
    expect(items.every((s) => s.ma_ct === "HD1" && s.active)).toBe(true);
  });

  it("gives tasks and tickets their Vietnamese workflows", async () => {
    expect((await statuses("?ma_ct=TASK")).map((s) => s.ten_stt)).toEqual([
      "Mới",
      "Đang thực hiện",
      "Hoàn thành",
      "Hủy",
    ]);
    expect((await statuses("?ma_ct=TICKET")).map((s) => s.ten_stt)).toEqual([
      "Mới tiếp nhận",
      "Đang xử lý",
      "Đã xử lý",
      "Đóng",
    ]);
  });

  it("lists every document type with exactly one default status and a colour for each", async () => {
    const items = await statuses();
    const types = [...new Set(items.map((s) => s.ma_ct))];
    expect(types).toEqual(expect.arrayContaining(["TASK", "TICKET", "HD1", "DV1", "PT1", "PC1"]));
    for (const type of types) {
      expect(items.filter((s) => s.ma_ct === type && s.is_default)).toHaveLength(1);
    }
    for (const s of items) {
      expect(s.color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(s.ten_stt_en).toBeTruthy();
    }
    expect(items.find((s) => s.ma_ct === "PT1" && s.is_default)?.ten_stt).toBe("Đã ghi sổ");
  });

  it("answers an unknown document type with an empty list", async () => {
    expect(await statuses("?ma_ct=XX9")).toEqual([]);
  });

  it("refuses a caller who is not signed in", async () => {
    expect((await call(t.app, { method: "GET", url: "/api/system/stt" })).statusCode).toBe(401);
  });
});
