import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../test/api.js";
import { ADMIN, SALE, staffTenant } from "../../../../../test/fixtures/staff-tenant.js";

/**
 * GET system/logs/export: the audit log as the screen lists it (filters, days in Vietnam, newest
 * first), read back from the workbook; the print right is required.
 */
let t: TestApp;
let tenant: Awaited<ReturnType<typeof staffTenant>>;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  tenant = await staffTenant(t, "logs_export");
  admin = (await tenant.signIn(ADMIN)).access_token;
  // 2,500 rows, five at each instant, across two days in Vietnam.
  await t.pool.query(
    `INSERT INTO ${tenant.schema}.audit_logs (at, user_name, action, entity, record_id, ip, user_agent)
     SELECT timestamptz '2024-03-01 20:00:00+07' + (i / 5) * interval '1 minute',
            (ARRAY['quynh', 'khoa'])[1 + i % 2], (ARRAY['create', 'update', 'delete'])[1 + i % 3],
            (ARRAY['unit', 'warehouse', 'user', 'config'])[1 + i % 4], 'R-' || i, '10.0.0.' || i % 7, 'Mozilla/5.0'
       FROM generate_series(1, 2500) AS i`,
  );
});
afterAll(() => t.close());

type Entry = { record_id: string; at: string; user_name: string; action: string; entity: string; ip: string };

async function listed(query: string): Promise<Entry[]> {
  const rows: Entry[] = [];
  for (let pageIndex = 1; ; pageIndex++) {
    const res = await tenant.send({
      method: "GET",
      url: `/api/system/logs?${query}&pageSize=1000&pageIndex=${pageIndex}`,
      token: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { items: Entry[] };
    rows.push(...page.items);
    if (page.items.length < 1000) return rows;
  }
}

async function exported(query: string) {
  const res = await tenant.send({ method: "GET", url: `/api/system/logs/export?${query}`, token: admin });
  expect(res.statusCode, res.body).toBe(200);
  expect(String(res.headers["content-disposition"])).toMatch(/filename="nhat-ky-he-thong_\d{8}_\d{4}\.xlsx"/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error("no sheet");
  return sheet;
}

const cells = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);

describe("GET system/logs/export", () => {
  it("writes the log newest first as the screen shows it", async () => {
    const query = "toDate=2024-03-02";
    const expected = await listed(query);
    expect(expected.length).toBeGreaterThan(1_000);
    const sheet = await exported(query);
    expect(cells(sheet, 1)).toEqual([
      "Thời gian",
      "Người dùng",
      "Thao tác",
      "Đối tượng",
      "Mã bản ghi",
      "Địa chỉ IP",
      "Trình duyệt",
    ]);
    const records = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2).getCell(5).value);
    expect(records).toEqual(expected.map((e) => e.record_id));
    const first = cells(sheet, 2);
    const entry = expected[0];
    if (!entry) throw new Error("no entry");
    expect(first[0]).toEqual(new Date(Date.parse(entry.at) + 7 * 3_600_000));
    expect(sheet.getRow(2).getCell(1).numFmt).toBe("dd/mm/yyyy hh:mm:ss");
    expect(first.slice(1)).toEqual([
      entry.user_name,
      ({ create: "Thêm mới", update: "Sửa", delete: "Xóa" } as Record<string, string>)[entry.action],
      (
        { unit: "Đơn vị tính", warehouse: "Kho hàng", user: "Người dùng", config: "Tham số hệ thống" } as Record<
          string,
          string
        >
      )[entry.entity],
      entry.record_id,
      entry.ip,
      "Mozilla/5.0",
    ]);
  });

  it("takes the screen's filters, days and order", async () => {
    const query = "entity=unit&action=update&fromDate=2024-03-02&toDate=2024-03-02&sortKey=at&sortType=asc";
    const expected = await listed(query);
    expect(expected.length).toBeGreaterThan(50);
    const sheet = await exported(`${query}&columns=record_id`);
    const records = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2).getCell(1).value);
    expect(records).toEqual(expected.map((e) => e.record_id));
  });

  it("is refused to a user who may read the log but not print it", async () => {
    await t.pool.query(
      `INSERT INTO ${tenant.schema}.user_rights (user_id, menu_id, r_access, r_read, r_print)
       SELECT id, 'system.logs', true, true, false FROM ${tenant.schema}.users WHERE user_name = $1`,
      [SALE.user_name],
    );
    const { access_token } = await tenant.signIn(SALE);
    expect((await tenant.send({ method: "GET", url: "/api/system/logs", token: access_token })).statusCode).toBe(200);
    const res = await tenant.send({ method: "GET", url: "/api/system/logs/export", token: access_token });
    expect(res.statusCode).toBe(403);
  });
});
