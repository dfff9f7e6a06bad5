import { PRODUCT_IMPORT_COLUMNS, SERVICE_IMPORT_COLUMNS } from "@sen/core";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { catalogueTenant } from "../../../../../../test/fixtures/catalogue-tenant.js";

let t: TestApp;
let k: Awaited<ReturnType<typeof catalogueTenant>>;
beforeAll(async () => {
  t = await startTestApp();
  k = await catalogueTenant(t, "vt_import");
  for (const [ma_nhom, ten_nhom] of [
    ["MP", "Mỹ phẩm"],
    ["DV", "Dịch vụ da"],
  ]) {
    expect((await k.admin("POST", "stock/product-groups", { ma_nhom, ten_nhom })).statusCode).toBe(200);
  }
  expect((await k.admin("POST", "stock/product-types", { ma_loai: "BAN", ten_loai: "Hàng bán" })).statusCode).toBe(200);
});
afterAll(() => t.close());

interface Checked {
  line: number;
  problems: string[];
  product?: Record<string, unknown>;
}

const check = async (api: string, rows: object[], extra: object = {}) => {
  const res = await k.admin("POST", `${api}/import/check`, { rows, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().rows as Checked[];
};

const product = async (code: string) => {
  const res = await k.admin("GET", `stock/products?searchKey=${code}`);
  return (res.json().items as Record<string, unknown>[]).find((r) => r.ma_vt === code);
};

describe("POST stock/products/import/check", () => {
  it("previews each row: codes and names resolved, problems named with the value, nothing written", async () => {
    const rows = await check("stock/products", [
      {
        line: 2,
        ma_vt: "sr001",
        ten_vt: "  Sữa rửa mặt trà xanh 150ml ",
        ma_dvt: "tuýp",
        ma_nhom: "my pham",
        ma_loai: "BAN",
        ma_vach: "8934567000011",
        ma_thue: "T10",
        gia_ban: "185,000",
        theo_doi_ton: "Có",
      },
      { line: 3, ma_vt: "KEM01", ten_vt: "Kem dưỡng ẩm", ma_dvt: "HOP", gia_ban: 320000, theo_doi_ton: "không" },
      { line: 4, ma_vt: "SR001", ten_vt: "Trùng mã dòng trên", ma_dvt: "CAI" },
      { line: 5, ma_vt: "TH01", ten_vt: "Nước hoa hồng", ma_dvt: "Thùng" },
      { line: 6, ma_vt: "GIA01", ten_vt: "Giá sai", ma_dvt: "CAI", gia_ban: "một trăm", ma_nhom: "Nhóm lạ" },
      { line: 7, ten_vt: "Không mã", ma_dvt: "CAI", gia_ban: "-5" },
      { line: 8, ma_vt: "MA SAI!", ma_dvt: "CAI", theo_doi_ton: "có lẽ" },
    ]);
    expect(rows.map((r) => [r.line, r.problems])).toEqual([
      [2, []],
      [3, []],
      [4, ["Trùng mã hàng với dòng 2"]],
      [5, ["Đơn vị tính cơ sở 'Thùng' không tồn tại"]],
      [6, ["Nhóm 'Nhóm lạ' không tồn tại", "Giá bán 'một trăm' không phải là số"]],
      [7, ["Mã hàng là bắt buộc", "Giá bán phải lớn hơn hoặc bằng 0"]],
      [8, ["Theo dõi tồn kho 'có lẽ' phải là Có hoặc Không", "Mã hàng không hợp lệ", "Tên hàng là bắt buộc"]],
    ]);
    expect(rows[0]?.product).toMatchObject({
      ma_vt: "SR001",
      ten_vt: "Sữa rửa mặt trà xanh 150ml",
      ma_dvt: "TUYP",
      ten_dvt: "Tuýp",
      ma_nhom: "MP",
      ten_nhom: "Mỹ phẩm",
      ma_loai: "BAN",
      ma_thue: "T10",
      gia_ban: 185000,
      theo_doi_ton: true,
    });
    expect(rows[1]?.product).toMatchObject({ ma_dvt: "HOP", gia_ban: 320000, theo_doi_ton: false });
    expect(await product("SR001")).toBeUndefined();
  });

  it("answers in English when asked, and refuses a cell longer than 2,000 characters naming its row", async () => {
    const res = await k.admin(
      "POST",
      "stock/products/import/check",
      { rows: [{ line: 2, ma_vt: "X1", ten_vt: "X", ma_dvt: "Barrel" }] },
      { "x-branches": "CN01", "accept-language": "en" },
    );
    expect(res.json().rows[0].problems).toEqual(["Base unit 'Barrel' does not exist"]);
    const long = await k.admin("POST", "stock/products/import/check", {
      rows: [{ line: 2, ma_vt: "X1", ten_vt: "x".repeat(2001), ma_dvt: "CAI" }],
    });
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors)).toEqual(["rows.0.ten_vt"]);
    const [tooLong] = await check("stock/products", [{ line: 9, ma_vt: "X1", ten_vt: "x".repeat(300), ma_dvt: "CAI" }]);
    expect(tooLong?.problems).toEqual(["Tên hàng tối đa 255 ký tự"]);
  });

  it("needs the right to add products", async () => {
    const res = await k.sale("POST", "stock/products/import/check", { rows: [{ line: 2, ma_vt: "A" }] });
    expect(res.statusCode).toBe(403);
    const run = await k.sale("POST", "stock/services/import", { rows: [{ line: 2, ma_vt: "A" }] });
    expect(run.statusCode).toBe(403);
  });
});

describe("POST stock/products/import", () => {
  it("creates the good rows as goods through the save's rules and audit, and skips the others", async () => {
    const res = await k.admin("POST", "stock/products/import", {
      rows: [
        { line: 2, ma_vt: "IMP01", ten_vt: "Dầu gội bưởi", ma_dvt: "Chai", ma_nhom: "MP", gia_ban: 99000 },
        { line: 3, ma_vt: "IMP02", ten_vt: "Kem chống nắng", ma_dvt: "Tuýp", gia_ban: "250,000", ma_thue: "T8" },
        { line: 4, ma_vt: "IMP03", ten_vt: "Đơn vị lạ", ma_dvt: "Thùng" },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      created: 2,
      updated: 0,
      skipped: [{ line: 4, problems: ["Đơn vị tính cơ sở 'Thùng' không tồn tại"] }],
    });
    expect(await product("IMP01")).toMatchObject({
      ten_vt: "Dầu gội bưởi",
      ma_dvt: "CHAI",
      ma_nhom: "MP",
      gia_ban: 99000,
      loai_vt: "VT",
      theo_doi_ton: true,
      tk_vt: "1561",
    });
    const [audit] = await k.auditOf("product", String((await product("IMP02"))?.id));
    expect(audit).toMatchObject({ action: "create", user_name: "admin" });
  });

  it("skips a code that exists, or updates it with the cells given when asked to", async () => {
    const rows = [{ line: 2, ma_vt: "IMP01", ten_vt: "Dầu gội bưởi 500ml", gia_ban: "109000" }];
    const skip = await k.admin("POST", "stock/products/import", { rows });
    expect(skip.json()).toEqual({
      created: 0,
      updated: 0,
      skipped: [{ line: 2, problems: ["Mã hàng 'IMP01' đã tồn tại"] }],
    });
    const [preview] = await check("stock/products", rows, { cap_nhat: true });
    expect(preview?.problems).toEqual([]);
    const update = await k.admin("POST", "stock/products/import", { rows, cap_nhat: true });
    expect(update.json()).toEqual({ created: 0, updated: 1, skipped: [] });
    expect(await product("IMP01")).toMatchObject({ ten_vt: "Dầu gội bưởi 500ml", gia_ban: 109000, ma_dvt: "CHAI" });
    // A goods import never takes over a service's code.
    await k.admin("POST", "stock/services", { ma_vt: "DV-MASSAGE", ten_vt: "Massage", ma_dvt: "LAN" });
    const service = await k.admin("POST", "stock/products/import", {
      rows: [{ line: 2, ma_vt: "DV-MASSAGE", ten_vt: "Hàng", ma_dvt: "CAI" }],
      cap_nhat: true,
    });
    expect(service.json().skipped).toEqual([{ line: 2, problems: ["Mã hàng 'DV-MASSAGE' đã tồn tại"] }]);
  });

  it("imports services, never stocked, with their duration and sessions", async () => {
    const res = await k.admin("POST", "stock/services/import", {
      rows: [
        {
          line: 2,
          ma_vt: "GOIDAU",
          ten_vt: "Gội đầu dưỡng sinh",
          ma_dvt: "lan",
          so_phut: 60,
          so_buoi: "1",
          gia_ban: 150000,
        },
        { line: 3, ma_vt: "TRIMUN", ten_vt: "Liệu trình trị mụn", ma_dvt: "Liệu trình", so_phut: "90", so_buoi: 10 },
        { line: 4, ma_vt: "LAU", ten_vt: "Quá lâu", ma_dvt: "LAN", so_phut: 2000 },
      ],
    });
    expect(res.json()).toEqual({
      created: 2,
      updated: 0,
      skipped: [{ line: 4, problems: ["Thời lượng (phút) phải nhỏ hơn hoặc bằng 1440"] }],
    });
    const list = await k.admin("GET", "stock/services?searchKey=TRIMUN");
    expect(list.json().items[0]).toMatchObject({
      ma_dvt: "LT",
      so_phut: 90,
      so_buoi: 10,
      loai_vt: "DV",
      theo_doi_ton: false,
    });
  });

  it("keeps a formula as the text it is, and imports 5,000 rows in reasonable time", async () => {
    const formula = '=HYPERLINK("http://evil.example","Bấm")';
    const res = await k.admin("POST", "stock/products/import", {
      rows: [
        { line: 2, ma_vt: "CONG-THUC", ten_vt: formula, ma_dvt: "CAI" },
        { line: 3, ma_vt: "=1+1", ten_vt: "Mã là công thức", ma_dvt: "CAI" },
      ],
    });
    expect(res.json()).toEqual({ created: 1, updated: 0, skipped: [{ line: 3, problems: ["Mã hàng không hợp lệ"] }] });
    expect((await product("CONG-THUC"))?.ten_vt).toBe(formula);

    const sheet = Array.from({ length: 5000 }, (_, i) => ({
      line: i + 2,
      ma_vt: `SL${String(i).padStart(5, "0")}`,
      ten_vt: `Sản phẩm số lượng lớn ${i}`,
      ma_dvt: i % 2 ? "Hộp" : "CAI",
      ma_nhom: "Mỹ phẩm",
      gia_ban: 1000 + i,
    }));
    const started = Date.now();
    const checked = await check("stock/products", sheet);
    expect(checked.every((r) => r.problems.length === 0)).toBe(true);
    for (let at = 0; at < sheet.length; at += 500) {
      const batch = await k.admin("POST", "stock/products/import", { rows: sheet.slice(at, at + 500) });
      expect(batch.json().created, batch.body).toBe(500);
    }
    expect(Date.now() - started).toBeLessThan(120_000);
    const [count] = (await t.pool.query(`SELECT count(*)::int AS n FROM ${k.schema}.products WHERE ma_vt LIKE 'SL%'`))
      .rows as { n: number }[];
    expect(count?.n).toBe(5000);
  }, 240_000);
});

/** The sheet of an export as the web reads it: its header row, then rows of cells. */
async function exported(api: string, columns: readonly { key: string }[], search: string) {
  const query = `columns=${columns.map((c) => c.key).join(",")}&searchKey=${search}`;
  const res = await k.admin("GET", `${api}/export?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

describe("export and import again", () => {
  it("exports goods and services under the headers the import reads, and reads them back the same", async () => {
    for (const [api, columns, search] of [
      ["stock/products", PRODUCT_IMPORT_COLUMNS, "IMP0"],
      ["stock/services", SERVICE_IMPORT_COLUMNS, "TRIMUN"],
    ] as const) {
      const [headers, ...data] = await exported(api, columns, search);
      expect(headers).toEqual(columns.map((c) => c.header));
      const rows = data.map((cells, i) => ({
        line: i + 2,
        ...Object.fromEntries(
          columns.flatMap((c, at) => (cells[at] === undefined || cells[at] === null ? [] : [[c.key, cells[at]]])),
        ),
      }));
      const checked = await check(api, rows, { cap_nhat: true });
      expect(
        checked.every((r) => r.problems.length === 0),
        JSON.stringify(checked),
      ).toBe(true);
      const listed = (await k.admin("GET", `${api}?searchKey=${search}`)).json().items as Record<string, unknown>[];
      for (const [i, row] of checked.entries()) {
        const before = listed.find((r) => r.ma_vt === row.product?.ma_vt);
        for (const c of columns) expect(row.product?.[c.key] ?? null, `${i} ${c.key}`).toEqual(before?.[c.key] ?? null);
      }
    }
  });
});
