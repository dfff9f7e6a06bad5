import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, startTestApp, type TestApp, wholeListOf } from "../../../../../test/api.js";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await login(t.app, "sale01", "Sale@123")).access_token;
});
afterAll(() => t.close());

interface Entry {
  ma_tudien: string;
  ten_tudien: string;
  ten_tudien_en: string | null;
  group: string;
  sort: number;
  status: boolean;
}

const dictionaries = (query = "") => wholeListOf<Entry>(t.app, `/api/system/dictionaries${query}`, token);

describe("GET system/dictionaries", () => {
  it("lists every list's entries, grouped, each with its Vietnamese and English label", async () => {
    const items = await dictionaries();
    const groups = [...new Set(items.map((e) => e.group))];
    expect(groups).toEqual(expect.arrayContaining(["nguon_khach", "hinh_thuc_tt", "nhom_dich_vu"]));
    expect(groups).toEqual([...groups].sort());
    expect(items.filter((e) => e.group === "nguon_khach").length).toBeGreaterThanOrEqual(4);
    expect(items).toContainEqual(
      expect.objectContaining({ ma_tudien: "CHAM_SOC_DA", ten_tudien: "Chăm sóc da mặt", group: "nhom_dich_vu" }),
    );
    for (const e of items) expect(e.ten_tudien_en).toBeTruthy();
  });

  it("filters by group, in the list's order", async () => {
    const sources = await dictionaries("?group=nguon_khach");
    expect(sources.map((e) => e.ma_tudien)).toEqual([
      "FACEBOOK",
      "ZALO",
      "TIKTOK",
      "WEBSITE",
      "HOTLINE",
      "GIOI_THIEU",
      "VANG_LAI",
    ]);
    expect(sources.find((e) => e.ma_tudien === "GIOI_THIEU")?.ten_tudien).toBe("Khách giới thiệu");
    expect(sources.find((e) => e.ma_tudien === "VANG_LAI")?.ten_tudien).toBe("Khách vãng lai");
    const payments = await dictionaries("?group=hinh_thuc_tt");
    expect(payments.map((e) => e.ten_tudien)).toEqual(
      expect.arrayContaining(["Tiền mặt", "Chuyển khoản", "Thẻ ngân hàng", "Ví điện tử"]),
    );
    expect(payments[0]?.ma_tudien).toBe("TIEN_MAT");
    expect(payments.every((e) => e.group === "hinh_thuc_tt")).toBe(true);
  });

  it("answers an unknown group with an empty list, and an empty group with everything", async () => {
    expect(await dictionaries("?group=khong_co")).toEqual([]);
    expect((await dictionaries("?group=")).length).toBe((await dictionaries()).length);
  });

  it("keeps retired entries, marked inactive, so old records still show their label", async () => {
    await t.pool.query(
      `INSERT INTO t_demo.dictionaries (ma_tudien, ten_tudien, "group", status)
       VALUES ('ZALO_OA_CU', 'Zalo OA cũ', 'test_nguon_cu', false) ON CONFLICT DO NOTHING`,
    );
    expect(await dictionaries("?group=test_nguon_cu")).toEqual([
      expect.objectContaining({ ma_tudien: "ZALO_OA_CU", ten_tudien: "Zalo OA cũ", status: false }),
    ]);
  });

  it("refuses a caller who is not signed in", async () => {
    expect((await call(t.app, { method: "GET", url: "/api/system/dictionaries" })).statusCode).toBe(401);
  });
});
