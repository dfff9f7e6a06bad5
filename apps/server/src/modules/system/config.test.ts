import { KNOWN_CONFIGS } from "@sen/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, startTestApp, type TestApp } from "../../../../../test/api.js";
import { catalogueTenant } from "../../../../../test/fixtures/catalogue-tenant.js";
import { inTenant, type TenantDb } from "../../platform/db/tenant-db.js";
import { configValue, configValues } from "./config.service.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Config {
  name: string;
  group: string;
  value: string;
  type: string;
  default: string | null;
  built_in: boolean;
}

describe("GET system/configs", () => {
  it("gives a salesperson every known config with its group, value, type and default", async () => {
    const { access_token: token } = await login(t.app, "sale01", "Sale@123");
    const res = await call(t.app, { method: "GET", url: "/api/system/configs", token });
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json() as { items: Config[]; total: number };
    expect(items).toHaveLength(total);
    for (const known of KNOWN_CONFIGS) {
      expect(items.find((c) => c.name === known.name)).toMatchObject({
        group: known.group,
        type: known.type,
        default: known.default,
        built_in: true,
      });
    }
    expect(items).toContainEqual(
      expect.objectContaining({ name: "crm_partner_require_phone", group: "crm", value: "t", type: "boolean" }),
    );
    expect(items.find((c) => c.name === "call_center_libs")).toMatchObject({ value: "[]", type: "json" });
    expect(items.find((c) => c.name === "sale_service_room_type")?.value).toBe("main");
  });

  it("orders by group, then name", async () => {
    const { access_token: token } = await login(t.app, "admin", "Admin@123");
    const { items } = (await call(t.app, { method: "GET", url: "/api/system/configs", token })).json() as {
      items: Config[];
    };
    const keys = items.map((c) => `${c.group}/${c.name}`);
    expect(keys).toEqual([...keys].sort());
    expect(items[0]?.group).toBe("call_center");
  });

  it("refuses a caller who is not signed in", async () => {
    expect((await call(t.app, { method: "GET", url: "/api/system/configs" })).statusCode).toBe(401);
  });
});

describe("writing configs", () => {
  let tenant: Awaited<ReturnType<typeof catalogueTenant>>;
  const configs = async (as = tenant.admin) => (await as("GET", "system/configs")).json().items as Config[];
  const storedValue = async (name: string) => (await configs()).find((c) => c.name === name)?.value;
  beforeAll(async () => {
    tenant = await catalogueTenant(t, "config_test");
  });

  it("changes one config, stores a boolean as 't' or 'f', and audits the change", async () => {
    const res = await tenant.admin("PUT", "system/configs/sale_bill_require_approve", { value: "true" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: "sale_bill_require_approve", value: "t", type: "boolean" });
    expect(await storedValue("sale_bill_require_approve")).toBe("t");
    expect(await tenant.auditOf("config", "sale_bill_require_approve")).toMatchObject([
      { action: "update", user_name: "admin", old_values: { value: "f" }, new_values: { value: "t" } },
    ]);
  });

  it("refuses a value of the wrong type with a message on the field", async () => {
    const bool = await tenant.admin("PUT", "system/configs/sale_golden_hour", { value: "có" });
    expect(bool.statusCode).toBe(422);
    expect(bool.json().errors).toEqual({ value: "Giá trị phải là 't' (bật) hoặc 'f' (tắt)" });
    const number = await tenant.admin("PUT", "system/configs/sale_return_days", { value: "bảy" });
    expect(number.json().errors).toEqual({ value: "Giá trị phải là một số" });
    const list = await tenant.admin(
      "PUT",
      "system/configs/crm_calllog_status",
      { value: '{"a":1}' },
      {
        "accept-language": "en",
      },
    );
    expect(list.json()).toEqual({
      message: "Invalid input",
      errors: { value: 'The value must be a JSON list, e.g. ["A", "B"]' },
    });
    expect((await tenant.admin("PUT", "system/configs/khong_co", { value: "1" })).statusCode).toBe(404);
  });

  it("keeps a built-in config's group and type, and refuses deleting it", async () => {
    const res = await tenant.admin("PUT", "system/configs/otp_max_hourly", { value: "5", group: "x", type: "text" });
    expect(res.json()).toMatchObject({ group: "otp", type: "number", value: "5" });
    const removed = await tenant.admin("DELETE", "system/configs/otp_max_hourly");
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe("otp_max_hourly là cấu hình có sẵn của phần mềm, không thể xóa");
  });

  it("adds a config of the tenant's own, refuses a taken or bad name, and deletes it", async () => {
    const created = await tenant.admin("POST", "system/configs", {
      name: "spa_gio_mo_cua",
      group: "spa",
      type: "text",
      value: "08:00",
      description: "Giờ mở cửa",
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ name: "spa_gio_mo_cua", group: "spa", built_in: false, default: null });
    const taken = await tenant.admin("POST", "system/configs", { name: "crm_pancake", value: "t" });
    expect(taken.json().errors).toEqual({ name: "Tên cấu hình đã tồn tại" });
    const bad = await tenant.admin("POST", "system/configs", { name: "Giờ mở cửa", value: "8" });
    expect(Object.keys(bad.json().errors)).toEqual(["name"]);
    const typed = await tenant.admin("POST", "system/configs", {
      name: "spa_so_giuong",
      type: "number",
      value: "mười",
    });
    expect(typed.json().errors).toEqual({ value: "Giá trị phải là một số" });
    expect((await tenant.admin("DELETE", "system/configs/spa_gio_mo_cua")).statusCode).toBe(200);
    expect((await configs()).map((c) => c.name)).not.toContain("spa_gio_mo_cua");
    expect((await tenant.auditOf("config", "spa_gio_mo_cua")).map((r) => r.action)).toEqual(["create", "delete"]);
  });

  it("saves many by name in one batch, or none when one is refused", async () => {
    const bad = await tenant.admin("PUT", "system/configs", [
      { name: "crm_pancake", group: "crm", value: "t" },
      { name: "otp_expiration", group: "otp", value: "năm" },
      { name: "khong_co_cau_hinh", group: "x", value: "1" },
    ]);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      otp_expiration: "Giá trị phải là một số",
      khong_co_cau_hinh: "Không tìm thấy cấu hình",
    });
    expect(await storedValue("crm_pancake")).toBe("f");
    const good = await tenant.admin("PUT", "system/configs", [
      { name: "crm_pancake", group: "crm", value: "t" },
      { name: "otp_expiration", group: "otp", value: "5" },
      { name: "crm_calllog_status", group: "crm", value: '["Nghe máy","Thuê bao"]' },
    ]);
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().total).toBe(3);
    expect(await storedValue("crm_pancake")).toBe("t");
    expect(await storedValue("otp_expiration")).toBe("5");
    expect((await tenant.auditOf("config", "otp_expiration")).map((r) => r.action)).toEqual(["update"]);
  });

  it("shows the call-center access key to administrators only, and never writes it to the audit log", async () => {
    const key = "sk_live_8f2a61c0";
    expect((await tenant.admin("PUT", "system/configs/call_center_access_key", { value: key })).statusCode).toBe(200);
    expect(await storedValue("call_center_access_key")).toBe(key);
    const seen = (await configs(tenant.sale)).find((c) => c.name === "call_center_access_key");
    expect(seen).toMatchObject({ value: "******", type: "secret" });
    const audit = await tenant.auditOf("config", "call_center_access_key");
    expect(JSON.stringify(audit)).not.toContain(key);
  });

  it("gives the server's own rules a config's stored value, else its built-in default", async () => {
    expect((await tenant.admin("PUT", "system/configs/sale_return_days", { value: "7" })).statusCode).toBe(200);
    const own = { name: "spa_so_phong", type: "number", value: "12" };
    expect((await tenant.admin("POST", "system/configs", own)).statusCode).toBe(200);
    // A built-in config this tenant has no row of yet (one a newer release brought) stands at its default.
    await t.pool.query(`DELETE FROM ${tenant.schema}.configs WHERE name = 'sale_service_room_type'`);
    const read = <T>(fn: (db: TenantDb) => Promise<T>) => inTenant(t.pool, tenant.schema, fn);

    expect(await read((db) => configValue(db, "sale_return_days"))).toBe("7");
    expect(await read((db) => configValue(db, "sale_service_room_type"))).toBe("main");
    expect(await read((db) => configValue(db, "spa_so_phong"))).toBe("12");
    expect(await read((db) => configValue(db, "khong_co_cau_hinh"))).toBeUndefined();
    expect(
      await read((db) =>
        configValues(db, ["sale_return_days", "sale_service_room_type", "spa_so_phong", "khong_co_cau_hinh"]),
      ),
    ).toEqual({
      sale_return_days: "7",
      sale_service_room_type: "main",
      spa_so_phong: "12",
      khong_co_cau_hinh: undefined,
    });
    expect(await read((db) => configValues(db, []))).toEqual({});
  });

  it("is refused to a user without the edit right on system.settings", async () => {
    expect((await tenant.sale("PUT", "system/configs/crm_pancake", { value: "f" })).statusCode).toBe(403);
    expect((await tenant.sale("PUT", "system/configs", [{ name: "crm_pancake", value: "f" }])).statusCode).toBe(403);
    expect((await tenant.sale("POST", "system/configs", { name: "spa_x", value: "1" })).statusCode).toBe(403);
    expect((await tenant.sale("DELETE", "system/configs/spa_x")).statusCode).toBe(403);
  });
});
