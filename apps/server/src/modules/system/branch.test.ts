import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, startTestApp, type TestApp, wholeListOf } from "../../../../../test/api.js";
import { catalogueTenant } from "../../../../../test/fixtures/catalogue-tenant.js";
import { provisionTenant } from "../../seed/provision.js";

let t: TestApp;
let admin: string;
let sale: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await login(t.app, "admin", "Admin@123")).access_token;
  sale = (await login(t.app, "sale01", "Sale@123")).access_token;
});
afterAll(() => t.close());

interface Branch {
  id: string;
  ma_dvcs: string;
  ten_dvcs: string;
  status: boolean;
}

describe("GET system/branchs/lookup (start-up)", () => {
  it("lists the active branches by code with what the branch picker shows", async () => {
    // The generated entity suite adds branches to the demo meanwhile: only the demo's own are asserted.
    const items = await wholeListOf<Record<string, unknown>>(t.app, "/api/system/branchs/lookup", admin);
    const codes = items.map((b) => String(b.ma_dvcs));
    expect(codes).toEqual([...codes].sort());
    expect(items.filter((b) => ["CN01", "CN02"].includes(String(b.ma_dvcs))).map((b) => b.ten_dvcs)).toEqual([
      "Chi nhánh Quận 1",
      "Chi nhánh Hà Nội",
    ]);
    expect(items.find((b) => b.ma_dvcs === "CN01")).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ma_dvcs: "CN01",
      ten_dvcs: "Chi nhánh Quận 1",
      ten_dvcs_en: "District 1 branch",
      status: true,
    });
  });

  it("gives a salesperson of one branch the whole list: the client checks it against user_rights.branchs", async () => {
    const items = await wholeListOf<Branch>(t.app, "/api/system/branchs/lookup", sale);
    expect(items.map((b) => b.ma_dvcs)).toEqual(expect.arrayContaining(["CN01", "CN02"]));
  });

  it("sorts by code whatever the order of creation, and leaves closed branches out", async () => {
    await provisionTenant(t.pool, {
      code: "chuoi_spa",
      name: "Chuỗi Spa Mộc",
      branches: [
        { ma_dvcs: "HN02", ten_dvcs: "Chi nhánh Cầu Giấy" },
        { ma_dvcs: "DN01", ten_dvcs: "Chi nhánh Đà Nẵng" },
        { ma_dvcs: "HCM01", ten_dvcs: "Chi nhánh Quận 3" },
      ],
      admin: { user_name: "admin", password: "Moc@12345", full_name: "Quản trị viên", branchs: "HN02,HCM01" },
    });
    await t.pool.query("UPDATE t_chuoi_spa.branches SET status = false WHERE ma_dvcs = 'DN01'");
    const signIn = await call(t.app, {
      method: "POST",
      url: "/api/auth/login",
      tenant: "chuoi_spa",
      payload: { user_name: "admin", password: "Moc@12345" },
    });
    const token = signIn.json().access_token;
    const items = await wholeListOf<Branch>(t.app, "/api/system/branchs/lookup", token, "chuoi_spa");
    expect(items.map((b) => b.ma_dvcs)).toEqual(["HCM01", "HN02"]);
  });

  it("refuses a caller who is not signed in", async () => {
    expect((await call(t.app, { method: "GET", url: "/api/system/branchs/lookup" })).statusCode).toBe(401);
  });
});

describe("GET system/branchs (the branches screen)", () => {
  it("answers a page of { items, total }, found without diacritics", async () => {
    const res = await call(t.app, { method: "GET", url: "/api/system/branchs?searchKey=ha%20noi", token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, items: [{ ma_dvcs: "CN02", ten_dvcs: "Chi nhánh Hà Nội" }] });
    const page = await call(t.app, {
      method: "GET",
      url: "/api/system/branchs?sortKey=ma_dvcs&sortType=desc",
      token: admin,
    });
    expect(
      page
        .json()
        .items.map((b: Branch) => b.ma_dvcs)
        .slice(-2),
    ).toEqual(["CN02", "CN01"]);
  });

  it("is refused to a salesperson without the command system.branchs", async () => {
    expect((await call(t.app, { method: "GET", url: "/api/system/branchs", token: sale })).statusCode).toBe(403);
  });
});

describe("writing branches", () => {
  let tenant: Awaited<ReturnType<typeof catalogueTenant>>;
  beforeAll(async () => {
    tenant = await catalogueTenant(t, "branch_test");
  });

  it("creates a branch whose code is not one the administrator works in, and audits it", async () => {
    const created = await tenant.admin("POST", "system/branchs", {
      ma_dvcs: "cn03",
      ten_dvcs: "Chi nhánh Đà Nẵng",
      address: "12 Bạch Đằng, Hải Châu, Đà Nẵng",
      phone: "02363822123",
      tax_code: "0312345678-003",
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ ma_dvcs: "CN03", status: true });
    expect(await tenant.auditOf("branch", created.json().id)).toMatchObject([
      { action: "create", user_name: "admin", new_values: { ma_dvcs: "CN03" } },
    ]);
    const lookup = await tenant.admin("GET", "system/branchs/lookup");
    expect(lookup.json().items.map((b: Branch) => b.ma_dvcs)).toEqual(["CN01", "CN02", "CN03"]);
  });

  it("refuses a taken code and a bad phone with field messages", async () => {
    const res = await tenant.admin("POST", "system/branchs", { ma_dvcs: "CN01", ten_dvcs: "Trùng mã", phone: "12ab" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({ phone: "Điện thoại không hợp lệ" });
    const taken = await tenant.admin("POST", "system/branchs", { ma_dvcs: "CN01", ten_dvcs: "Trùng mã" });
    expect(taken.json().errors).toEqual({ ma_dvcs: "Mã chi nhánh đã tồn tại" });
    const missing = await tenant.admin("POST", "system/branchs", { ma_dvcs: "CN09" });
    expect(missing.json().errors).toEqual({ ten_dvcs: "Tên chi nhánh là bắt buộc" });
  });

  it("refuses deleting or recoding a branch users are granted, naming them", async () => {
    const cn01 = (await tenant.admin("GET", "system/branchs?searchKey=CN01")).json().items[0];
    const removed = await tenant.admin("DELETE", `system/branchs/${cn01.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(
      "Không thể xóa hay đổi mã chi nhánh CN01: người dùng admin, sale01 đang được phân quyền chi nhánh này",
    );
    const recoded = await tenant.admin("PATCH", `system/branchs/${cn01.id}`, { ma_dvcs: "Q1" });
    expect(recoded.statusCode).toBe(409);
    const renamed = await tenant.admin("PATCH", `system/branchs/${cn01.id}`, { ten_dvcs: "Chi nhánh Quận Nhất" });
    expect(renamed.statusCode).toBe(200);
  });

  it("refuses deleting a branch that rows belong to, and deletes one nothing uses", async () => {
    const branch = (
      await tenant.admin("POST", "system/branchs", { ma_dvcs: "KHO9", ten_dvcs: "Kho tổng Bình Dương" })
    ).json();
    await t.pool.query(
      "INSERT INTO t_branch_test.warehouses (ma_dvcs, ma_kho, ten_kho) VALUES ('KHO9', 'KBD', 'Kho Bình Dương')",
    );
    const refused = await tenant.admin("DELETE", `system/branchs/${branch.id}`, undefined, {
      "accept-language": "en",
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Cannot delete branch KHO9: it is used in warehouse");
    expect((await tenant.admin("DELETE", `system/branchs/${branch.id}`)).json().message).toBe(
      "Không thể xóa chi nhánh KHO9: đang được dùng ở kho hàng",
    );
    await t.pool.query("DELETE FROM t_branch_test.warehouses WHERE ma_kho = 'KBD'");
    expect((await tenant.admin("DELETE", `system/branchs/${branch.id}`)).statusCode).toBe(200);
    expect((await tenant.auditOf("branch", branch.id)).map((r) => r.action)).toEqual(["create", "delete"]);
  });

  it("is refused to a salesperson without the command", async () => {
    const res = await tenant.sale("POST", "system/branchs", { ma_dvcs: "CN07", ten_dvcs: "Chi nhánh Cần Thơ" });
    expect(res.statusCode).toBe(403);
  });
});
