import { warehouseEntity } from "@sen/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startTestApp, type TestApp } from "../../../../../test/api.js";
import { warehouses } from "../../modules/stock/stock.tables.js";
import { provisionTenant } from "../../seed/provision.js";
import { inTenant } from "../db/tenant-db.js";
import { listSql, readPage } from "./list.js";
import { listQuerySchema } from "./list-query.js";

/**
 * A far page is read from the other end of the list (the order reversed, the offset counted from
 * the end, the rows turned round). Over a few thousand warehouses full of ties and NULLs, every
 * page read that way holds exactly the rows OFFSET from the start gives, and those the list route
 * gives (the engine that sorts a short list whole), in both directions, for a branch, a filter
 * and a search.
 */
const TENANT = "list_ends";
const SCHEMA = `t_${TENANT}`;
const ALL = ["CN01", "CN02", "CN03"];
const ROWS = 2_400;
const PAGE = 150;
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  await provisionTenant(t.pool, {
    code: TENANT,
    name: "Kho hai đầu",
    branches: ALL.map((ma_dvcs) => ({ ma_dvcs, ten_dvcs: `Chi nhánh ${ma_dvcs}` })),
    admin: { user_name: "admin", password: "Kho@12345", full_name: "Quản trị viên", branchs: ALL.join(",") },
  });
  // Seven names (two differ in case only, 'Đ' sorts after 'D'), three storekeepers and NULL, two statuses.
  await t.pool.query(
    `INSERT INTO ${SCHEMA}.warehouses (ma_dvcs, ma_kho, ten_kho, thu_kho, status)
     SELECT 'CN0' || (1 + i % 3), 'W' || lpad(i::text, 4, '0'),
            (ARRAY['Kho Đặng', 'Kho Dương', 'Kho Giang', 'Kho An', 'kho an', 'Kho Ánh', 'Kho Bùi'])[1 + i % 7]
              || CASE WHEN i % 5 = 0 THEN '' ELSE ' ' || i % 11 END,
            CASE WHEN i % 4 = 0 THEN NULL ELSE (ARRAY['Hà', 'Minh', 'Lan'])[1 + i % 3] END,
            i % 3 <> 0
       FROM generate_series(1, $1::int) AS i`,
    [ROWS],
  );
  const signIn = await call(t.app, {
    method: "POST",
    url: "/api/auth/login",
    tenant: TENANT,
    payload: { user_name: "admin", password: "Kho@12345" },
  });
  token = signIn.json().access_token;
});
afterAll(() => t.close());

type Page = { items: { id: string }[]; total: number; totalExact?: false };

/** A page of the list route. */
async function routePage(query: Record<string, string>, branches = ALL): Promise<Page> {
  const res = await call(t.app, {
    method: "GET",
    url: `/api/stock/warehouses?${new URLSearchParams(query)}`,
    tenant: TENANT,
    token,
    headers: { "x-branches": branches.join(",") },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every id of the list as the list route pages it. */
async function routeOrder(query: Record<string, string>, branches: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (let pageIndex = 1; ; pageIndex++) {
    const page = await routePage({ ...query, pageSize: "1000", pageIndex: String(pageIndex) }, branches);
    expect(page.totalExact).toBeUndefined();
    ids.push(...page.items.map((w) => w.id));
    if (page.items.length < 1000) return ids;
  }
}

const orders = [undefined, "ma_kho", "ten_kho", "thu_kho", "status"].flatMap((sortKey) =>
  (["asc", "desc"] as const).map(
    (sortType): Record<string, string> => (sortKey ? { sortKey, sortType } : { sortType }),
  ),
);
const lists: [string, Record<string, string>, string[]][] = [
  ["every branch", {}, ALL],
  ["one branch", {}, ["CN02"]],
  ["a filter", { status: "false" }, ALL],
  ["a search in two branches", { searchKey: "kho d" }, ["CN01", "CN03"]],
];
const cases = lists.flatMap(([name, filters, branches]) =>
  orders.map(
    (order) => [`${name}, ${order.sortKey ?? "default order"} ${order.sortType}`, filters, branches, order] as const,
  ),
);

describe("a page read from the end of the list", () => {
  it.each(cases)("holds the rows OFFSET gives: %s", async (_, filters, branches, order) => {
    const expected = await routeOrder({ ...filters, ...order }, branches);
    expect(expected.length).toBeGreaterThan(2 * PAGE);
    const query = listQuerySchema(warehouseEntity).parse({ ...filters, ...order });
    const unfiltered = Object.keys(filters).length === 0 ? { definition: warehouseEntity, branches } : undefined;
    await inTenant(t.pool, SCHEMA, async (db) => {
      const q = listSql(db, warehouseEntity, warehouses, query, branches);
      // Every page, and the one just past the end.
      for (let offset = 0; offset <= expected.length; offset += PAGE) {
        const page = { ...q, offset, limit: PAGE };
        const wanted = expected.slice(offset, offset + PAGE);
        const fromStart = await readPage(page, "start", unfiltered);
        const fromEnd = await readPage(page, { end: expected.length }, unfiltered);
        expect(
          fromStart.map((w) => w.id),
          `offset ${offset} from the start`,
        ).toEqual(wanted);
        expect(
          fromEnd.map((w) => w.id),
          `offset ${offset} from the end`,
        ).toEqual(wanted);
      }
    });
  });

  it("is what the list route answers for the far half of a long list, with an exact total", async () => {
    // Enough rows that the route neither sorts the list whole nor counts it unless the page is far.
    await t.pool.query(
      `INSERT INTO ${SCHEMA}.warehouses (ma_dvcs, ma_kho, ten_kho, thu_kho, status)
       SELECT 'CN01', 'X' || lpad(i::text, 5, '0'), 'Kho thêm ' || i % 13, NULLIF(i % 5, 0)::text, i % 2 = 0
         FROM generate_series(1, 20000) AS i`,
    );
    await t.pool.query(`ANALYZE ${SCHEMA}.warehouses`);
    const total = ROWS + 20_000;
    const near = await routePage({ sortKey: "thu_kho", sortType: "desc", pageSize: "100", pageIndex: "2" });
    expect(near.totalExact).toBe(false);
    const lastIndex = Math.ceil(total / 100);
    const last = await routePage({
      sortKey: "thu_kho",
      sortType: "desc",
      pageSize: "100",
      pageIndex: String(lastIndex),
    });
    expect(last.total).toBe(total);
    expect(last.totalExact).toBeUndefined();
    const { rows } = await t.pool.query<{ id: string }>(
      `SELECT id FROM ${SCHEMA}.warehouses ORDER BY thu_kho COLLATE "vi-x-icu" DESC, id DESC OFFSET $1`,
      [(lastIndex - 1) * 100],
    );
    expect(last.items.map((w) => w.id)).toEqual(rows.map((r) => r.id));
  });
});
