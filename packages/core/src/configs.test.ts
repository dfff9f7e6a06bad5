import { describe, expect, it } from "vitest";
import { CONFIG_GROUPS, CONFIG_VALUE_MAX, configIsTrue, KNOWN_CONFIGS, normalizeConfigValue } from "./configs.js";

/** The known config names every tenant gets, and the call-center config group. */
const SPEC_NAMES = [
  "crm_partner_require_phone",
  "crm_partner_validate_website",
  "crm_partner_search_detail",
  "crm_calllog_status",
  "crm_calllog_force_task",
  "crm_pancake",
  "sale_crm_service",
  "sale_use_package_money",
  "sale_bill_require_card",
  "sale_gift_package",
  "sale_bill_deposit_service_package",
  "sale_golden_hour",
  "sale_bill_price_manual",
  "sale_bill_discount_manual",
  "sale_bill_require_approve",
  "sale_service_price_manual",
  "sale_service_use_noname",
  "sale_service_package_not_enough",
  "sale_service_package_debt_money",
  "sale_service_package_multiple",
  "sale_service_package_require_main",
  "sale_service_comsume",
  "sale_service_require_approve",
  "sale_service_discount_manual",
  "sale_service_wage_auto",
  "sale_package_require_card",
  "sale_package_require_otp",
  "sale_package_otp_max",
  "otp_expiration",
  "otp_max_hourly",
  "sale_service_room_type",
  "sale_return_days",
  "sale_service_reprint",
  "sale_no_name_discount_manual",
  "room_order_start_time",
  "room_order_change_room_employee",
  "customer_create_user",
  "customer_group3_manual",
  "stock_allow_negative",
  "call_center_enable",
  "call_center_provider",
  "call_center_endpoint",
  "call_center_port",
  "call_center_path",
  "call_center_domain",
  "call_center_url",
  "call_center_access_key",
  "call_center_widget",
  "call_center_widget_lib",
  "call_center_libs",
];

const byName = new Map(KNOWN_CONFIGS.map((c) => [c.name, c]));

describe("KNOWN_CONFIGS", () => {
  it("has unique names", () => {
    expect(byName.size).toBe(KNOWN_CONFIGS.length);
  });

  it("contains every spec name and nothing else", () => {
    expect(SPEC_NAMES.filter((n) => !byName.has(n))).toEqual([]);
    expect(KNOWN_CONFIGS.map((c) => c.name).filter((n) => !SPEC_NAMES.includes(n))).toEqual([]);
  });

  it("uses known groups matching the name prefix", () => {
    for (const c of KNOWN_CONFIGS) {
      expect(CONFIG_GROUPS as readonly string[]).toContain(c.group);
      expect(c.name.startsWith(`${c.group}_`), c.name).toBe(true);
    }
  });

  it("has descriptions in both languages", () => {
    for (const c of KNOWN_CONFIGS) {
      expect(c.description.trim(), c.name).not.toBe("");
      expect(c.description_en.trim(), c.name).not.toBe("");
    }
  });

  it("stores boolean defaults as 't' or 'f'", () => {
    for (const c of KNOWN_CONFIGS.filter((c) => c.type === "boolean")) expect(["t", "f"], c.name).toContain(c.default);
  });

  it("stores number defaults that parse", () => {
    for (const c of KNOWN_CONFIGS.filter((c) => c.type === "number")) {
      expect(c.default.trim(), c.name).not.toBe("");
      expect(Number.isFinite(Number(c.default)), c.name).toBe(true);
    }
  });

  it("stores json defaults that parse", () => {
    for (const c of KNOWN_CONFIGS.filter((c) => c.type === "json")) {
      expect(() => JSON.parse(c.default), c.name).not.toThrow();
    }
  });

  it("uses the spec defaults", () => {
    const defaults = (name: string) => byName.get(name)?.default;
    expect(defaults("crm_partner_require_phone")).toBe("t");
    expect(defaults("sale_package_otp_max")).toBe("3");
    expect(defaults("otp_expiration")).toBe("2");
    expect(defaults("otp_max_hourly")).toBe("10");
    expect(defaults("sale_return_days")).toBe("0");
    expect(defaults("room_order_start_time")).toBe("0");
    expect(defaults("sale_service_room_type")).toBe("main");
    expect(defaults("call_center_enable")).toBe("f");
    expect(defaults("call_center_libs")).toBe("[]");
    expect(byName.get("call_center_libs")?.type).toBe("json");
    const statuses: unknown = JSON.parse(defaults("crm_calllog_status") ?? "null");
    expect(Array.isArray(statuses) && statuses.length > 0).toBe(true);
    expect(statuses).toContain("Không nghe máy");
  });

  it("defaults every boolean other than crm_partner_require_phone to 'f'", () => {
    const on = KNOWN_CONFIGS.filter((c) => c.type === "boolean" && c.default === "t").map((c) => c.name);
    expect(on).toEqual(["crm_partner_require_phone"]);
  });
});

describe("configIsTrue", () => {
  it.each(["t", "true", "1", "T", "TRUE", " t "])("treats %j as true", (v) => {
    expect(configIsTrue(v)).toBe(true);
  });

  it.each(["f", "false", "0", "", "yes", "tt", null, undefined])("treats %j as false", (v) => {
    expect(configIsTrue(v)).toBe(false);
  });
});

describe("normalizeConfigValue", () => {
  it.each([
    ["t", "t"],
    [" TRUE ", "t"],
    ["1", "t"],
    ["f", "f"],
    ["false", "f"],
    ["0", "f"],
  ])("stores the boolean %j as %j", (input, stored) => {
    expect(normalizeConfigValue("boolean", input)).toEqual({ ok: true, value: stored });
  });

  it("refuses a boolean that is neither on nor off, in both languages", () => {
    expect(normalizeConfigValue("boolean", "có")).toEqual({
      ok: false,
      error: { vi: "Giá trị phải là 't' (bật) hoặc 'f' (tắt)", en: "The value must be 't' (on) or 'f' (off)" },
    });
  });

  it.each(["3", " 10 ", "-2", "0.5"])("takes the number %j", (input) => {
    expect(normalizeConfigValue("number", input)).toEqual({ ok: true, value: input.trim() });
  });

  it.each(["", "ba", "1e3", "1,5", "Infinity"])("refuses %j as a number", (input) => {
    expect(normalizeConfigValue("number", input).ok).toBe(false);
  });

  it("takes a JSON list and refuses any other JSON or text", () => {
    expect(normalizeConfigValue("json", '["Nghe máy", "Máy bận"]')).toEqual({
      ok: true,
      value: '["Nghe máy", "Máy bận"]',
    });
    for (const bad of ['{"a":1}', "Nghe máy", "", "[1,"]) expect(normalizeConfigValue("json", bad).ok).toBe(false);
  });

  it("keeps text and secrets as typed, up to the limit", () => {
    expect(normalizeConfigValue("text", " main ")).toEqual({ ok: true, value: " main " });
    expect(normalizeConfigValue("secret", "sk_live_1")).toEqual({ ok: true, value: "sk_live_1" });
    expect(normalizeConfigValue("text", "x".repeat(CONFIG_VALUE_MAX + 1)).ok).toBe(false);
  });

  it("marks the call-center access key as a secret", () => {
    expect(byName.get("call_center_access_key")?.type).toBe("secret");
  });
});
