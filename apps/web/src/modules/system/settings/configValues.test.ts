import { describe, expect, it } from "vitest";
import { changedConfigs, groupConfigs, isJsonList, parseTextList } from "./configValues";

const rows = [
  { name: "call_center_enable", group: "call_center", value: "f", type: "boolean" },
  { name: "sale_return_days", group: "sale", value: "0", type: "number" },
  { name: "crm_partner_require_phone", group: "crm", value: "t", type: "boolean" },
  { name: "my_flag", group: "custom", value: "", type: "text" },
];

describe("settings values", () => {
  it("sends only what was changed, by name with its group", () => {
    const edited = { sale_return_days: "7", crm_partner_require_phone: "t", call_center_enable: "t" };
    expect(changedConfigs(rows, edited)).toEqual([
      { name: "call_center_enable", group: "call_center", value: "t" },
      { name: "sale_return_days", group: "sale", value: "7" },
    ]);
    expect(changedConfigs(rows, {})).toEqual([]);
  });

  it("groups in the known order with unknown groups last", () => {
    expect(groupConfigs(rows).map(([group]) => group)).toEqual(["crm", "sale", "call_center", "custom"]);
  });

  it("reads a JSON list of texts, and refuses anything else", () => {
    expect(parseTextList('["Nghe máy","Máy bận"]')).toEqual(["Nghe máy", "Máy bận"]);
    expect(parseTextList("")).toEqual([]);
    expect(parseTextList('{"a":1}')).toBeUndefined();
    expect(parseTextList("not json")).toBeUndefined();
    expect(isJsonList("[1, 2]")).toBe(true);
    expect(isJsonList('{"a":1}')).toBe(false);
    expect(isJsonList("[1,")).toBe(false);
  });
});
