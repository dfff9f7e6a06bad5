import { get } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { partnerEntity } from "@sen/core";
import { and } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startTestApp, type TestApp } from "../../../../../test/api.js";
import { type CrmTenant, crmTenant } from "../../../../../test/fixtures/crm-tenant.js";
import { partners } from "../../modules/crm/crm.tables.js";
import { inTenant } from "../db/tenant-db.js";
import { listSql } from "./list.js";
import { keysetBatches } from "./list-keyset.js";
import { listQuerySchema } from "./list-query.js";
import { column } from "./list-where.js";
import { type EntityTable, visibleColumns } from "./table.js";

/**
 * GET {api}/export streams the list as an .xlsx: read back with exceljs, it holds the rows the
 * list route pages, in its order, written as the screen shows them; the print right, the
 * branches and a salesperson's scope hold; a client that goes away stops the reading.
 */
let t: TestApp;
let k: CrmTenant;
const ROWS = 3_000;
const ALL = "CN01,CN02,CN03";

beforeAll(async () => {
  t = await startTestApp();
  k = await crmTenant(t, "export_list");
  // Names with ties, salespeople with NULLs, creation times shared by ten rows at a time.
  await k.rows(
    `INSERT INTO partners (ma_dvcs, ma_kh, ten_kh, phone, gioi_tinh, ma_nguon, ma_cap_do, vip, ma_nvbh, ten_nvbh,
                           dia_ban_province, dia_ban_ward, created_at)
     SELECT coalesce(s.ma_dvcs, 'CN03'),
            'EX' || lpad(i::text, 5, '0'),
            (ARRAY['Nguyễn Thị Lan', 'Trần Văn Nam', 'Lê Hoàng Yến', 'Nguyễn Văn Đức', 'Đặng Thu Hà'])[1 + i % 5],
            '05' || lpad(i::text, 8, '0'),
            CASE WHEN i % 7 = 0 THEN NULL ELSE (1 + i % 2)::text END,
            (ARRAY['FACEBOOK', 'ZALO', 'HOTLINE', NULL])[1 + i % 4],
            (ARRAY['MOI', 'VANG', 'TIEMNANG'])[1 + i % 3],
            i % 9 = 0, s.ma_nv, s.ten_nv, '79', CASE WHEN i % 2 = 0 THEN '26740' END,
            timestamptz '2025-01-01 08:00:00+07' + (i / 10) * interval '1 hour 0.000123 second'
       FROM generate_series(1, $1::int) AS i
       LEFT JOIN (SELECT row_number() OVER (ORDER BY ma_nv) - 1 AS n, ma_nv, ten_nv, ma_dvcs FROM employees
                   WHERE ma_nv IN ('NV001', 'NV002', 'TS01', 'QL01')) AS s ON s.n = i % 5`,
    [ROWS],
  );
});
afterAll(() => t.close());

type Partner = Record<string, unknown> & { id: string; ma_kh: string };

async function listed(user: (typeof k)["admin"], query: string, branches: string): Promise<Partner[]> {
  const rows: Partner[] = [];
  for (let pageIndex = 1; ; pageIndex++) {
    const res = await user("GET", `crm/partners?${query}&pageSize=1000&pageIndex=${pageIndex}`, undefined, branches);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { items: Partner[] };
    rows.push(...page.items);
    if (page.items.length < 1000) return rows;
  }
}

async function workbook(
  user: (typeof k)["admin"],
  query: string,
  branches: string,
  language = "vi",
): Promise<{ sheet: ExcelJS.Worksheet; disposition: string }> {
  const res = await user("GET", `crm/partners/export?${query}`, undefined, branches, { "accept-language": language });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error("no sheet");
  return { sheet, disposition: String(res.headers["content-disposition"]) };
}

const cells = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
const codesOf = (sheet: ExcelJS.Worksheet) =>
  Array.from({ length: sheet.rowCount - 1 }, (_, i) => String(sheet.getRow(i + 2).getCell(1).value));

/** DD/MM/YYYY HH:mm:ss of an instant in Vietnam, as the screen shows it. */
const vietnamTime = (instant: string) =>
  new Date(Date.parse(instant) + 7 * 3_600_000)
    .toISOString()
    .replace(/^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2}:\d{2}).*$/, "$3/$2/$1 $4");
const shown = (value: unknown) =>
  value instanceof Date
    ? value.toISOString().replace(/^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2}:\d{2}).*$/, "$3/$2/$1 $4")
    : value;

describe("GET crm/partners/export", () => {
  it("writes every row of the list in its order, NULLs and ties included, in both directions", async () => {
    for (const sortType of ["desc", "asc"]) {
      const query = `sortKey=ma_nvbh&sortType=${sortType}`;
      const expected = await listed(k.admin, query, ALL);
      expect(expected.length).toBeGreaterThan(ROWS);
      const { sheet, disposition } = await workbook(k.admin, query, ALL);
      expect(codesOf(sheet)).toEqual(expected.map((p) => p.ma_kh));
      expect(disposition).toMatch(/^attachment; filename="khach-hang_\d{8}_\d{4}\.xlsx"$/);
    }
  });

  it("writes a search and a filter in a branch as the screen shows them", async () => {
    const query = `searchKey=nguyen&gioi_tinh=2&sortKey=created_at&sortType=asc`;
    const expected = await listed(k.admin, query, "CN01");
    expect(expected.length).toBeGreaterThan(100);
    const { sheet } = await workbook(k.admin, query, "CN01");
    expect(cells(sheet, 1)).toEqual([
      "Mã khách hàng",
      "Tên khách hàng",
      "Điện thoại",
      "Giới tính",
      "Tỉnh/thành, phường/xã",
      "Nguồn khách hàng",
      "Cấp độ",
      "Khách hàng VIP",
      "Nhân viên phụ trách",
      "Đang sử dụng",
      "Ngày tạo",
      "Chi nhánh",
    ]);
    const sources = new Map(
      (await k.rows<{ ma_nguon: string; ten_nguon: string }>("SELECT ma_nguon, ten_nguon FROM crm_source_types")).map(
        (s) => [s.ma_nguon, s.ten_nguon],
      ),
    );
    const levels = new Map(
      (await k.rows<{ ma_cap_do: string; ten_cap_do: string }>("SELECT ma_cap_do, ten_cap_do FROM crm_levels")).map(
        (s) => [s.ma_cap_do, s.ten_cap_do],
      ),
    );
    expect(sheet.rowCount - 1).toBe(expected.length);
    expected.forEach((p, i) => {
      const line = cells(sheet, i + 2).map(shown);
      expect(line, p.ma_kh).toEqual([
        p.ma_kh,
        p.ten_kh,
        p.phone,
        "Nữ",
        ["79", p.dia_ban_ward].filter(Boolean).join(", "),
        p.ma_nguon ? sources.get(String(p.ma_nguon)) : undefined,
        levels.get(String(p.ma_cap_do)),
        p.vip ? "Có" : "Không",
        p.ma_nvbh ? `${p.ma_nvbh} - ${p.ten_nvbh}` : undefined,
        p.status ? "Có" : "Không",
        vietnamTime(String(p.created_at)),
        "CN01",
      ]);
    });
    const created = sheet.getRow(2).getCell(11);
    expect(created.numFmt).toBe("dd/mm/yyyy hh:mm:ss");
  });

  it("writes money with thousands separators and dates as Excel dates", async () => {
    const [campaign] = await k.rows<{ ma_chien_dich: string; ngan_sach: string; tu_ngay: string }>(
      "SELECT ma_chien_dich, ngan_sach::text, tu_ngay::text FROM crm_campaigns WHERE ngan_sach > 1000 LIMIT 1",
    );
    if (!campaign) throw new Error("the demo has a campaign with a budget");
    const res = await k.admin(
      "GET",
      `crm/campaigns/export?columns=ma_chien_dich,ngan_sach,tu_ngay,loai&searchKey=${campaign.ma_chien_dich}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const row = book.worksheets[0]?.getRow(2);
    expect(row?.getCell(1).value).toBe(campaign.ma_chien_dich);
    expect(row?.getCell(2).value).toBe(Number(campaign.ngan_sach));
    expect(row?.getCell(2).numFmt).toBe("#,##0");
    expect(row?.getCell(3).value).toEqual(new Date(`${campaign.tu_ngay}T00:00:00Z`));
    expect(row?.getCell(3).numFmt).toBe("dd/mm/yyyy");
    expect(typeof row?.getCell(4).value).toBe("string");
    expect(String(res.headers["content-disposition"])).toMatch(/filename="chien-dich_\d{8}_\d{4}\.xlsx"/);
  });

  it("titles the columns asked for, in their order, in English when asked", async () => {
    const { sheet } = await workbook(k.admin, "columns=vip,ma_kh,ngay_sinh&searchKey=EX00009", ALL, "en");
    expect(cells(sheet, 1)).toEqual(["VIP", "Customer code", "Birthday"]);
    expect(cells(sheet, 2)).toEqual(["Yes", "EX00009"]);
  });

  it("gives a salesperson only her partners", async () => {
    const hers = await listed(k.sale01, "sortKey=ten_kh", "CN01");
    expect(hers.length).toBeGreaterThan(100);
    expect(hers.every((p) => p.ma_nvbh === "NV001")).toBe(true);
    const { sheet } = await workbook(k.sale01, "sortKey=ten_kh", "CN01");
    expect(codesOf(sheet)).toEqual(hers.map((p) => p.ma_kh));
  });

  it("refuses a user without the print right, and columns that are not the entity's", async () => {
    await k.rows(
      `UPDATE user_rights SET r_print = false
        WHERE menu_id = 'crm.partners' AND user_id = (SELECT id FROM users WHERE user_name = 'outsider')`,
    );
    expect((await k.outsider("GET", "crm/partners?pageSize=10")).statusCode).toBe(200);
    expect((await k.outsider("GET", "crm/partners/export")).statusCode).toBe(403);
    for (const columns of ["ma_kh,password_hash", ",,", "search_text"]) {
      const res = await k.admin("GET", `crm/partners/export?columns=${encodeURIComponent(columns)}`);
      expect(res.statusCode, columns).toBe(400);
      expect(res.json().errors.columns).toMatch(/^Cột xuất được: ma_kh, ten_kh/);
    }
  });
});

describe("the keyset walk", () => {
  it.each([
    ["ma_nvbh", "asc"],
    ["ma_nvbh", "desc"],
    ["created_at", "asc"],
    ["ten_kh", "desc"],
  ])("reads a filtered list by %s %s in small batches as the list orders it", async (sortKey, sortType) => {
    const query = `searchKey=nguyen&vip=false&sortKey=${sortKey}&sortType=${sortType}`;
    const expected = await listed(k.admin, query, "CN01,CN03");
    expect(expected.length).toBeGreaterThan(300);
    const parsed = listQuerySchema(partnerEntity).parse({ searchKey: "nguyen", vip: "false", sortKey, sortType });
    const table = partners as unknown as EntityTable;
    const read: string[] = [];
    const signal = new AbortController().signal;
    const tx = <T>(fn: Parameters<typeof inTenant<T>>[2]) => inTenant(t.pool, k.schema, fn);
    const q = await tx(async (db) => listSql(db, partnerEntity, table, parsed, ["CN01", "CN03"]));
    const walk = {
      table,
      where: and(q.branch, q.filters),
      order: q.order,
      keyColumn: column(table, sortKey),
      id: column(table, "id"),
      columns: visibleColumns(table),
    };
    for await (const batch of keysetBatches<Partner>(tx, walk, { size: 7, signal }))
      read.push(...batch.map((p) => p.ma_kh));
    expect(read).toEqual(expected.map((p) => p.ma_kh));
  });
});

describe("a client that goes away", () => {
  it("stops the export: no more batches are read", async () => {
    await k.rows(
      `INSERT INTO partners (ma_dvcs, ma_kh, ten_kh, phone, created_at)
       SELECT 'CN03', 'BIG' || lpad(i::text, 6, '0'), 'Khách số ' || i, '04' || lpad(i::text, 8, '0'), now()
         FROM generate_series(1, 40000) AS i`,
    );
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const login = await call(t.app, {
      method: "POST",
      url: "/api/auth/login",
      tenant: k.code,
      payload: { user_name: "admin", password: "Crm@12345" },
    });
    const { access_token } = login.json() as { access_token: string };
    let transactions = 0;
    const counted = () => transactions++;
    t.pool.on("acquire", counted);
    // The first bytes arrive, then the client goes away.
    await new Promise<void>((resolve, reject) => {
      const req = get(
        {
          host: "127.0.0.1",
          port,
          path: "/api/crm/partners/export",
          headers: { authorization: `Bearer ${access_token}`, "x-tenant": k.code, "x-branches": "CN03" },
        },
        (res) => {
          expect(res.statusCode).toBe(200);
          res.once("data", () => {
            req.destroy();
            resolve();
          });
        },
      );
      req.on("error", reject);
    });
    await sleep(300);
    const afterAbort = transactions;
    await sleep(1_000);
    t.pool.off("acquire", counted);
    // 40,000 rows are 40 batches: the export stopped after a few.
    expect(afterAbort).toBeLessThan(15);
    expect(transactions).toBe(afterAbort);
  });
});
