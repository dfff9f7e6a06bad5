import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, startTestApp, type TestApp } from "../../../../test/api.js";

/**
 * The modules' own routes (not the entity engine's, see crud/entities.test.ts) refuse null and
 * blank for a required field with 422 naming it, and change nothing.
 */
let t: TestApp;
let admin: string;
let saleId: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await login(t.app, "admin", "Admin@123")).access_token;
  const users = await call(t.app, { method: "GET", url: "/api/system/users?searchKey=sale01", token: admin });
  saleId = users.json().items[0].id;
});
afterAll(() => t.close());

const send = (method: "POST" | "PUT" | "PATCH", url: string, payload: unknown) =>
  call(t.app, {
    method,
    url: `/api/${url}`,
    token: admin,
    payload: payload as object,
    headers: { "x-branches": "CN01" },
  });

const snapshot = async () =>
  Promise.all(
    [`system/users/${saleId}`, "user/profile", "system/configs"].map(
      async (url) => (await call(t.app, { method: "GET", url: `/api/${url}`, token: admin })).body,
    ),
  );

describe("a module's own route given null or blank for a required field", () => {
  it("answers 422 naming the field and changes nothing", async () => {
    const before = await snapshot();
    const cases: [
      method: "POST" | "PUT" | "PATCH",
      url: string,
      body: (empty: unknown) => unknown,
      field: string,
      label: string,
    ][] = [
      ["PATCH", `system/users/${saleId}`, (v) => ({ full_name: v }), "full_name", "Họ và tên"],
      ["PATCH", `system/users/${saleId}`, (v) => ({ user_name: v }), "user_name", "Tên đăng nhập"],
      ["PATCH", `system/users/${saleId}`, (v) => ({ status: v }), "status", "Đang sử dụng"],
      ["PATCH", `system/users/${saleId}`, (v) => ({ is_admin: v }), "is_admin", "Quản trị viên"],
      ["PUT", `system/users/${saleId}`, (v) => ({ user_name: "sale01", full_name: v }), "full_name", "Họ và tên"],
      [
        "POST",
        "system/users",
        (v) => ({ user_name: "moi01", full_name: v, password: "Moi@12345" }),
        "full_name",
        "Họ và tên",
      ],
      ["PUT", `system/users/${saleId}/password`, (v) => ({ password: v }), "password", "Mật khẩu"],
      ["PUT", `system/users/${saleId}/rights`, (v) => [{ menu_id: v }], "0.menu_id", "Mã chức năng"],
      ["PUT", "user/profile", (v) => ({ full_name: v }), "full_name", "Họ và tên"],
      ["PUT", "system/configs/crm_calllog_force_task", (v) => ({ value: v }), "value", "Giá trị"],
      ["PUT", "system/configs", (v) => [{ name: "crm_calllog_force_task", value: v }], "0.value", "Giá trị"],
      ["POST", "system/configs", (v) => ({ name: v }), "name", "Tên cấu hình"],
      ["PUT", "system/stt", (v) => [{ ma_ct: "HD1", status: "1", ten_stt: v }], "0.ten_stt", "Tên trạng thái"],
      ["POST", "system/stt/upsert", (v) => ({ ma_ct: "HD1", status: v, ten_stt: "Mới" }), "status", "Trạng thái"],
      [
        "POST",
        "crm/call-logs",
        (v) => ({
          ma_kh: "KH000001",
          bat_dau: "2030-01-01T09:00:00Z",
          trang_thai: "Nghe máy",
          follow_up: { tieu_de: v, bat_dau: "2030-01-02T10:00:00Z", ket_thuc: "2030-01-02T11:00:00Z" },
        }),
        "follow_up.tieu_de",
        "Tiêu đề",
      ],
      ["POST", "crm/partners-transfer", (v) => ({ ids: [], ma_nvbh_moi: v }), "ma_nvbh_moi", "Sang nhân viên"],
      ["POST", "crm/broadcasts", (v) => ({ tieu_de: v, noi_dung: "Chào", kenh: "sms", ids: [] }), "tieu_de", "Tiêu đề"],
      ["PUT", "user/configs/table.units", (v) => ({ value: v }), "value", "Giá trị"],
    ];
    // A config's value may be the empty text: only null is missing there.
    for (const [method, url, body, field, label] of cases) {
      for (const empty of url.includes("configs") ? [null] : [null, ""]) {
        const res = await send(method, url, body(empty));
        expect(res.statusCode, `${method} ${url} ${field}=${JSON.stringify(empty)}: ${res.body}`).toBe(422);
        expect(res.json().errors[field], `${method} ${url}`).toBe(`${label} là bắt buộc`);
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});
