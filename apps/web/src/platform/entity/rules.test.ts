import Schema, { type RuleItem } from "@rc-component/async-validator";
import type { Field } from "@sen/core";
import type { FormInstance, FormRule } from "antd";
import { describe, expect, it } from "vitest";
import { duplicateRule, fieldRules, type Say, uniquePropertyRule } from "./rules";

const TEMPLATES = {
  required: "{{field}} là bắt buộc",
  invalid: "{{field}} không hợp lệ",
  exists: "{{field}} đã tồn tại",
  duplicate: "{{field}} không được trùng với {{other}}",
  tooLong: "{{field}} tối đa {{max}} ký tự",
};
const say: Say = (key, values) =>
  TEMPLATES[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));

/**
 * Runs a rule through antd's own validation engine (the one Form.Item uses), with a form holding `values`;
 * resolves to the error message or undefined.
 */
async function check(rule: FormRule, value: unknown, values: Record<string, unknown> = {}) {
  const form = { getFieldValue: (name: string) => values[name] } as unknown as FormInstance;
  const { validateTrigger: _, ...object } = typeof rule === "function" ? rule(form) : rule;
  try {
    await new Schema({ value: object as RuleItem }).validate({ value });
    return undefined;
  } catch (failure) {
    const errors = (failure as { errors?: { message: string }[] }).errors;
    if (!errors) throw failure;
    return errors[0]?.message;
  }
}

describe("unique-property", () => {
  it("says '{field} đã tồn tại' when the server finds the value", async () => {
    const asked: string[] = [];
    const rule = uniquePropertyRule("Mã đơn vị tính", async (v) => asked.push(v) > 0, say);
    expect(await check(rule, " KG ")).toBe("Mã đơn vị tính đã tồn tại");
    expect(asked).toEqual(["KG"]);
  });

  it("passes when the value is free, and does not ask about an empty value", async () => {
    let calls = 0;
    const rule = uniquePropertyRule(
      "Mã",
      async () => {
        calls++;
        return false;
      },
      say,
    );
    expect(await check(rule, "HOP")).toBeUndefined();
    expect(await check(rule, "  ")).toBeUndefined();
    expect(calls).toBe(1);
  });

  it("counts a failed check as valid, since the server still refuses a real duplicate", async () => {
    const rule = uniquePropertyRule("Mã", () => Promise.reject(new Error("Lỗi hệ thống")), say);
    expect(await check(rule, "HOP")).toBeUndefined();
  });

  it("is checked when the input is left, not at every keystroke", () => {
    const rule = uniquePropertyRule("Mã", async () => false, say);
    expect(typeof rule === "object" && rule.validateTrigger).toBe("onBlur");
  });
});

describe("duplicate", () => {
  const rule = duplicateRule("Số điện thoại 2", "phone", "Số điện thoại", say);

  it("says '{field} không được trùng với {other}' when both hold the same value", async () => {
    expect(await check(rule, "0903123456", { phone: " 0903123456" })).toBe(
      "Số điện thoại 2 không được trùng với Số điện thoại",
    );
    expect(await check(duplicateRule("Tên 2", "name", "Tên", say), "hộp", { name: "HỘP" })).toBe(
      "Tên 2 không được trùng với Tên",
    );
  });

  it("passes when they differ or either is empty", async () => {
    expect(await check(rule, "0903123456", { phone: "0912345678" })).toBeUndefined();
    expect(await check(rule, "", { phone: "" })).toBeUndefined();
    expect(await check(rule, "0903123456", {})).toBeUndefined();
  });
});

describe("fieldRules", () => {
  const labels: Record<string, string> = { ma_dvt: "Mã đơn vị tính", phone: "Điện thoại", phone2: "Điện thoại 2" };
  const context = { label: (name: string) => labels[name] ?? name, say, exists: async () => true };
  const run = async (field: Field, value: unknown, values: Record<string, unknown> = {}) => {
    for (const rule of fieldRules(field, context)) {
      const message = await check(rule, value, values);
      if (message) return message;
    }
    return undefined;
  };

  it("builds required and unique rules from a code field", async () => {
    const code: Field = { name: "ma_dvt", kind: "code", label: { vi: "Mã đơn vị tính" }, required: true, unique: true };
    expect(await run(code, "")).toBe("Mã đơn vị tính là bắt buộc");
    expect(await run(code, "KG")).toBe("Mã đơn vị tính đã tồn tại");
  });

  it("checks phones, e-mail and web addresses by kind", async () => {
    const phone: Field = { name: "phone", kind: "phone", label: { vi: "Điện thoại" } };
    expect(await run(phone, "0903 123")).toBe("Điện thoại không hợp lệ");
    expect(await run(phone, "0903 123 456")).toBeUndefined();
    expect(await run({ name: "email", kind: "email", label: { vi: "Email" } }, "a@b")).toBe("email không hợp lệ");
    expect(await run({ name: "web", kind: "url", label: { vi: "Web" } }, "senspa.vn")).toBe("web không hợp lệ");
    expect(await run({ name: "web", kind: "url", label: { vi: "Web" } }, "https://senspa.vn")).toBeUndefined();
  });

  it("adds the duplicate rule for differentFrom", async () => {
    const second: Field = { name: "phone2", kind: "phone", label: { vi: "Điện thoại 2" }, differentFrom: "phone" };
    expect(await run(second, "0903123456", { phone: "0903123456" })).toBe(
      "Điện thoại 2 không được trùng với Điện thoại",
    );
  });

  it("accepts a number or a date in a required field, and refuses blank text", async () => {
    const rate: Field = { name: "rate", kind: "percent", label: { vi: "Thuế suất" }, required: true };
    expect(await run(rate, 8)).toBeUndefined();
    expect(await run(rate, 0)).toBeUndefined();
    expect(await run(rate, null)).toBe("rate là bắt buộc");
    const day: Field = { name: "day", kind: "date", label: { vi: "Ngày" }, required: true };
    expect(await run(day, new Date(2025, 0, 1))).toBeUndefined();
    const name: Field = { name: "name", kind: "text", label: { vi: "Tên" }, required: true };
    expect(await run(name, "   ")).toBe("name là bắt buộc");
  });

  it("never requires a switch: off is an answer", () => {
    expect(
      fieldRules({ name: "status", kind: "boolean", label: { vi: "Đang sử dụng" }, required: true }, context),
    ).toEqual([]);
  });
});
