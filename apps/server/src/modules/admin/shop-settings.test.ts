import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../test/api.js";
import { shopTenant } from "../../../../../test/fixtures/shop-tenant.js";

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopTenant>>;
beforeAll(async () => {
  t = await startTestApp();
  shop = await shopTenant(t, "shop_settings_test");
});
afterAll(() => t.close());

const BOTH = { "x-branches": "CN01,CN02" };
const read = async () => (await shop.admin("GET", "admin/settings")).json();
const save = (body: object, as = shop.admin) => as("PUT", "admin/settings", body, BOTH);
const rowCount = async () =>
  (await t.pool.query(`SELECT count(*)::int AS n FROM ${shop.schema}.shop_settings`)).rows[0].n as number;

describe("GET admin/settings before anything is saved", () => {
  it("gives blank settings, no logo, and every branch without a default warehouse", async () => {
    const res = await shop.admin("GET", "admin/settings");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ten_cong_ty: "",
      ma_so_thue: "",
      ma_ngan_hang: "",
      chan_phieu: "",
      logo: null,
      kho_mac_dinh: [
        { ma_dvcs: "CN01", ten_dvcs: "Chi nhánh Quận 1", ma_kho: null, ten_kho: null },
        { ma_dvcs: "CN02", ten_dvcs: "Chi nhánh Hà Nội", ma_kho: null, ten_kho: null },
      ],
    });
    expect(res.json().kho_chon.map((k: { ma_kho: string }) => k.ma_kho)).toEqual(["KQ1", "KQ1B", "KHN"]);
  });
});

describe("PUT admin/settings", () => {
  const company = {
    ten_cong_ty: "Công ty TNHH Spa Hoa Sen",
    ma_so_thue: "0314409058-002",
    dia_chi: "12 Lê Lợi, Phường Bến Thành, TP. Hồ Chí Minh",
    dien_thoai: "0283-822-1234",
    email: "ketoan@hoasen.vn",
    ma_ngan_hang: "970436",
    so_tai_khoan: "0071000123456",
    chu_tai_khoan: "Công ty TNHH Spa Hoa Sen",
    chan_phieu: "Cảm ơn quý khách! Hẹn gặp lại.",
  };

  it("saves, reads back, and writes the holder's name as banks print it", async () => {
    const res = await save(company);
    expect(res.statusCode, res.body).toBe(200);
    expect(await read()).toMatchObject({ ...company, chu_tai_khoan: "CONG TY TNHH SPA HOA SEN", updated_by: "admin" });
  });

  it("audits the save with the values before and after", async () => {
    const rows = await shop.auditOf("shop_settings", "1");
    expect(rows[0]).toMatchObject({
      action: "create",
      user_name: "admin",
      old_values: { ten_cong_ty: "", ma_so_thue: "" },
      new_values: { ten_cong_ty: "Công ty TNHH Spa Hoa Sen", ma_so_thue: "0314409058-002" },
    });
  });

  it("updates the one row on a second save, changing only what was sent", async () => {
    const version = (await read()).version;
    const res = await save({ chan_phieu: "Hàng đã mua miễn đổi trả sau 7 ngày." });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowCount()).toBe(1);
    const now = await read();
    const footer = "Hàng đã mua miễn đổi trả sau 7 ngày.";
    expect(now).toMatchObject({ ...company, chu_tai_khoan: "CONG TY TNHH SPA HOA SEN", chan_phieu: footer });
    expect(now.version).toBe(version + 1);
    expect((await shop.auditOf("shop_settings", "1")).at(-1)).toMatchObject({
      action: "update",
      old_values: { chan_phieu: company.chan_phieu },
      new_values: { chan_phieu: "Hàng đã mua miễn đổi trả sau 7 ngày." },
    });
  });

  it("clears a field sent blank", async () => {
    await save({ email: "" });
    expect((await read()).email).toBe("");
  });

  it("loses no field when two people save different fields at the same moment", async () => {
    const saves = await Promise.all([
      save({ ten_cong_ty: "Spa Hoa Sen Quận 1" }),
      save({ dia_chi: "34 Nguyễn Huệ, TP. Hồ Chí Minh" }),
      save({ dien_thoai: "0909123456" }),
      save({ chan_phieu: "Xin cảm ơn!" }),
    ]);
    expect(saves.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await read()).toMatchObject({
      ten_cong_ty: "Spa Hoa Sen Quận 1",
      dia_chi: "34 Nguyễn Huệ, TP. Hồ Chí Minh",
      dien_thoai: "0909123456",
      chan_phieu: "Xin cảm ơn!",
    });
    expect(await rowCount()).toBe(1);
  });
});

describe("what PUT admin/settings refuses (422, nothing saved)", () => {
  it("a tax code of the wrong shape or with a wrong check digit, in Vietnamese or English", async () => {
    const shape = await save({ ma_so_thue: "031440905" });
    expect(shape.statusCode).toBe(422);
    expect(shape.json().errors.ma_so_thue).toMatch(/^Mã số thuế gồm 10 chữ số/);
    const digit = await shop.admin(
      "PUT",
      "admin/settings",
      { ma_so_thue: "0314409059" },
      { ...BOTH, "accept-language": "en" },
    );
    expect(digit.statusCode).toBe(422);
    expect(digit.json().errors.ma_so_thue).toBe("The tax code is wrong: its check digit (the 10th) does not match");
    expect((await read()).ma_so_thue).toBe("0314409058-002");
  });

  it("a bank not in the list, an account with signs, a holder with an e-mail address", async () => {
    const res = await save({ ma_ngan_hang: "123456", so_tai_khoan: "0071-000", chu_tai_khoan: "a@b.vn" });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["chu_tai_khoan", "ma_ngan_hang", "so_tai_khoan"]);
  });

  it("a bank account without its holder, since VietQR needs all three", async () => {
    const res = await save({ chu_tai_khoan: "" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      chu_tai_khoan: "Cần đủ ngân hàng, số tài khoản và chủ tài khoản để tạo mã VietQR",
    });
  });

  it("a text longer than a printed form has room for", async () => {
    const res = await save({ chan_phieu: "x".repeat(501) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.chan_phieu).toBe("Chân phiếu tối đa 500 ký tự");
  });
});

describe("the default warehouse of each branch", () => {
  const defaults = async () =>
    Object.fromEntries(
      (await read()).kho_mac_dinh.map((k: { ma_dvcs: string; ma_kho: string | null }) => [k.ma_dvcs, k.ma_kho]),
    );

  it("is set per branch, shown with its name, and audited", async () => {
    const res = await save({
      kho_mac_dinh: [
        { ma_dvcs: "CN01", ma_kho: "KQ1" },
        { ma_dvcs: "CN02", ma_kho: "KHN" },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().kho_mac_dinh).toContainEqual({
      ma_dvcs: "CN01",
      ten_dvcs: "Chi nhánh Quận 1",
      ma_kho: "KQ1",
      ten_kho: "Kho Quận 1",
    });
    expect(await defaults()).toEqual({ CN01: "KQ1", CN02: "KHN" });
    expect((await shop.auditOf("shop_settings", "1")).at(-1)).toMatchObject({
      old_values: { kho_mac_dinh: { CN01: "", CN02: "" } },
      new_values: { kho_mac_dinh: { CN01: "KQ1", CN02: "KHN" } },
    });
  });

  it("must belong to that branch (422 naming the line)", async () => {
    const res = await save({
      kho_mac_dinh: [
        { ma_dvcs: "CN01", ma_kho: "KQ1B" },
        { ma_dvcs: "CN02", ma_kho: "KQ1" },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ "kho_mac_dinh.1.ma_kho": "Kho KQ1 không thuộc chi nhánh CN02" });
    expect(await defaults()).toEqual({ CN01: "KQ1", CN02: "KHN" });
  });

  it("refuses a warehouse or branch that does not exist", async () => {
    const res = await save({
      kho_mac_dinh: [
        { ma_dvcs: "CN09", ma_kho: "" },
        { ma_dvcs: "CN01", ma_kho: "KXX" },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["kho_mac_dinh.0.ma_dvcs", "kho_mac_dinh.1.ma_kho"]);
  });

  it("is left unassigned with a blank code", async () => {
    expect((await save({ kho_mac_dinh: [{ ma_dvcs: "CN02", ma_kho: "" }] })).statusCode).toBe(200);
    expect(await defaults()).toEqual({ CN01: "KQ1", CN02: null });
  });

  it("keeps its warehouse from being deleted while it is a default", async () => {
    const found = (await shop.admin("GET", "stock/warehouses?searchKey=KQ1", undefined, BOTH)).json();
    const id = found.items.find((w: { ma_kho: string }) => w.ma_kho === "KQ1").id;
    const res = await shop.admin("DELETE", `stock/warehouses/${id}`, undefined, BOTH);
    expect(res.statusCode).toBe(409);
    expect(await defaults()).toEqual({ CN01: "KQ1", CN02: null });
  });

  it("of a branch the user may not use is refused with 403, never skipped", async () => {
    const res = await shop.manager("PUT", "admin/settings", { kho_mac_dinh: [{ ma_dvcs: "CN02", ma_kho: "KHN" }] });
    expect(res.statusCode).toBe(403);
    expect(await defaults()).toEqual({ CN01: "KQ1", CN02: null });
    const own = await shop.manager("PUT", "admin/settings", { kho_mac_dinh: [{ ma_dvcs: "CN01", ma_kho: "KQ1B" }] });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().kho_mac_dinh).toEqual([
      { ma_dvcs: "CN01", ten_dvcs: "Chi nhánh Quận 1", ma_kho: "KQ1B", ten_kho: "Kho phụ Quận 1" },
    ]);
  });
});

describe("rights on admin.settings", () => {
  it("refuses a user without them (403), to read as to save", async () => {
    expect((await shop.sale("GET", "admin/settings")).statusCode).toBe(403);
    expect((await shop.sale("PUT", "admin/settings", { ten_cong_ty: "Không được" })).statusCode).toBe(403);
  });

  it("lets a reader read but not save", async () => {
    expect((await shop.viewer("GET", "admin/settings")).statusCode).toBe(200);
    const res = await shop.viewer("PUT", "admin/settings", { ten_cong_ty: "Không được" });
    expect(res.statusCode).toBe(403);
    expect((await read()).ten_cong_ty).toBe("Spa Hoa Sen Quận 1");
  });
});
