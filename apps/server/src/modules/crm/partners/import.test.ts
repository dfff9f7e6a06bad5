import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { type CrmTenant, crmTenant } from "../../../../../../test/fixtures/crm-tenant.js";

let t: TestApp;
let k: CrmTenant;
beforeAll(async () => {
  t = await startTestApp();
  k = await crmTenant(t, "kh_import");
});
afterAll(() => t.close());

interface Checked {
  line: number;
  problems: string[];
  partner?: Record<string, unknown>;
}

const check = async (rows: object[], user = k.admin) => {
  const res = await user("POST", "crm/partners/import/check", { rows });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().rows as Checked[];
};

/** Rows of a sheet with Vietnamese names and 09… numbers, from `first`. */
const sheet = (count: number, first: number, line = 2) =>
  Array.from({ length: count }, (_, i) => ({
    line: line + i,
    ten_kh: `Nguyễn Thị Khách Hàng Số ${first + i}`,
    phone: `096${String(first + i).padStart(7, "0")}`,
    email: `khach${first + i}@gmail.com`,
    gioi_tinh: i % 2 ? "Nam" : "Nữ",
    ngay_sinh: "20/05/1990",
    dia_chi: `${i + 1} Lê Thánh Tôn`,
    tinh: "TP. Hồ Chí Minh",
    phuong: "Phường Bến Thành",
    ma_nguon: "FACEBOOK",
    ghi_chu: "Nhập từ danh sách khách hàng cũ của chi nhánh",
  }));

describe("POST crm/partners/import/check", () => {
  it("reports each kind of problem, in Vietnamese, with the line it is on", async () => {
    const rows = await check([
      { line: 2, phone: "0931000001" },
      { line: 3, ten_kh: "Không số" },
      { line: 4, ten_kh: "Số sai", phone: "12345" },
      { line: 5, ten_kh: "Số đã có", phone: "0981234567" },
      { line: 6, ten_kh: "Số mới", phone: "0931000006" },
      { line: 7, ten_kh: "Trùng dòng trên", phone: "+84 931 000 006" },
      { line: 8, ten_kh: "Tỉnh lạ", phone: "0931000008", tinh: "Tỉnh Sao Hỏa" },
      { line: 9, ten_kh: "Phường lạ", phone: "0931000009", tinh: "Hà Nội", phuong: "Phường Không Có" },
      { line: 10, ten_kh: "Ngày lạ", phone: "0931000010", ngay_sinh: "31/02/1990" },
      { line: 11, ten_kh: "Nguồn lạ", phone: "0931000011", ma_nguon: "TIKTOK" },
      { line: 12, ten_kh: "Nhân viên lạ", phone: "0931000012", ma_nvbh: "NV999" },
      { line: 13, ten_kh: "Mã đã có", phone: "0931000013", ma_kh: "kh000001" },
    ]);
    expect(rows.map((r) => [r.line, r.problems])).toEqual([
      [2, ["Thiếu tên khách hàng"]],
      [3, ["Thiếu số điện thoại"]],
      [4, ["Số điện thoại không hợp lệ"]],
      [5, ["Số điện thoại đã có ở khách hàng KH000016 Nguyễn Văn An"]],
      [6, []],
      [7, ["Trùng số điện thoại với dòng 6"]],
      [8, ["Không tìm thấy tỉnh/thành: Tỉnh Sao Hỏa"]],
      [9, ["Không tìm thấy phường/xã: Phường Không Có"]],
      [10, ["Ngày sinh không hợp lệ: 31/02/1990"]],
      [11, ["Không tìm thấy nguồn khách hàng: TIKTOK"]],
      [12, ["Không tìm thấy nhân viên: NV999"]],
      [13, ["Mã khách hàng đã tồn tại: KH000001"]],
    ]);
    expect(rows[4]?.partner).toBeDefined();
    expect(rows.filter((r) => r.line !== 6).every((r) => r.partner === undefined)).toBe(true);
  });

  it("previews the partner a row gives: codes found by name, places in current units, the user as salesperson", async () => {
    const [current, legacy, plain] = await check(
      [
        {
          line: 2,
          ten_kh: "  Trần Thị Bé  ",
          phone: 901000222,
          phone2: "+84 (28) 3822 1234",
          gioi_tinh: "nữ",
          ngay_sinh: "1995-12-01",
          tinh: "tp.ho chi minh",
          phuong: "ben thanh",
          ma_nguon: "nguoi quen gioi thieu",
          ma_cap_do: "Hạng Vàng",
        },
        // Bình Dương joined Hồ Chí Minh City; its ward Phú Cường is now part of Phường Thủ Dầu Một.
        { line: 3, ten_kh: "Lê Văn Tư", phone: "0931000302", tinh: "Tỉnh Bình Dương", phuong: "Phú Cường" },
        { line: 4, ten_kh: "Phạm Bảy", phone: "0931000303", tinh: "01", ma_kh: "kh-vip.1" },
      ],
      k.sale01,
    );
    expect(current?.problems).toEqual([]);
    expect(current?.partner).toMatchObject({
      ma_kh: null,
      ten_kh: "Trần Thị Bé",
      phone: "0901000222",
      phone2: "02838221234",
      gioi_tinh: "2",
      ngay_sinh: "1995-12-01",
      dia_ban_province: "79",
      dia_ban_district: null,
      dia_ban_ward: "26743",
      ten_tinh: "Thành phố Hồ Chí Minh",
      ten_phuong: "Phường Bến Thành",
      ma_nguon: "GIOITHIEU",
      ma_cap_do: "VANG",
      ma_nvbh: "NV001",
      ten_nvbh: "Nguyễn Thị Hồng Nhung",
    });
    expect(legacy?.partner).toMatchObject({
      dia_ban_province: "79",
      dia_ban_ward: "25747",
      ten_phuong: "Phường Thủ Dầu Một",
    });
    expect(plain?.partner).toMatchObject({ ma_kh: "KH-VIP.1", dia_ban_province: "01", dia_ban_ward: null });
  });

  it("keeps a restricted salesperson to her own employees and follows crm_partner_require_phone", async () => {
    const [other] = await check([{ line: 2, ten_kh: "Khách", phone: "0931000401", ma_nvbh: "NV002" }], k.sale01);
    expect(other?.problems).toEqual(["Không tìm thấy nhân viên: NV002"]);
    await k.setConfig("crm_partner_require_phone", "f");
    try {
      expect((await check([{ line: 2, ten_kh: "Không số" }]))[0]?.problems).toEqual([]);
    } finally {
      await k.setConfig("crm_partner_require_phone", "t");
    }
  });

  it("checks a whole sheet of 5,000 rows, larger than the usual body limit, in one call", async () => {
    const rows = sheet(5000, 100000);
    expect(JSON.stringify({ rows }).length).toBeGreaterThan(1024 * 1024);
    const checked = await check(rows);
    expect(checked).toHaveLength(5000);
    expect(checked.every((r) => r.problems.length === 0)).toBe(true);
    const tooMany = await k.admin("POST", "crm/partners/import/check", { rows: sheet(5001, 200000) });
    expect(tooMany.statusCode).toBe(422);
  }, 60_000);

  it("needs the right to add partners", async () => {
    await k.rows(
      "UPDATE user_rights SET r_add = false WHERE menu_id = 'crm.partners' AND user_id = (SELECT id FROM users WHERE user_name = 'sale02')",
    );
    const res = await k.sale02("POST", "crm/partners/import/check", { rows: sheet(1, 1) });
    expect(res.statusCode).toBe(403);
  });
});

describe("POST crm/partners/import", () => {
  it("creates the good rows with generated codes and the audit, and gives back the bad ones", async () => {
    const res = await k.sale01("POST", "crm/partners/import", {
      rows: [
        { line: 2, ten_kh: "Đỗ Thị Hạnh", phone: "0932000001", tinh: "Hà Nội", phuong: "Tràng Tiền" },
        { line: 3, ten_kh: "Đỗ Văn Hậu", phone: "0981234567" },
        { line: 4, ten_kh: "Đỗ Minh Hiếu", phone: "0932000003", ma_kh: "VIP001" },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      created: 2,
      skipped: [{ line: 3, problems: ["Số điện thoại đã có ở khách hàng KH000016 Nguyễn Văn An"] }],
    });
    const created = await k.rows<Record<string, string>>(
      "SELECT ma_kh, ten_kh, ma_nvbh, ten_nvbh, ma_dvcs, dia_ban_province, dia_ban_ward, created_by FROM partners WHERE phone IN ('0932000001', '0932000003') ORDER BY phone",
    );
    expect(created).toEqual([
      {
        ma_kh: "KH000026",
        ten_kh: "Đỗ Thị Hạnh",
        ma_nvbh: "NV001",
        ten_nvbh: "Nguyễn Thị Hồng Nhung",
        ma_dvcs: "CN01",
        dia_ban_province: "01",
        dia_ban_ward: "00070",
        created_by: "sale01",
      },
      expect.objectContaining({ ma_kh: "VIP001", ten_kh: "Đỗ Minh Hiếu" }),
    ]);
    const audits = await k.rows(
      "SELECT action FROM audit_logs WHERE entity = 'partner' AND action = 'create' AND user_name = 'sale01'",
    );
    expect(audits).toHaveLength(2);
  });

  it("imports 1,000 rows in batches of 500, the second batch skipping what the first created", async () => {
    const rows = sheet(1000, 300000);
    const first = await k.admin("POST", "crm/partners/import", { rows: rows.slice(0, 500) }, "CN02");
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ created: 500, skipped: [] });
    const second = await k.admin("POST", "crm/partners/import", { rows: rows.slice(400, 900) }, "CN02");
    expect(second.json().created).toBe(400);
    expect(second.json().skipped).toHaveLength(100);
    expect(second.json().skipped[0].problems[0]).toMatch(
      /^Số điện thoại đã có ở khách hàng KH\d{6} Nguyễn Thị Khách Hàng Số 300400$/,
    );
    const last = await k.admin("POST", "crm/partners/import", { rows: rows.slice(900) }, "CN02");
    expect(last.json()).toEqual({ created: 100, skipped: [] });
    const [count] = await k.rows<{ n: number }>(
      "SELECT count(*)::int AS n FROM partners WHERE ma_dvcs = 'CN02' AND phone LIKE '09603%'",
    );
    expect(count?.n).toBe(1000);
    expect((await k.admin("POST", "crm/partners/import", { rows: sheet(501, 400000) })).statusCode).toBe(422);
  }, 120_000);
});
