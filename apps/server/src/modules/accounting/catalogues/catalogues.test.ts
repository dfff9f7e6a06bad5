import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { type StockTenant, stockTenant } from "../../../../../../test/fixtures/stock-tenant.js";
import { inTenant } from "../../../platform/db/tenant-db.js";
import { ensureReferenceData } from "../../../seed/base.js";

let t: TestApp;
let s: StockTenant;
beforeAll(async () => {
  t = await startTestApp();
  s = await stockTenant(t, "accatalogues");
});
afterAll(() => t.close());

describe("expense items (accounting/expenses)", () => {
  it("are seeded in a tenant that has none, each on an account taking postings", async () => {
    const res = await s.admin("GET", "accounting/expenses?pageSize=50");
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as { ma_phi: string; ten_phi: string; tk: string }[];
    expect(items.map((i) => i.ma_phi)).toEqual(expect.arrayContaining(["DIEN", "NUOC", "MAT_BANG", "LUONG", "VPP"]));
    expect(items.find((i) => i.ma_phi === "QUANG_CAO")?.tk).toBe("641");
    expect(items.find((i) => i.ma_phi === "DIEN")).toMatchObject({ ten_phi: "Tiền điện", tk: "642" });
  });

  it("are not seeded again once the tenant has some, even after it removed the others", async () => {
    const list = (await s.admin("GET", "accounting/expenses?pageSize=50")).json().items as { id: string }[];
    for (const item of list.slice(1)) {
      expect((await s.admin("DELETE", `accounting/expenses/${item.id}`)).statusCode).toBe(200);
    }
    await inTenant(t.pool, s.schema, ensureReferenceData);
    expect((await s.admin("GET", "accounting/expenses")).json().total).toBe(1);
  });

  it("refuses an account with sub-accounts or unknown, naming tk", async () => {
    const parent = await s.admin("POST", "accounting/expenses", { ma_phi: "bh", ten_phi: "Bảo hiểm", tk: "511" });
    expect(parent.statusCode).toBe(422);
    expect(parent.json().errors.tk).toBe("Tài khoản 511 có tài khoản chi tiết: hãy chọn một tài khoản chi tiết của nó");
    const unknown = await s.admin("POST", "accounting/expenses", { ma_phi: "BH", ten_phi: "Bảo hiểm", tk: "6429" });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(["tk"]);
    const ok = await s.admin("POST", "accounting/expenses", { ma_phi: "bh", ten_phi: "Bảo hiểm", tk: "642" });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().ma_phi).toBe("BH");
  });
});

describe("payments name a known expense item", () => {
  it("accept a payment line naming an item (any case), and one naming none", async () => {
    for (const api of ["spend-invoices", "bank-spend-invoices"]) {
      const res = await s.admin("POST", `accounting/${api}`, {
        ngay_ct: "2026-04-03",
        status: "2",
        details: [
          { tk: "642", tien: 300_000, ma_phi: "bh", dien_giai: "Bảo hiểm cháy nổ" },
          { tk: "331", tien: 100_000 },
        ],
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().details.map((l: { ma_phi: string | null }) => l.ma_phi)).toEqual(["BH", null]);
    }
  });

  it("refuse, 422 naming the line, an unknown or inactive item on a cash or bank payment", async () => {
    const off = await s.admin("POST", "accounting/expenses", { ma_phi: "CU", ten_phi: "Khoản cũ", tk: "642" });
    expect((await s.admin("PATCH", `accounting/expenses/${off.json().id}`, { status: false })).statusCode).toBe(200);
    for (const api of ["spend-invoices", "bank-spend-invoices"]) {
      const res = await s.admin("POST", `accounting/${api}`, {
        ngay_ct: "2026-04-03",
        status: "0",
        details: [
          { tk: "642", tien: 100_000, ma_phi: "BH" },
          { tk: "642", tien: 100_000, ma_phi: "KHONG_CO" },
          { tk: "642", tien: 100_000, ma_phi: "CU" },
        ],
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual({
        "details.1.ma_phi": "Khoản mục chi phí KHONG_CO không có hoặc đã ngừng sử dụng",
        "details.2.ma_phi": "Khoản mục chi phí CU không có hoặc đã ngừng sử dụng",
      });
    }
  });

  it("leave a receipt's ma_phi alone", async () => {
    const res = await s.admin("POST", "accounting/receive-invoices", {
      ngay_ct: "2026-04-03",
      status: "0",
      details: [{ tk: "131", tien: 100_000, ma_phi: "KHONG_CO" }],
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it("keeps an item a payment names from being deleted or recoded (409 naming the document)", async () => {
    const [item] = (await s.admin("GET", "accounting/expenses?searchKey=BH")).json().items as { id: string }[];
    const removed = await s.admin("DELETE", `accounting/expenses/${item?.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toMatch(/^Không thể xóa khoản mục chi phí BH: đang được dùng ở chứng từ (PC|BN)/);
    const recoded = await s.admin("PATCH", `accounting/expenses/${item?.id}`, { ma_phi: "BH2" });
    expect(recoded.statusCode).toBe(409);
    const renamed = await s.admin("PATCH", `accounting/expenses/${item?.id}`, { ten_phi: "Bảo hiểm tài sản" });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });
});

describe("transaction terms (accounting/transaction-terms)", () => {
  it("are seeded with the usual credit days, and take an early payment discount", async () => {
    const res = await s.admin("GET", "accounting/transaction-terms?sortKey=so_ngay_no&sortType=asc");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((i: { ten_dk: string; so_ngay_no: number }) => [i.ten_dk, i.so_ngay_no])).toEqual([
      ["Thanh toán ngay", 0],
      ["Công nợ 15 ngày", 15],
      ["Công nợ 30 ngày", 30],
      ["Công nợ 45 ngày", 45],
    ]);
    const term = await s.admin("POST", "accounting/transaction-terms", {
      ma_dk: "2_10_N30",
      ten_dk: "Chiết khấu 2% nếu trả trong 10 ngày, nợ 30 ngày",
      so_ngay_no: 30,
      ck_thanh_toan: 2,
      so_ngay_ck: 10,
    });
    expect(term.statusCode, term.body).toBe(200);
    expect(term.json()).toMatchObject({ so_ngay_no: 30, ck_thanh_toan: 2, so_ngay_ck: 10, status: true });
    const negative = await s.admin("POST", "accounting/transaction-terms", { ma_dk: "X", ten_dk: "X", so_ngay_no: -1 });
    expect(negative.statusCode).toBe(422);
    expect(Object.keys(negative.json().errors)).toEqual(["so_ngay_no"]);
  });
});
