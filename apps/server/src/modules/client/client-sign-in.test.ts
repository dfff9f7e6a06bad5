import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../test/api.js";
import { CUSTOMERS, clientTenant } from "../../../../../test/fixtures/client-tenant.js";

let t: TestApp;
let c: Awaited<ReturnType<typeof clientTenant>>;
const { lan, nam } = CUSTOMERS;
const REFUSED = "Mã xác thực không đúng hoặc đã hết hạn: kiểm tra lại mã hoặc gửi mã mới";

beforeAll(async () => {
  t = await startTestApp();
  c = await clientTenant(t, "client_sign_in");
});
afterAll(() => t.close());

const signIn = (phone: string, otp: string, ip?: string) =>
  c.client("POST", "client/auth/login", { phone, otp }, undefined, ip);
const sendCode = (phone: unknown, ip?: string) => c.client("POST", "client/auth/otp", { phone }, undefined, ip);
const wrong = (code: string) => (code === "000000" ? "111111" : "000000");
const messagesTo = async (phone: string) =>
  (await c.sql(`SELECT count(*)::int AS n FROM sent_messages WHERE den = '${phone}'`)).rows[0].n as number;

describe("a customer signing in to the client area", () => {
  it("gets a code on their phone and, with it, a token that reads their own details", async () => {
    const sent = await sendCode("090 312 3456");
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ phone: "0*****3456", minutes: 2 });
    const { rows } = await c.sql(`SELECT noi_dung FROM sent_messages WHERE den = '${lan.phone}' ORDER BY id DESC`);
    expect(rows[0].noi_dung).toMatch(
      /^Mã đăng nhập khu vực khách hàng của Nguyễn Thị Lan là \d{6}, hiệu lực 2 phút\. Không chia sẻ mã này\.$/,
    );
    const otp = (await c.lastCodeTo(lan.phone)) ?? "";
    const res = await signIn("+84903123456", otp);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      token_type: "Bearer",
      expires_in: 7 * 24 * 3600,
      customer: { ma_kh: "KH0001", ten_kh: "Nguyễn Thị Lan" },
    });
    const info = await c.client("GET", "client/customer-info", undefined, res.json().access_token);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toMatchObject({ ma_kh: "KH0001", ten_kh: "Nguyễn Thị Lan", phone: lan.phone });
  });

  it("gets the same answer for a phone that is no customer's, and no message is sent", async () => {
    const before = await c.sql("SELECT count(*)::int AS n FROM sent_messages");
    const sent = await sendCode("0912000111");
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ phone: "0*****0111", minutes: 2 });
    const after = await c.sql("SELECT count(*)::int AS n FROM sent_messages");
    expect(after.rows[0].n).toBe(before.rows[0].n);
    const res = await signIn("0912000111", "123456");
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(REFUSED);
  });

  it("is refused after three wrong codes, even when the right one comes next", async () => {
    const code = await c.codeFor(lan.phone);
    for (let i = 0; i < 3; i++) {
      const res = await signIn(lan.phone, wrong(code));
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(REFUSED);
    }
    const right = await signIn(lan.phone, code);
    expect(right.statusCode).toBe(401);
    expect(right.json().message).toBe(REFUSED);
    // A new code works again.
    const fresh = await c.codeFor(lan.phone);
    expect((await signIn(lan.phone, fresh)).statusCode).toBe(200);
  });

  it("is refused with an expired code, and with a code already used", async () => {
    const code = await c.codeFor(nam.phone);
    await c.sql(`UPDATE customer_otps SET expires_at = now() - interval '1 second' WHERE ma_kh = '${nam.ma_kh}'`);
    expect((await signIn(nam.phone, code)).json().message).toBe(REFUSED);
    const again = await c.codeFor(nam.phone);
    expect((await signIn(nam.phone, again)).statusCode).toBe(200);
    const twice = await signIn(nam.phone, again);
    expect(twice.statusCode).toBe(401);
    expect(twice.json().message).toBe(REFUSED);
  });

  it("is refused with the code another customer received", async () => {
    const namCode = await c.codeFor(nam.phone);
    await c.codeFor(lan.phone);
    const res = await signIn(lan.phone, namCode);
    expect(res.statusCode).toBe(401);
    // Nam's code is still good for Nam.
    expect((await signIn(nam.phone, namCode)).statusCode).toBe(200);
  });

  it("signs out: the token is refused from the next call", async () => {
    const token = await c.signIn(lan.phone);
    expect((await c.client("GET", "client/payment-cards", undefined, token)).statusCode).toBe(200);
    const out = await c.client("POST", "client/auth/logout", undefined, token);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().message).toBe("Đăng xuất thành công");
    const after = await c.client("GET", "client/payment-cards", undefined, token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe("Phiên đăng nhập không hợp lệ hoặc đã hết hạn");
  });

  it("has no refresh: a customer's token is refused by the staff's refresh", async () => {
    const token = await c.signIn(nam.phone);
    const res = await c.client("POST", "auth/refresh-token", { access_token: token, refresh_token: "x".repeat(43) });
    expect(res.statusCode).toBe(401);
  });

  it("is kept out of a closed client area: no code, and open sign-ins end at their next call", async () => {
    const token = await c.signIn(nam.phone);
    await c.admin("PUT", "system/configs/customer_create_user", { value: "false" });
    try {
      const sent = await sendCode(nam.phone);
      expect(sent.statusCode).toBe(404);
      expect(sent.json().message).toBe("Cửa hàng chưa mở khu vực khách hàng");
      expect((await c.client("GET", "client/customer-info", undefined, token)).statusCode).toBe(401);
    } finally {
      await c.admin("PUT", "system/configs/customer_create_user", { value: "true" });
    }
    expect((await c.client("GET", "client/customer-info", undefined, token)).statusCode).toBe(200);
  });

  it("is no longer signed in once the shop stops using the customer's record", async () => {
    const token = await c.signIn(nam.phone);
    await c.sql(`UPDATE partners SET status = false WHERE ma_kh = '${nam.ma_kh}'`);
    try {
      expect((await c.client("GET", "client/customer-info", undefined, token)).statusCode).toBe(401);
      const before = await messagesTo(nam.phone);
      expect((await sendCode(nam.phone)).statusCode).toBe(200);
      expect(await messagesTo(nam.phone)).toBe(before);
    } finally {
      await c.sql(`UPDATE partners SET status = true WHERE ma_kh = '${nam.ma_kh}'`);
    }
  });
});

describe("the limits on codes", () => {
  it("sends no more than otp_max_hourly codes a customer an hour, answering the same", async () => {
    const { rows } = await c.sql(
      `SELECT count(*)::int AS n FROM customer_otps WHERE ma_kh = '${lan.ma_kh}' AND created_at > now() - interval '1 hour'`,
    );
    await c.admin("PUT", "system/configs/otp_max_hourly", { value: String(rows[0].n + 1) });
    try {
      const before = await messagesTo(lan.phone);
      expect((await sendCode(lan.phone)).statusCode).toBe(200);
      const over = await sendCode(lan.phone);
      expect(over.statusCode).toBe(200);
      expect(over.json()).toEqual({ phone: "0*****3456", minutes: 2 });
      expect(await messagesTo(lan.phone)).toBe(before + 1);
    } finally {
      await c.admin("PUT", "system/configs/otp_max_hourly", { value: "1000" });
    }
  });

  it("throttles an address asking again and again, known phone or not, apart from the staff's sign-ins", async () => {
    const ip = "10.99.0.1";
    const answers = [];
    for (const phone of ["0912999888", "0912999888", "0912999888", "0912999888", "0912999888", "0912999888"]) {
      answers.push((await sendCode(phone, ip)).statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    const throttled = await sendCode("0912999888", ip);
    expect(throttled.headers["retry-after"]).toBeDefined();
    expect(throttled.json().message).toMatch(/^Đăng nhập sai quá nhiều lần, vui lòng thử lại sau \d+ giây$/);
    // The staff at that address still sign in.
    const staff = await c.client("POST", "auth/login", { user_name: "admin", password: "Admin@12345" }, undefined, ip);
    expect(staff.statusCode).toBe(200);
  });
});

describe("hostile input", () => {
  it.each([
    ["no phone", {}],
    ["a null phone", { phone: null }],
    ["a number", { phone: 903123456 }],
    ["an array", { phone: ["0903123456"] }],
    ["letters", { phone: "không phải số" }],
    ["a long string", { phone: "9".repeat(10_000) }],
  ])("refuses %s when asking for a code (422, nothing sent)", async (_, payload) => {
    const res = await c.client("POST", "client/auth/otp", payload);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors ?? {})).toContain("phone");
  });

  it("names the phone that is not one in Vietnamese", async () => {
    const res = await sendCode("12ab");
    expect(res.json().errors.phone).toBe("Số điện thoại không hợp lệ");
  });

  it.each([
    ["no code", { phone: lan.phone }],
    ["a null code", { phone: lan.phone, otp: null }],
    ["a numeric code", { phone: lan.phone, otp: 123456 }],
    ["a short code", { phone: lan.phone, otp: "123" }],
    ["a long code", { phone: lan.phone, otp: "1".repeat(5000) }],
    ["an object", { phone: lan.phone, otp: { $ne: "" } }],
  ])("refuses %s when signing in (422, no try counted)", async (_, payload) => {
    const before = await c.sql(`SELECT max(tries) AS n FROM customer_otps WHERE ma_kh = '${lan.ma_kh}'`);
    const res = await c.client("POST", "client/auth/login", payload);
    expect(res.statusCode).toBe(422);
    const after = await c.sql(`SELECT max(tries) AS n FROM customer_otps WHERE ma_kh = '${lan.ma_kh}'`);
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it("answers a retried sign-in with the same refusal, never a 500", async () => {
    const answers = await Promise.all([1, 2, 3].map(() => signIn(lan.phone, "999999")));
    expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 401]);
  });
});
