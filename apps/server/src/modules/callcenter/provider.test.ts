import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, startTestApp, type TestApp } from "../../../../../test/api.js";
import { catalogueTenant } from "../../../../../test/fixtures/catalogue-tenant.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("GET call-center/providers (start-up)", () => {
  it("lists the demo provider, disabled, with only what the softphone needs", async () => {
    const { access_token: token } = await login(t.app, "sale01", "Sale@123");
    const res = await call(t.app, { method: "GET", url: "/api/call-center/providers", token });
    expect(res.statusCode).toBe(200);
    // The generated entity suite adds providers to the demo meanwhile: the demo's own is asserted.
    const { items, total } = res.json();
    expect(total).toBe(items.length);
    expect(items).toContainEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      code: "DEMO",
      name: "Tổng đài demo",
      wss: "wss://sip.example.vn:7443",
      domain: "sip.example.vn",
      libs: [],
      widget: false,
      widget_libs: [],
      enable: false,
    });
  });

  it("refuses a caller who is not signed in", async () => {
    expect((await call(t.app, { method: "GET", url: "/api/call-center/providers" })).statusCode).toBe(401);
  });
});

describe("crm/call-center (providers screen)", () => {
  let tenant: Awaited<ReturnType<typeof catalogueTenant>>;
  beforeAll(async () => {
    tenant = await catalogueTenant(t, "provider_test");
  });

  const voip24 = {
    code: "voip24",
    name: "Tổng đài VoIP24",
    wss: "wss://voip24.example.vn:8089/ws",
    domain: "voip24.example.vn",
    libs: " https://voip24.example.vn/sdk/jssip.min.js \n\nhttps://voip24.example.vn/sdk/agent.js",
    widget: true,
    widget_libs: "https://voip24.example.vn/widget.js",
    enable: true,
  };

  it("creates a provider whose setting record GET crm/call-center/{id} answers", async () => {
    const created = await tenant.admin("POST", "crm/call-center", voip24);
    expect(created.statusCode, created.body).toBe(200);
    const setting = await tenant.admin("GET", `crm/call-center/${created.json().id}`);
    expect(setting.json()).toMatchObject({
      code: "VOIP24",
      wss: "wss://voip24.example.vn:8089/ws",
      libs: "https://voip24.example.vn/sdk/jssip.min.js\nhttps://voip24.example.vn/sdk/agent.js",
      widget: true,
      widget_libs: "https://voip24.example.vn/widget.js",
      enable: true,
    });
  });

  it("gives the softphone the script addresses as lists", async () => {
    const { items } = (await tenant.sale("GET", "call-center/providers")).json();
    expect(items.map((p: { code: string }) => p.code)).toEqual(["DEMO", "VOIP24"]);
    expect(items[1]).toMatchObject({
      libs: ["https://voip24.example.vn/sdk/jssip.min.js", "https://voip24.example.vn/sdk/agent.js"],
      widget_libs: ["https://voip24.example.vn/widget.js"],
    });
  });

  it("refuses a script line that is not an address, and a taken code", async () => {
    const res = await tenant.admin("POST", "crm/call-center", {
      ...voip24,
      code: "VOIP25",
      libs: "https://voip25.example.vn/a.js\njssip.min.js",
      wss: "sip.example.vn",
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      libs: "Thư viện (mỗi dòng một địa chỉ) không hợp lệ",
      wss: "Địa chỉ WebSocket (wss) không hợp lệ",
    });
    const taken = await tenant.admin("POST", "crm/call-center", voip24);
    expect(taken.json().errors).toEqual({ code: "Mã nhà cung cấp đã tồn tại" });
  });

  it("refuses deleting or recoding a provider that a phone number uses", async () => {
    const provider = (await tenant.admin("POST", "crm/call-center", { code: "VNPT", name: "Tổng đài VNPT" })).json();
    const number = await tenant.admin("POST", "system/call-center/phone-numbers", {
      so_dien_thoai: "19001234",
      ten: "Hotline VNPT",
      provider_code: "VNPT",
    });
    expect(number.statusCode, number.body).toBe(200);
    const removed = await tenant.admin("DELETE", `crm/call-center/${provider.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(
      "Không thể xóa nhà cung cấp tổng đài VNPT: đang được dùng ở số điện thoại tổng đài",
    );
    const recoded = await tenant.admin("PATCH", `crm/call-center/${provider.id}`, { code: "VNPT2" });
    expect(recoded.statusCode).toBe(409);
    expect(recoded.json().message).toBe(
      "Không thể đổi mã nhà cung cấp của nhà cung cấp tổng đài VNPT: đang được dùng ở số điện thoại tổng đài",
    );
    expect((await tenant.admin("PATCH", `crm/call-center/${provider.id}`, { name: "VNPT Hà Nội" })).statusCode).toBe(
      200,
    );
    await tenant.admin("DELETE", `system/call-center/phone-numbers/${number.json().id}`);
    expect((await tenant.admin("DELETE", `crm/call-center/${provider.id}`)).statusCode).toBe(200);
  });

  it("is refused to a user without the providers command", async () => {
    expect((await tenant.sale("GET", "crm/call-center")).statusCode).toBe(403);
    expect((await tenant.sale("POST", "crm/call-center", { ...voip24, code: "X1" })).statusCode).toBe(403);
  });
});
