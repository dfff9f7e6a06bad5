import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, startTestApp, type TestApp, wholeListOf } from "../../../../../test/api.js";
import { catalogueTenant } from "../../../../../test/fixtures/catalogue-tenant.js";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await login(t.app, "sale01", "Sale@123")).access_token;
});
afterAll(() => t.close());

interface Entry {
  id: string;
  ma_tudien: string;
  ten_tudien: string;
  ten_tudien_en: string | null;
  group: string;
  sort: number;
  status: boolean;
}

const SEEDED = ["nguon_khach", "hinh_thuc_tt", "nhom_dich_vu", "ly_do_huy_hen"];

const lookup = (query = "") => wholeListOf<Entry>(t.app, `/api/system/dictionaries/lookup${query}`, token);

describe("GET system/dictionaries/lookup (start-up)", () => {
  it("gives every signed-in user each list's entries in use, grouped, with both labels", async () => {
    // The generated entity suite adds entries to the demo meanwhile: only the seeded lists are asserted.
    const items = (await lookup()).filter((e) => SEEDED.includes(e.group));
    const groups = [...new Set(items.map((e) => e.group))];
    expect(groups).toEqual([...SEEDED].sort());
    expect(items).toContainEqual(
      expect.objectContaining({ ma_tudien: "CHAM_SOC_DA", ten_tudien: "Chăm sóc da mặt", group: "nhom_dich_vu" }),
    );
    for (const e of items) expect(e.ten_tudien_en).toBeTruthy();
    expect(items.every((e) => e.status)).toBe(true);
  });

  it("filters by group, in the list's order", async () => {
    expect((await lookup("?group=nguon_khach")).map((e) => e.ma_tudien)).toEqual([
      "FACEBOOK",
      "ZALO",
      "TIKTOK",
      "WEBSITE",
      "HOTLINE",
      "GIOI_THIEU",
      "VANG_LAI",
    ]);
    const payments = await lookup("?group=hinh_thuc_tt");
    expect(payments[0]?.ma_tudien).toBe("TIEN_MAT");
    expect(payments.every((e) => e.group === "hinh_thuc_tt")).toBe(true);
    expect(await lookup("?group=khong_co")).toEqual([]);
    expect((await lookup("?group=")).length).toBeGreaterThanOrEqual(24);
  });

  it("refuses a caller who is not signed in", async () => {
    expect((await call(t.app, { method: "GET", url: "/api/system/dictionaries/lookup" })).statusCode).toBe(401);
  });
});

describe("system/dictionaries (the settings screen)", () => {
  let tenant: Awaited<ReturnType<typeof catalogueTenant>>;
  beforeAll(async () => {
    tenant = await catalogueTenant(t, "dict_test");
  });

  it("lists a group's entries a page at a time, found without diacritics", async () => {
    const res = await tenant.admin("GET", "system/dictionaries?group=nguon_khach&searchKey=gioi%20thieu");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total: 1,
      items: [{ ma_tudien: "GIOI_THIEU", ten_tudien: "Khách giới thiệu" }],
    });
    const page = (await tenant.admin("GET", "system/dictionaries?group=nguon_khach&sortKey=sort&pageSize=10")).json();
    expect(page.total).toBe(7);
  });

  it("adds, renames and retires an entry, each step audited; a retired one leaves the lookup", async () => {
    const created = await tenant.admin("POST", "system/dictionaries", {
      ma_tudien: "zalo_oa",
      ten_tudien: "Zalo OA",
      ten_tudien_en: "Zalo official account",
      group: "nguon_khach",
      sort: 25,
    });
    expect(created.statusCode, created.body).toBe(200);
    const entry = created.json();
    expect(entry).toMatchObject({ ma_tudien: "ZALO_OA", status: true, sort: 25 });
    const sources = async () =>
      (await tenant.admin("GET", "system/dictionaries/lookup?group=nguon_khach"))
        .json()
        .items.map((e: Entry) => e.ma_tudien);
    expect((await sources()).slice(0, 3)).toEqual(["FACEBOOK", "ZALO", "ZALO_OA"]);
    await tenant.admin("PATCH", `system/dictionaries/${entry.id}`, { ten_tudien: "Zalo Official Account" });
    await tenant.admin("PATCH", `system/dictionaries/${entry.id}`, { status: false });
    expect(await sources()).not.toContain("ZALO_OA");
    const audit = await tenant.auditOf("dictionary", entry.id);
    expect(audit.map((r) => r.action)).toEqual(["create", "update", "update"]);
    expect(audit[1]?.new_values).toMatchObject({ ten_tudien: "Zalo Official Account" });
    expect((await tenant.admin("DELETE", `system/dictionaries/${entry.id}`)).statusCode).toBe(200);
  });

  it("gives a new entry order 0 when none is given, and refuses a taken code", async () => {
    const res = await tenant.admin("POST", "system/dictionaries", {
      ma_tudien: "KHACH_CU",
      ten_tudien: "Khách cũ quay lại",
      group: "nguon_khach",
    });
    expect(res.json()).toMatchObject({ sort: 0 });
    const entry = { ma_tudien: "KHACH_CU", ten_tudien: "Khách cũ", group: "nguon_khach" };
    const again = await tenant.admin("POST", "system/dictionaries", entry);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ ma_tudien: "Mã từ điển đã tồn tại" });
    const negative = await tenant.admin("POST", "system/dictionaries", { ...entry, ma_tudien: "KHAC", sort: -1 });
    expect(negative.json().errors).toEqual({ sort: "Thứ tự phải lớn hơn hoặc bằng 0" });
  });

  it("is refused to a salesperson without the settings command, who still gets the lookup", async () => {
    expect((await tenant.sale("GET", "system/dictionaries")).statusCode).toBe(403);
    const post = await tenant.sale("POST", "system/dictionaries", { ma_tudien: "X", ten_tudien: "X", group: "x" });
    expect(post.statusCode).toBe(403);
    expect((await tenant.sale("GET", "system/dictionaries/lookup")).statusCode).toBe(200);
  });
});
