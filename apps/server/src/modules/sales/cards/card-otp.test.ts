import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { salesTenant } from "../../../../../../test/fixtures/sales-tenant.js";
import { messageSender, type OutgoingMessage } from "../../../platform/messaging/message-sender.js";

let t: TestApp;
let s: Awaited<ReturnType<typeof salesTenant>>;
const DAY = "2026-05-04";
/** What the sender was given, as an SMS provider would receive it. */
const outbox: OutgoingMessage[] = [];
let restore: () => void;

beforeAll(async () => {
  t = await startTestApp();
  s = await salesTenant(t, "card_otp", "2026-05-01");
  const inApp = messageSender.get();
  restore = messageSender.use({
    async send(db, message, log) {
      outbox.push(message);
      await inApp.send(db, message, log);
    },
  });
  await s.sql("UPDATE partners SET phone = '0903123456' WHERE ma_kh = 'KH0001'");
  await s.sql("UPDATE products SET ma_thue = NULL WHERE ma_vt = 'SP01'");
  expect((await s.admin("POST", "sales/payment-cards", { ma_the: "OTP01", ma_kh: "KH0001" })).statusCode).toBe(200);
  const top = await s.admin("POST", "sales/payment-cards/update", {
    ngay_ct: DAY,
    ma_dvcs: "CN01",
    ma_the: "OTP01",
    tien: 1_000_000,
    status: "2",
    payments: [{ ma_httt: "TM", tien: 1_000_000 }],
  });
  expect(top.statusCode, top.body).toBe(201);
  expect((await s.admin("PUT", "system/configs/sale_package_require_otp", { value: "true" })).statusCode).toBe(200);
});
afterAll(async () => {
  restore();
  await t.close();
});

const pay = (otp?: string) =>
  s.cashier("POST", "sales/retail-orders", {
    ngay_ct: DAY,
    ma_kho: "K01",
    status: "2",
    details: [{ ma_vt: "SP01", so_luong: 1 }],
    payments: [{ ma_httt: "TTT", ma_the: "OTP01", tien: 150_000, ...(otp ? { otp } : {}) }],
  });

/** Sends a code to the card's owner and reads it from the message, as the customer would on their phone. */
async function sendCode(): Promise<string> {
  const res = await s.cashier("POST", "auth/otp/customer/KH0001");
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().phone).toBe("090****456");
  const message = outbox.at(-1);
  expect(message?.den).toBe("0903123456");
  return /là (\d{6})/.exec(message?.noi_dung ?? "")?.[1] ?? "";
}

async function balance() {
  return (await s.admin("GET", "sales/payment-cards/balances?ma_the=OTP01")).json().items[0].so_du;
}

describe("a card payment with the owner's code", () => {
  it("is refused without a code, and with a wrong code three times even if the right one comes next", async () => {
    const before = await balance();
    expect((await pay()).json().errors["payments.0.otp"]).toBe("Nhập mã OTP đã gửi tới chủ thẻ");
    const code = await sendCode();
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await pay(wrong)).json().errors["payments.0.otp"]).toBe("Mã OTP không đúng (còn 2 lần nhập)");
    expect((await pay(wrong)).json().errors["payments.0.otp"]).toBe("Mã OTP không đúng (còn 1 lần nhập)");
    expect((await pay(wrong)).json().errors["payments.0.otp"]).toBe("Đã nhập sai mã OTP 3 lần: gửi mã mới");
    expect((await pay(code)).json().errors["payments.0.otp"]).toBe("Đã nhập sai mã OTP 3 lần: gửi mã mới");
    expect(await balance()).toBe(before);
  });

  it("pays with the right code, once: the same code is refused on the next bill", async () => {
    const before = await balance();
    const code = await sendCode();
    const paid = await pay(code);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(JSON.stringify(paid.json().payments)).not.toContain(code);
    expect(await balance()).toBe(before - 150_000);
    expect((await pay(code)).json().errors["payments.0.otp"]).toBe("Chưa gửi mã OTP hoặc mã đã dùng: gửi mã mới");
  });

  it("refuses an expired code, and sending more codes in an hour than the shop allows", async () => {
    const code = await sendCode();
    await s.sql("UPDATE customer_otps SET expires_at = now() - interval '1 second'");
    expect((await pay(code)).json().errors["payments.0.otp"]).toBe("Mã OTP đã hết hạn: gửi mã mới");
    await s.admin("PUT", "system/configs/otp_max_hourly", { value: "4" });
    const sent = await s.sql("SELECT count(*)::int AS n FROM customer_otps");
    expect(sent.rows[0].n).toBe(3);
    expect((await s.cashier("POST", "auth/otp/customer/KH0001")).statusCode).toBe(200);
    const throttled = await s.cashier("POST", "auth/otp/customer/KH0001");
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe("Đã gửi 4 mã OTP cho khách trong một giờ qua: thử lại sau");
  });

  it("is shown to an administrator among the messages sent, and a customer without a phone gets none", async () => {
    const messages = await s.admin("GET", "system/sent-messages");
    expect(messages.json().items[0]).toMatchObject({ kenh: "sms", den: "0903123456" });
    expect((await s.cashier("GET", "system/sent-messages")).statusCode).toBe(403);
    await s.sql("INSERT INTO partners (ma_kh, ten_kh, ma_dvcs) VALUES ('KH0002', 'Trần Văn Nam', 'CN01')");
    const none = await s.cashier("POST", "auth/otp/customer/KH0002");
    expect(none.json().errors.id).toBe("Khách hàng KH0002 chưa có số điện thoại để nhận mã OTP");
  });
});
