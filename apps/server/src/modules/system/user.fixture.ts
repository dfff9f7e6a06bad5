import { call, type TestApp } from "../../../../../test/api.js";
import { seedUser } from "../../seed/base.js";
import { provisionTenant } from "../../seed/provision.js";

export const ADMIN = { user_name: "admin", password: "Admin@12345" };
export const SALE = { user_name: "sale01", password: "Sale@12345" };

/**
 * A tenant of one's own for tests that write users or end sessions, so that the demo's
 * sessions and users stay as other tests expect: an administrator (branches CN01, CN02) and a
 * salesperson of CN01 with rights on crm.partners.
 */
export async function staffTenant(t: TestApp, code: string) {
  await provisionTenant(t.pool, {
    code,
    name: `Test ${code}`,
    branches: [
      { ma_dvcs: "CN01", ten_dvcs: "Chi nhánh Quận 1" },
      { ma_dvcs: "CN02", ten_dvcs: "Chi nhánh Hà Nội" },
    ],
    admin: { ...ADMIN, full_name: "Phạm Quốc Anh", email: "admin@example.vn", branchs: "CN01,CN02" },
    extra: async (db) => {
      await seedUser(db, {
        ...SALE,
        full_name: "Nguyễn Thị Hồng Nhung",
        email: "nhung@example.vn",
        phone: "0903123456",
        branchs: "CN01",
        saler: "NV001",
        commands: ["crm.partners"],
      });
    },
  });

  const send = (options: Parameters<typeof call>[1]) => call(t.app, { tenant: code, ...options });

  async function signIn(user: { user_name: string; password: string }, ip = "127.0.0.1", userAgent = "vitest") {
    const res = await send({
      method: "POST",
      url: "/api/auth/login",
      payload: user,
      remoteAddress: ip,
      headers: { "user-agent": userAgent },
    });
    if (res.statusCode !== 200) throw new Error(`login ${user.user_name}: ${res.statusCode} ${res.body}`);
    return res.json() as { access_token: string; refresh_token: string };
  }

  return { code, schema: `t_${code}`, send, signIn };
}
