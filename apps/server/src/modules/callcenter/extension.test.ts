import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../test/api.js";
import { catalogueTenant } from "../../../../../test/fixtures/catalogue-tenant.js";

let t: TestApp;
let tenant: Awaited<ReturnType<typeof catalogueTenant>>;
beforeAll(async () => {
  t = await startTestApp();
  tenant = await catalogueTenant(t, "extension_test");
});
afterAll(() => t.close());

describe("system/call-center/extensions", () => {
  it("gives a branch an extension answered by one of the tenant's users", async () => {
    await tenant.admin("POST", "system/call-center/phone-numbers", { so_dien_thoai: "19006868", ten: "Hotline" });
    const res = await tenant.admin(
      "POST",
      "system/call-center/extensions",
      {
        extension: "101",
        ten: "Quầy lễ tân Quận 1",
        user_name: "SALE01",
        provider_code: "DEMO",
        phone_number: "19006868",
      },
      { "x-branches": "CN01" },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ma_dvcs: "CN01", extension: "101", user_name: "sale01" });
    const inCn02 = await tenant.admin("GET", "system/call-center/extensions", undefined, { "x-branches": "CN02" });
    expect(inCn02.json().total).toBe(0);
    const inCn01 = await tenant.admin("GET", "system/call-center/extensions?searchKey=le%20tan");
    expect(inCn01.json()).toMatchObject({ total: 1, items: [{ extension: "101" }] });
  });

  it("refuses an agent who is not a user, an unknown outbound number and a taken extension", async () => {
    const res = await tenant.admin("POST", "system/call-center/extensions", {
      extension: "102",
      ten: "Quầy thu ngân",
      user_name: "nobody",
    });
    expect(res.json().errors).toEqual({ user_name: "Nhân viên trực không tồn tại" });
    const number = await tenant.admin("POST", "system/call-center/extensions", {
      extension: "103",
      ten: "Tư vấn",
      phone_number: "0999999999",
    });
    expect(number.json().errors).toEqual({ phone_number: "Số gọi ra không tồn tại" });
    const taken = await tenant.admin("POST", "system/call-center/extensions", { extension: "101", ten: "Trùng" });
    expect(taken.json().errors).toEqual({ extension: "Số máy nhánh đã tồn tại" });
  });

  it("keeps a phone number used by an extension from being deleted", async () => {
    const numbers = (await tenant.admin("GET", "system/call-center/phone-numbers")).json().items;
    const res = await tenant.admin("DELETE", `system/call-center/phone-numbers/${numbers[0].id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Không thể xóa số điện thoại tổng đài 19006868: đang được dùng ở máy nhánh");
  });

  it("is refused to a user without the command", async () => {
    expect((await tenant.sale("POST", "system/call-center/extensions", { extension: "9", ten: "X" })).statusCode).toBe(
      403,
    );
  });
});
