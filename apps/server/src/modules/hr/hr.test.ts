import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../test/api.js";
import { crmTenant } from "../../../../../test/fixtures/crm-tenant.js";
import type { TenantDb } from "../../platform/db/tenant-db.js";
import { seedDemoCrm } from "../crm/crm.demo.js";
import { seedDemoHr } from "./hr.demo.js";

let t: TestApp;
let tenant: Awaited<ReturnType<typeof crmTenant>>;
const admin = (...args: Parameters<typeof tenant.admin>) => tenant.admin(...args);

const seed = async (db: TenantDb) => {
  await seedDemoCrm(db);
  await seedDemoHr(db);
};

beforeAll(async () => {
  t = await startTestApp();
  tenant = await crmTenant(t, "hr_rules", {
    seed,
    users: [
      { user_name: "newhire", full_name: "Đỗ Gia Bảo", branchs: "CN01" },
      { user_name: "newhire2", full_name: "Hà Thị Thu", branchs: "CN02" },
    ],
  });
});
afterAll(() => t.close());

const salerOf = async (userName: string) =>
  (await tenant.rows<{ saler: string | null }>("SELECT saler FROM users WHERE user_name = $1", [userName]))[0]?.saler;

const employee = (ma_nv: string, extra: Record<string, unknown> = {}) =>
  admin("POST", "hr/employees", {
    ma_nv,
    ten_nv: "Phan Thị Ngọc Ánh",
    chuc_vu: "technician",
    ma_dvcs: "CN01",
    ...extra,
  });

describe("shifts", () => {
  it("keeps HH:mm times, computes the working hours and lets a night shift cross midnight", async () => {
    const day = await admin("POST", "hr/shifts", {
      ma_ca: "HC2",
      ten_ca: "Ca hành chính 2",
      gio_bat_dau: "8:00",
      gio_ket_thuc: "17:30",
      nghi_giua_ca: 90,
      ngay_lam: "cn, t2 t3,T2",
    });
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json()).toMatchObject({ gio_bat_dau: "08:00", gio_ket_thuc: "17:30", so_gio: 8, ngay_lam: "T2,T3,CN" });

    const night = await admin("POST", "hr/shifts", {
      ma_ca: "DEM",
      ten_ca: "Ca đêm",
      gio_bat_dau: "22:00",
      gio_ket_thuc: "06:00",
      nghi_giua_ca: 30,
    });
    expect(night.statusCode, night.body).toBe(200);
    expect(night.json()).toMatchObject({ so_gio: 7.5, ngay_lam: "T2,T3,T4,T5,T6,T7,CN" });

    const changed = await admin("PATCH", `hr/shifts/${night.json().id}`, { gio_ket_thuc: "07:00" });
    expect(changed.json().so_gio).toBe(8.5);

    const list = (await admin("GET", "hr/shifts?pageSize=50")).json().items as Record<string, unknown>[];
    expect(list.find((s) => s.ma_ca === "SANG")).toMatchObject({
      gio_bat_dau: "08:00",
      gio_ket_thuc: "12:00",
      so_gio: 4,
    });
  });

  it("refuses a time that is not one, an empty shift, a break as long as the shift and an unknown day", async () => {
    const base = { ma_ca: "SAI", ten_ca: "Ca sai", gio_bat_dau: "08:00", gio_ket_thuc: "12:00" };
    const bad = await admin("POST", "hr/shifts", { ...base, gio_bat_dau: "25:00" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.gio_bat_dau).toBe("Giờ bắt đầu phải có dạng HH:mm (00:00 – 23:59)");
    const same = await admin("POST", "hr/shifts", { ...base, gio_ket_thuc: "08:00" });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.gio_ket_thuc).toBe("Giờ kết thúc phải khác giờ bắt đầu");
    const pause = await admin("POST", "hr/shifts", { ...base, nghi_giua_ca: 240 });
    expect(pause.statusCode).toBe(422);
    expect(pause.json().errors.nghi_giua_ca).toBe("Nghỉ giữa ca phải ngắn hơn ca làm (240 phút)");
    const days = await admin("POST", "hr/shifts", { ...base, ngay_lam: "T2,T8" });
    expect(days.statusCode).toBe(422);
    expect(days.json().errors.ngay_lam).toMatch(/^Ngày làm gồm T2/);
    const shift = (await admin("GET", "hr/shifts?searchKey=SANG")).json().items[0];
    const patched = await admin("PATCH", `hr/shifts/${shift.id}`, { gio_ket_thuc: "08:00" });
    expect(patched.statusCode).toBe(422);
  });
});

describe("departments", () => {
  it("sit under another, never under themselves or their own sub-department", async () => {
    const spa = await admin("POST", "hr/departments", { ma_bp: "SPA2", ten_bp: "Spa cơ sở 2", ma_bp_cha: "KTSPA" });
    expect(spa.statusCode, spa.body).toBe(200);
    const self = await admin("PATCH", `hr/departments/${spa.json().id}`, { ma_bp_cha: "SPA2" });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors.ma_bp_cha).toBeDefined();
    const top = (await admin("GET", "hr/departments?searchKey=KTSPA")).json().items[0];
    const loop = await admin("PATCH", `hr/departments/${top.id}`, { ma_bp_cha: "SPA2" });
    expect(loop.statusCode).toBe(422);
    expect(loop.json().errors.ma_bp_cha).toBe("Phòng ban không thể thuộc chính nó hoặc một phòng ban con của nó");
  });

  it("cannot be deleted while employees belong to it", async () => {
    const kd = (await admin("GET", "hr/departments?searchKey=KD"))
      .json()
      .items.find((d: { ma_bp: string }) => d.ma_bp === "KD");
    const res = await admin("DELETE", `hr/departments/${kd.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain("KD");
  });
});

describe("employees", () => {
  it("take a department, a default shift, a 12-digit citizen ID and other known branches", async () => {
    const res = await employee("KTV10", {
      ma_bp: "KTSPA",
      ma_ca: "GAY",
      gioi_tinh: "2",
      ngay_sinh: "1998-04-12",
      ngay_vao_lam: "2025-01-06",
      cccd: "079 198 012 345",
      chi_nhanh_khac: "cn02, CN01",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ cccd: "079198012345", chi_nhanh_khac: "CN02", ma_bp: "KTSPA", ma_ca: "GAY" });
    const short = await employee("KTV11", { cccd: "07919801234" });
    expect(short.json().errors.cccd).toBe("Số CCCD gồm đúng 12 chữ số");
    const twice = await employee("KTV11", { cccd: "079198012345" });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.cccd).toBe("Số CCCD đã tồn tại");
    const branch = await employee("KTV11", { chi_nhanh_khac: "CN09" });
    expect(branch.json().errors.chi_nhanh_khac).toBe("Chi nhánh không tồn tại: CN09");
    const unknown = await employee("KTV11", { ma_bp: "KHONGCO" });
    expect(unknown.statusCode).toBe(422);
  });

  it("link a user both ways: the user's salesperson code follows the employee, and leaves the one before", async () => {
    const created = await employee("KTV20", { user_name: "NewHire" });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().user_name).toBe("newhire");
    expect(await salerOf("newhire")).toBe("KTV20");

    const id = created.json().id;
    const moved = await admin("PATCH", `hr/employees/${id}`, { user_name: "newhire2" });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await salerOf("newhire2")).toBe("KTV20");
    expect(await salerOf("newhire")).toBeNull();

    const renamed = await admin("PATCH", `hr/employees/${id}`, { ma_nv: "KTV21" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await salerOf("newhire2")).toBe("KTV21");

    const profile = await tenant.send("newhire2", "GET", "user/profile");
    expect(profile.json().saler).toBe("KTV21");

    const unlinked = await admin("PATCH", `hr/employees/${id}`, { user_name: "" });
    expect(unlinked.json().user_name).toBeNull();
    expect(await salerOf("newhire2")).toBeNull();
  });

  it("refuse a user linked to another employee, and a user that does not exist", async () => {
    const first = await employee("KTV30", { user_name: "newhire" });
    expect(first.statusCode, first.body).toBe(200);
    const second = await employee("KTV31", { user_name: "newhire" });
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.user_name).toBe("Tài khoản newhire đã gắn với nhân viên KTV30");
    // sale01 is NV001's through the users screen (its salesperson code), not through HR.
    const sale = await employee("KTV31", { user_name: "sale01" });
    expect(sale.statusCode).toBe(422);
    expect(sale.json().errors.user_name).toBe("Tài khoản sale01 đã gắn với nhân viên NV001");
    const ghost = await employee("KTV31", { user_name: "khongco" });
    expect(ghost.json().errors.user_name).toBe("Không có tài khoản khongco");
    expect(await salerOf("sale01")).toBe("NV001");
  });

  it("cannot be deleted while a user, a partner or a department names them", async () => {
    const nv001 = (await admin("GET", "hr/employees?searchKey=NV001")).json().items[0];
    const partner = await admin("DELETE", `hr/employees/${nv001.id}`);
    expect(partner.statusCode).toBe(409);
    expect(partner.json().message).toContain("NV001");

    const linked = (await employee("KTV40", { user_name: "newhire2" })).json();
    const user = await admin("DELETE", `hr/employees/${linked.id}`);
    expect(user.statusCode).toBe(409);
    expect(user.json().message).toBe("Không thể xóa nhân viên KTV40: đang được dùng ở tài khoản newhire2");

    const ktv01 = (await admin("GET", "hr/employees?searchKey=KTV01")).json().items[0];
    const head = await admin("DELETE", `hr/employees/${ktv01.id}`);
    expect(head.statusCode).toBe(409);

    const free = (await employee("KTV41")).json();
    expect((await admin("DELETE", `hr/employees/${free.id}`)).statusCode).toBe(200);
  });
});

describe("GET hr/employees/users", () => {
  it("lists the users an employee may be linked to, each with the employee they are linked to", async () => {
    const res = await admin("GET", "hr/employees/users");
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { user_name: string; saler: string | null }[];
    expect(items.find((u) => u.user_name === "sale01")).toMatchObject({
      full_name: "Nguyễn Thị Hồng Nhung",
      saler: "NV001",
    });
    expect((await tenant.send("sale01", "GET", "hr/employees/users")).statusCode).toBe(403);
  });
});

describe("a salesperson code set on the users screen", () => {
  it("shows on the employee, and leaves it when changed or when the user is deleted", async () => {
    const staff = (await employee("KTV50")).json();
    const userOf = async () => (await admin("GET", `hr/employees/${staff.id}`)).json().user_name;
    const user = await admin("POST", "system/users", {
      user_name: "ktv50",
      full_name: "Phan Thị Ngọc Ánh",
      password: "Ktv50@123",
      branchs: "CN01",
      saler: "KTV50",
    });
    expect(user.statusCode, user.body).toBe(200);
    expect(await userOf()).toBe("ktv50");
    await admin("PATCH", `system/users/${user.json().id}`, { user_name: "ktv50b" });
    expect(await userOf()).toBe("ktv50b");
    await admin("PATCH", `system/users/${user.json().id}`, { saler: "" });
    expect(await userOf()).toBeNull();
    await admin("PATCH", `system/users/${user.json().id}`, { saler: "KTV50" });
    expect(await userOf()).toBe("ktv50b");
    expect((await admin("DELETE", `system/users/${user.json().id}`)).statusCode).toBe(200);
    expect(await userOf()).toBeNull();
  });
});
