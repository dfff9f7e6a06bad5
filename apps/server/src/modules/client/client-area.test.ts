import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startTestApp, type TestApp } from "../../../../../test/api.js";
import { CUSTOMERS, clientTenant } from "../../../../../test/fixtures/client-tenant.js";

let t: TestApp;
let c: Awaited<ReturnType<typeof clientTenant>>;
let lan: string;
let nam: string;
const FORBIDDEN = "Bạn không có quyền thực hiện chức năng này";

beforeAll(async () => {
  t = await startTestApp();
  c = await clientTenant(t, "client_area");
  await c.sql(
    `UPDATE partners SET email = 'lan@example.vn', ngay_sinh = '1990-03-08', dia_chi = '12 Lê Lợi',
       dia_ban_province = '79', dia_ban_ward = '26740', gioi_tinh = '2', vip = true, vip_den_ngay = '2027-06-30',
       nh_kh1 = 'SPA', nh_kh3 = 'THANTHIET' WHERE ma_kh = 'KH0001'`,
  );
  await c.sql(
    `INSERT INTO customer_groups (ma_nh, ten_nh, loai_nh, created_by)
     VALUES ('SPA', 'Khách dịch vụ spa', '1', 'test'), ('THANTHIET', 'Khách thân thiết', '3', 'test')`,
  );
  // Lan's card is locked for a while (she had mislaid it), then unlocked: two more lines in its history.
  for (const [path, ly_do] of [
    ["lock", "Khách báo mất thẻ"],
    ["unlock", "Khách đã tìm lại thẻ"],
  ]) {
    const res = await c.admin("POST", `sales/payment-cards/${path}`, { ma_the: CUSTOMERS.lan.card, ly_do });
    expect(res.statusCode, res.body).toBe(200);
  }
  lan = await c.signIn(CUSTOMERS.lan.phone);
  nam = await c.signIn(CUSTOMERS.nam.phone);
});
afterAll(() => t.close());

const as = (token: string, url: string) => c.client("GET", url, undefined, token);

describe("a customer in the client area", () => {
  it("reads their own details, the address's ward and province and their groups by name", async () => {
    const res = await as(lan, "client/customer-info");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      ma_kh: "KH0001",
      ten_kh: "Nguyễn Thị Lan",
      phone: "0903123456",
      email: "lan@example.vn",
      gioi_tinh: "2",
      ngay_sinh: "1990-03-08",
      dia_chi: "12 Lê Lợi",
      dia_ban: "Phường Sài Gòn, Thành phố Hồ Chí Minh",
      nhom_kh: ["Khách dịch vụ spa", "Khách thân thiết"],
      vip: true,
      vip_den_ngay: "2027-06-30",
    });
    expect((await as(nam, "client/customer-info")).json()).toMatchObject({ ma_kh: "KH0002", ten_kh: "Trần Văn Nam" });
  });

  it("sees only their own cards, with their balances", async () => {
    const mine = await as(lan, "client/payment-cards");
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual({
      items: [{ ma_the: "THE01", so_du: 1_000_000, khoa: false, ngay_het_han: null }],
      total: 1,
    });
    expect((await as(nam, "client/payment-cards")).json().items.map((i: { ma_the: string }) => i.ma_the)).toEqual([
      "THE02",
    ]);
  });

  it("reads their card's history, the latest first, with the balance each movement left", async () => {
    const res = await as(lan, "client/payment-card-histories?ma_the=the01");
    expect(res.statusCode, res.body).toBe(200);
    const { items, total } = res.json();
    expect(total).toBe(3);
    expect(
      items.map((m: { loai: string; tien: number; so_du: number; ten_dvcs: string; dien_giai: string }) => [
        m.loai,
        m.tien,
        m.so_du,
        m.ten_dvcs,
        m.dien_giai,
      ]),
    ).toEqual([
      ["MO", 0, 1_000_000, "Chi nhánh Quận 1", "Khách đã tìm lại thẻ"],
      ["KHOA", 0, 1_000_000, "Chi nhánh Quận 1", "Khách báo mất thẻ"],
      ["NAP", 1_000_000, 1_000_000, "Chi nhánh Quận 1", ""],
    ]);
    expect(Object.keys(items[0]).sort()).toEqual(
      ["dien_giai", "id", "loai", "ngay_ct", "so_ct", "so_du", "tien", "ten_dvcs"].sort(),
    );
  });

  it("cannot read another customer's card: not found, as a card that does not exist", async () => {
    const other = await as(lan, "client/payment-card-histories?ma_the=THE02");
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: "Không tìm thấy thẻ THE02" });
    const none = await as(lan, "client/payment-card-histories?ma_the=THE99");
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: "Không tìm thấy thẻ THE99" });
    expect((await as(lan, "client/payment-card-histories?ma_the=the02%20")).statusCode).toBe(404);
    expect((await as(nam, "client/payment-card-histories?ma_the=THE01")).statusCode).toBe(404);
  });

  it("reaches no staff route: partners, cards, the user's own account", async () => {
    for (const url of [
      "crm/partners",
      "sales/payment-cards/balances",
      "sales/payment-card-histories",
      "user/profile",
    ]) {
      const res = await c.client("GET", url, undefined, lan);
      expect([url, res.statusCode, res.json().message]).toEqual([url, 403, FORBIDDEN]);
    }
    const info = await c.client("POST", "auth/user-info", undefined, lan);
    expect(info.statusCode).toBe(403);
    const otp = await call(t.app, {
      method: "POST",
      url: "/api/auth/otp/customer/KH0002",
      tenant: c.code,
      token: lan,
    });
    expect(otp.statusCode).toBe(403);
  });

  it("is a stranger in another tenant", async () => {
    const res = await call(t.app, { method: "GET", url: "/api/client/customer-info", tenant: "demo", token: lan });
    expect(res.statusCode).toBe(401);
  });
});

describe("a member of staff", () => {
  it("cannot call the client routes as a customer, administrator or not", async () => {
    for (const staff of [c.admin, c.cashier]) {
      for (const url of [
        "client/customer-info",
        "client/payment-cards",
        "client/payment-card-histories?ma_the=THE01",
      ]) {
        const res = await staff("GET", url);
        expect([url, res.statusCode, res.json().message]).toEqual([url, 403, FORBIDDEN]);
      }
      expect((await staff("POST", "client/auth/logout")).statusCode).toBe(403);
    }
  });

  it("and an anonymous caller is asked to sign in", async () => {
    const res = await c.client("GET", "client/payment-cards");
    expect(res.statusCode).toBe(401);
  });
});

describe("hostile input to the history", () => {
  it.each([
    ["no card", ""],
    ["an empty card", "?ma_the="],
    ["a long card number", `?ma_the=${"A".repeat(5000)}`],
    ["two cards", "?ma_the=THE01&ma_the=THE02"],
    ["a bad date", "?ma_the=THE01&fromDate=2026-13-45"],
    ["a bad page size", "?ma_the=THE01&pageSize=7"],
    ["a huge page", "?ma_the=THE01&pageIndex=99999999999"],
  ])("refuses %s (400)", async (_, query) => {
    const res = await as(lan, `client/payment-card-histories${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(typeof res.json().message).toBe("string");
  });
});
