import Schema, { type RuleItem } from "@rc-component/async-validator";
import type { FormInstance, FormRule } from "antd";
import { createElement, isValidElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Owner, Verdict } from "./ownerCheck";
import { OwnedMessage, ownerRule } from "./ownerRules";

/** Runs the rule through antd's validation engine with a form holding `values`; the error, or undefined. */
async function check(rule: FormRule, value: unknown, values: Record<string, unknown> = {}) {
  const form = { getFieldValue: (name: string) => values[name] } as unknown as FormInstance;
  const object = typeof rule === "function" ? rule(form) : rule;
  try {
    await new Schema({ value: object as RuleItem }).validate({ value });
    return undefined;
  } catch (failure) {
    const errors = (failure as { errors?: { message: unknown }[] }).errors;
    if (!errors) throw failure;
    return errors[0]?.message;
  }
}

const OWNER = { code: "NV002", name: "Trần Minh Khoa", partnerId: "p1" };

describe("the partner form's owner rule", () => {
  it("asks with the trimmed value and the salesperson chosen in the form", async () => {
    const asked: [string, string | undefined][] = [];
    const rule = ownerRule(
      async (value, salesperson) => {
        asked.push([value, salesperson]);
        return { kind: "free" };
      },
      { owned: () => "owned" },
    );
    expect(await check(rule, " 0981234567 ", { ma_nvbh: "NV001" })).toBeUndefined();
    expect(await check(rule, "0981234567")).toBeUndefined();
    expect(await check(rule, "  ")).toBeUndefined();
    expect(asked).toEqual([
      ["0981234567", "NV001"],
      ["0981234567", undefined],
    ]);
  });

  it("fails with the owner's message, which may be an element holding a link", async () => {
    const verdict: Verdict = { kind: "owned", owner: OWNER };
    const element = ownerRule(async () => verdict, {
      owned: (o) => createElement("a", { href: `/crm/partners/${o.partnerId}` }, o.code),
    });
    expect(isValidElement(await check(element, "0981234567"))).toBe(true);
    const text = ownerRule(async () => verdict, { owned: (o) => `Điện thoại đã được ${o.code} ${o.name} phụ trách` });
    expect(await check(text, "0981234567")).toBe("Điện thoại đã được NV002 Trần Minh Khoa phụ trách");
  });

  it("says 'đã tồn tại' only where that counts (the phone, not the website)", async () => {
    const exists = async (): Promise<Verdict> => ({ kind: "exists" });
    expect(await check(ownerRule(exists, { owned: () => "", exists: "Điện thoại đã tồn tại" }), "0902345678")).toBe(
      "Điện thoại đã tồn tại",
    );
    expect(await check(ownerRule(exists, { owned: () => "" }), "abc.vn")).toBeUndefined();
  });
});

describe("the owner message", () => {
  const message = (owner: Owner) =>
    renderToStaticMarkup(
      createElement(
        MemoryRouter,
        null,
        createElement(OwnedMessage, { template: "{{field}} đã được {{owner}} phụ trách", field: "Điện thoại", owner }),
      ),
    );

  it("links the salesperson to the partner when the user may open it", () => {
    expect(message(OWNER)).toMatch(
      /Điện thoại đã được <a href="\/crm\/partners\/p1"[^>]*>NV002 Trần Minh Khoa<\/a> phụ trách/,
    );
  });

  it("names the salesperson as plain text otherwise", () => {
    const html = message({ code: "NV002", name: "Trần Minh Khoa" });
    expect(html).toContain("Điện thoại đã được NV002 Trần Minh Khoa phụ trách");
    expect(html).not.toContain("<a");
  });
});
