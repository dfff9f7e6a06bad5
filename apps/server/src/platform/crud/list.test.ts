import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startTestApp, type TestApp } from "../../../../../test/api.js";
import { provisionTenant } from "../../seed/provision.js";
import { EXACT_TOTAL_CAP } from "./list.js";

/**
 * The list engine on its own tenant (it adds twenty thousand warehouses): exact totals when
 * counting is cheap and an estimate otherwise, Vietnamese search and sort, pages that neither
 * overlap nor skip, and bad list parameters refused with a message.
 */
const TENANT = "list_engine";
let t: TestApp;
let token: string;

type Warehouse = { id: string; ma_kho: string; ten_kho: string; status: boolean };
type Page = { items: Warehouse[]; total: number; totalExact?: boolean };

beforeAll(async () => {
  t = await startTestApp();
  await provisionTenant(t.pool, {
    code: TENANT,
    name: "Kho Sen",
    branches: [{ ma_dvcs: "CN01", ten_dvcs: "Chi nhánh Hoàn Kiếm" }],
    admin: { user_name: "admin", password: "Kho@12345", full_name: "Quản trị viên", branchs: "CN01" },
  });
  const signIn = await call(t.app, {
    method: "POST",
    url: "/api/auth/login",
    tenant: TENANT,
    payload: { user_name: "admin", password: "Kho@12345" },
  });
  token = signIn.json().access_token;
});
afterAll(() => t.close());

const list = (query: string, language = "vi") =>
  call(t.app, {
    method: "GET",
    url: `/api/stock/warehouses?${query}`,
    tenant: TENANT,
    token,
    headers: { "x-branches": "CN01", "accept-language": language },
  });

async function page(query: string): Promise<Page> {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** `count` warehouses K00001… named 'Kho số N', and ANALYZE so the planner knows them. */
async function addWarehouses(from: number, count: number) {
  await t.pool.query(
    `INSERT INTO t_${TENANT}.warehouses (ma_dvcs, ma_kho, ten_kho, status)
     SELECT 'CN01', 'K' || lpad(i::text, 5, '0'), 'Kho số ' || i, i % 3 <> 0 FROM generate_series($1::int, $2::int) i`,
    [from, from + count - 1],
  );
  await t.pool.query(`ANALYZE t_${TENANT}.warehouses`);
}

const names = (p: Page) => p.items.map((w) => w.ten_kho);

describe("Vietnamese search and sort", () => {
  const people = ["Kho Đặng Thu Hà", "Kho Dương Văn Minh", "Kho Giang Thị Lan", "Kho Bùi Văn An", "Kho Ánh Dương"];
  const created: string[] = [];
  beforeAll(async () => {
    for (const [i, ten_kho] of [...people, "Kho Nguyễn Văn Hùng", "Kho giảm 100% phí", "Kho A_B"].entries()) {
      const res = await call(t.app, {
        method: "POST",
        url: "/api/stock/warehouses",
        tenant: TENANT,
        token,
        headers: { "x-branches": "CN01" },
        payload: { ma_kho: `VN${i}`, ten_kho, dien_thoai: `090312345${i}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      created.push(res.json().id);
    }
  });
  afterAll(async () => {
    await t.pool.query(`DELETE FROM t_${TENANT}.warehouses WHERE id = ANY($1)`, [created]);
  });

  it("finds 'Nguyễn Văn Hùng' typed without marks, in capitals, decomposed or pasted with a tab", async () => {
    for (const searchKey of [
      "nguyen van hung",
      "NGUYEN VAN HUNG",
      "Nguye\u0302\u0303n Va\u0306n Hu\u0300ng",
      "  nguyễn\tvăn \n hùng ",
    ]) {
      const found = await page(`searchKey=${encodeURIComponent(searchKey)}`);
      expect(names(found), JSON.stringify(searchKey)).toEqual(["Kho Nguyễn Văn Hùng"]);
      expect(found.total).toBe(1);
      expect(found.totalExact).toBeUndefined();
    }
    expect(names(await page(`searchKey=${encodeURIComponent("nguyen hung")}`))).toEqual([]);
  });

  it("finds a phrase of several words from the start of a word, its last word unfinished", async () => {
    for (const searchKey of ["van hung", "nguyen van hu", "Văn Hùng", "kho nguyen van"]) {
      expect(names(await page(`searchKey=${encodeURIComponent(searchKey)}`)), searchKey).toEqual([
        "Kho Nguyễn Văn Hùng",
      ]);
    }
    expect(names(await page(`searchKey=${encodeURIComponent("guyen van hung")}`))).toEqual([]);
    expect(names(await page(`searchKey=${encodeURIComponent("van hung kho")}`))).toEqual([]);
  });

  it("keeps the word pairs of a very long word, cut, and still finds the phrase", async () => {
    const { rows } = await t.pool.query(
      `SELECT public.sen_word_pairs('kho ' || repeat('x', 3000)) @@ public.sen_word_pairs_query('kho ' || repeat('x', 190)) AS found,
              public.sen_word_pairs('kho ' || repeat('x', 3000)) @@ public.sen_word_pairs_query('kho ' || repeat('x', 189) || 'y') AS other`,
    );
    expect(rows[0]).toEqual({ found: true, other: false });
  });

  it("takes % and _ literally and finds phone fragments", async () => {
    expect(names(await page(`searchKey=${encodeURIComponent("100%")}`))).toEqual(["Kho giảm 100% phí"]);
    expect(names(await page(`searchKey=${encodeURIComponent("a_b")}`))).toEqual(["Kho A_B"]);
    expect((await page("searchKey=0903123454")).items.map((w) => w.ma_kho)).toEqual(["VN4"]);
  });

  it("matches a one- or two-letter term at the start of a word only", async () => {
    expect(names(await page("searchKey=an"))).toEqual(["Kho Bùi Văn An", "Kho Ánh Dương"]);
    expect(names(await page(`searchKey=${encodeURIComponent("Đ")}`))).toEqual([
      "Kho Đặng Thu Hà",
      "Kho Dương Văn Minh",
      "Kho Ánh Dương",
    ]);
  });

  it("sorts names the Vietnamese way: Đ after D, before G", async () => {
    const query = `sortKey=ten_kho&pageSize=100&searchKey=${encodeURIComponent("kho")}`;
    const ordered = names(await page(`${query}&sortType=asc`)).filter((n) => people.includes(n));
    expect(ordered).toEqual([
      "Kho Ánh Dương",
      "Kho Bùi Văn An",
      "Kho Dương Văn Minh",
      "Kho Đặng Thu Hà",
      "Kho Giang Thị Lan",
    ]);
    const reversed = names(await page(`${query}&sortType=desc`)).filter((n) => people.includes(n));
    expect(reversed).toEqual([...ordered].reverse());
  });
});

describe("totals", () => {
  const code = (n: number) => `K${String(n).padStart(5, "0")}`;

  it(`are exact for a list of up to ${EXACT_TOTAL_CAP} rows, then estimated and marked totalExact: false`, async () => {
    await addWarehouses(1, EXACT_TOTAL_CAP);
    const exact = await page("pageSize=10");
    expect(exact.total).toBe(EXACT_TOTAL_CAP);
    expect(exact.totalExact).toBeUndefined();
    expect(exact.items.map((w) => w.ma_kho)).toEqual(Array.from({ length: 10 }, (_, i) => code(i + 1)));

    await addWarehouses(EXACT_TOTAL_CAP + 1, 500);
    const estimated = await page("pageSize=10");
    expect(estimated.totalExact).toBe(false);
    expect(estimated.total).toBeGreaterThan(EXACT_TOTAL_CAP * 0.8);
    expect(estimated.total).toBeLessThan(EXACT_TOTAL_CAP * 1.2);
    expect(estimated.items).toEqual(exact.items);

    // The far half is read from the end of the list, which is counted for it: the total is exact.
    const last = await page(`pageSize=10&pageIndex=${(EXACT_TOTAL_CAP + 500) / 10}`);
    expect(last.items.map((w) => w.ma_kho)).toEqual(
      Array.from({ length: 10 }, (_, i) => code(EXACT_TOTAL_CAP + 491 + i)),
    );
    expect(last.total).toBe(EXACT_TOTAL_CAP + 500);
    expect(last.totalExact).toBeUndefined();
  });

  it("count a search matching a few rows exactly and estimate a common one", async () => {
    const rare = await page(`pageSize=20&searchKey=${encodeURIComponent("số 1000")}`);
    expect(rare.items.map((w) => w.ten_kho)).toEqual([
      "Kho số 1000",
      ...Array.from({ length: 10 }, (_, i) => `Kho số ${10_000 + i}`),
    ]);
    expect(rare.total).toBe(11);
    expect(rare.totalExact).toBeUndefined();

    const common = await page(`searchKey=${encodeURIComponent("kho so 1")}`); // 1, 10…19, 100…199, …: 11,111 rows
    expect(common.items.map((w) => w.ten_kho)).toEqual([
      "Kho số 1",
      ...Array.from({ length: 9 }, (_, i) => `Kho số ${10 + i}`),
    ]);
    expect(common.totalExact).toBe(false);
    expect(common.total).toBeGreaterThan(11_111 * 0.8);
    expect(common.total).toBeLessThan(11_111 * 1.2);
  });

  async function everyPageOf(query: string): Promise<Warehouse[]> {
    const seen: Warehouse[] = [];
    for (let pageIndex = 1; ; pageIndex++) {
      const p = await page(`${query}&pageSize=1000&pageIndex=${pageIndex}`);
      seen.push(...p.items);
      if (p.items.length < 1000) return seen;
    }
  }

  it("page through a long list in order, without overlap or gap", async () => {
    const seen = await everyPageOf("sortKey=status&sortType=desc");
    const all = await t.pool.query(`SELECT count(*)::int AS n FROM t_${TENANT}.warehouses`);
    expect(seen).toHaveLength(all.rows[0].n);
    expect(new Set(seen.map((w) => w.id)).size).toBe(seen.length);
    const firstInactive = seen.findIndex((w) => !w.status);
    expect(seen.slice(firstInactive).every((w) => !w.status)).toBe(true);
  });

  it("page through a filter of a long list as the database orders it", async () => {
    const seen = await everyPageOf("status=false&sortKey=ma_kho&sortType=desc");
    const expected = await t.pool.query(
      `SELECT ma_kho FROM t_${TENANT}.warehouses WHERE NOT status ORDER BY ma_kho DESC, id DESC`,
    );
    expect(seen.map((w) => w.ma_kho)).toEqual(expected.rows.map((r) => r.ma_kho));
  });
});

describe("bad list parameters", () => {
  it("are refused with 400 and a message in the user's language", async () => {
    const sort = await list("sortKey=dia_chi");
    expect(sort.statusCode).toBe(400);
    expect(sort.json()).toEqual({
      message: "Tham số không hợp lệ: sortKey",
      errors: { sortKey: "Chỉ sắp xếp được theo: ma_kho, ten_kho, thu_kho, status" },
    });
    const size = await list("pageSize=25");
    expect(size.statusCode).toBe(400);
    expect(size.json().errors).toEqual({ pageSize: "Số dòng mỗi trang: 10, 20, 50, 100, 200, 500, 1000" });
    const search = await list(`searchKey=${"đ".repeat(201)}`);
    expect(search.statusCode).toBe(400);
    expect(search.json().errors).toEqual({ searchKey: "Từ khóa tối đa 200 ký tự" });
    for (const pageIndex of ["0", "abc", "1.5", "1000001"]) {
      const res = await list(`pageIndex=${pageIndex}`);
      expect(res.statusCode, pageIndex).toBe(400);
      expect(res.json().errors).toEqual({ pageIndex: "Trang là số nguyên từ 1 đến 1.000.000" });
    }
    const english = await list("pageSize=25&sortKey=ghi_chu", "en");
    expect(english.json().message).toBe("Invalid parameters: pageSize, sortKey");
    expect(english.json().errors.pageSize).toBe("Rows per page: 10, 20, 50, 100, 200, 500, 1000");
  });
});
