import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startTestApp, type TestApp } from "../../../../../test/api.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** What the web app loads at start-up (before the first screen), each with a field its items must describe. */
const LOOKUPS = [
  ["/api/system/command", "system", "menu_id0"],
  ["/api/system/configs", "system", "value"],
  ["/api/system/branchs/lookup", "system", "ma_dvcs"],
  ["/api/system/dictionaries/lookup", "system", "ma_tudien"],
  ["/api/system/stt/lookup", "system", "is_default"],
  ["/api/call-center/providers", "callcenter", "wss"],
] as const;

describe("the start-up lookups in OpenAPI", () => {
  it("are each described with their tag and the fields of their items", async () => {
    const spec = (await call(t.app, { method: "GET", url: "/api/docs/json" })).json();
    for (const [path, tag, field] of LOOKUPS) {
      const get = spec.paths[path]?.get;
      expect(get?.tags, path).toEqual([tag]);
      const body = get.responses["200"].content["application/json"].schema;
      expect(body.required, path).toEqual(["items", "total"]);
      expect(body.properties.items.items.properties, path).toHaveProperty(field);
    }
    const filters = (path: string) => spec.paths[path].get.parameters.map((p: { name: string }) => p.name);
    expect(filters("/api/system/dictionaries/lookup")).toEqual(["group"]);
    expect(filters("/api/system/stt/lookup")).toEqual(["ma_ct"]);
    expect(filters("/api/system/branchs")).toEqual(expect.arrayContaining(["pageIndex", "pageSize", "searchKey"]));
  });
});
