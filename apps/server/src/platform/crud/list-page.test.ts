import { campaignEntity, type EntityDefinition, partnerEntity, taskEntity } from "@sen/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../test/api.js";
import { crmTenant } from "../../../../../test/fixtures/crm-tenant.js";
import { campaigns, partners, tasks } from "../../modules/crm/crm.tables.js";
import { inTenant } from "../db/tenant-db.js";
import { listOrder } from "./list-order.js";
import { unfilteredPage } from "./list-page.js";
import type { EntityTable } from "./table.js";
import { visibleColumns } from "./table.js";

/**
 * The unfiltered page reads its rows without drizzle's query builder: every value must come out
 * as drizzle gives it (dates and times as text, money as numbers, flags as booleans), in order.
 */
let t: TestApp;
const TENANT = "list_page";
const SCHEMA = `t_${TENANT}`;
const BRANCHES = ["CN01", "CN02", "CN03"];

beforeAll(async () => {
  t = await startTestApp();
  await crmTenant(t, TENANT);
});
afterAll(() => t.close());

const cases: [string, EntityDefinition, EntityTable, { sortKey?: string; sortType?: "asc" | "desc" }][] = [
  ["partners, newest first", partnerEntity, partners as unknown as EntityTable, {}],
  ["partners by name", partnerEntity, partners as unknown as EntityTable, { sortKey: "ten_kh", sortType: "asc" }],
  ["tasks (date-times)", taskEntity, tasks as unknown as EntityTable, {}],
  ["campaigns (money, dates)", campaignEntity, campaigns as unknown as EntityTable, { sortKey: "ma_chien_dich" }],
];

describe("the unfiltered page", () => {
  it.each(cases)("of %s holds drizzle's rows, in the list's order", async (_, definition, table, sort) => {
    const order = listOrder(definition, table, { pageIndex: 1, pageSize: 10, sortType: "asc", ...sort });
    const expected = await inTenant(t.pool, SCHEMA, (db) => db.select(visibleColumns(table)).from(table));
    expect(expected.length).toBeGreaterThan(0);
    const page = await inTenant(t.pool, SCHEMA, (db) =>
      unfilteredPage(db, definition, table, { order, branches: BRANCHES, limit: 1000, offset: 0 }),
    );
    expect(page).toHaveLength(expected.length);
    const byId = new Map(expected.map((row) => [row.id, row]));
    for (const row of page) expect(row).toStrictEqual(byId.get(row.id));
    const keys = page.map((row) => {
      const key = row[order.name];
      return key instanceof Date ? key.getTime() : (key as string | number);
    });
    const sorted = [...keys].sort((a, b) => {
      const before = typeof a === "string" ? a.localeCompare(String(b), "vi") : a - Number(b);
      return order.descending ? -before : before;
    });
    expect(keys).toEqual(sorted);
  });

  it("reads a deeper page and a smaller set of branches", async () => {
    const order = listOrder(partnerEntity, partners as unknown as EntityTable, {
      pageIndex: 1,
      pageSize: 10,
      sortType: "asc",
    });
    const read = (branches: string[], offset: number) =>
      inTenant(t.pool, SCHEMA, (db) =>
        unfilteredPage(db, partnerEntity, partners as unknown as EntityTable, { order, branches, limit: 5, offset }),
      );
    const first = await read(BRANCHES, 0);
    const second = await read(BRANCHES, 5);
    expect(first).toHaveLength(5);
    expect(second.map((r) => r.id)).not.toContain(first[0]?.id);
    const one = await read(["CN02"], 0);
    expect(one.every((r) => r.ma_dvcs === "CN02")).toBe(true);
  });
});
