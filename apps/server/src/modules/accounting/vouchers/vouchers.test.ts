import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { type StockTenant, stockTenant } from "../../../../../../test/fixtures/stock-tenant.js";

let t: TestApp;
let s: StockTenant;
beforeAll(async () => {
  t = await startTestApp();
  s = await stockTenant(t, "vouchers");
});
afterAll(() => t.close());

const journalOf = async (stt_rec: string) => {
  const { rows } = await t.pool.query(
    `SELECT tk_no, tk_co, tien::float8 AS tien, so_ct FROM ${s.schema}.journal_entries WHERE stt_rec = $1 ORDER BY id`,
    [stt_rec],
  );
  return rows;
};

describe("cash vouchers", () => {
  it("posts a receipt of 1,200,000 ₫ as Nợ 1111 / Có 131, with the amount in words", async () => {
    const res = await s.admin("POST", "accounting/receive-invoices", {
      ngay_ct: "2026-04-02",
      dien_giai: "Thu tiền khách hàng",
      ong_ba: "Nguyễn Văn A",
      status: "2",
      details: [{ tk: "131", tien: 1_200_000 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      ma_ct: "PT1",
      so_ct: "PT26-00001",
      status: "2",
      tk: "1111",
      tong_tien: 1_200_000,
      tong_thanh_toan: 1_200_000,
      bang_chu: "Một triệu hai trăm nghìn đồng chẵn",
      details: [{ line: 1, tk: "131", tien: 1_200_000, tien_nt: 1_200_000 }],
    });
    expect(await journalOf(body.stt_rec)).toEqual([
      { tk_no: "1111", tk_co: "131", tien: 1_200_000, so_ct: "PT26-00001" },
    ]);
  });

  it("names the voucher's partner in its answer and in the list", async () => {
    await t.pool.query(
      `INSERT INTO ${s.schema}.partners (ma_kh, ten_kh, ma_dvcs) VALUES ('KHV1', 'Trần Thị Bích', 'CN01')`,
    );
    const res = await s.admin("POST", "accounting/receive-invoices", {
      ngay_ct: "2026-04-02",
      ma_kh: "KHV1",
      details: [{ tk: "131", tien: 300_000 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ ma_kh: "KHV1", ten_kh: "Trần Thị Bích" });
    const list = await s.admin("GET", `accounting/receive-invoices?searchKey=${res.json().so_ct}`);
    expect(list.json().items).toEqual([expect.objectContaining({ ma_kh: "KHV1", ten_kh: "Trần Thị Bích" })]);
  });

  it("posts a payment as Nợ 642 / Có 1111 and its cancel as the opposite sign", async () => {
    const res = await s.admin("POST", "accounting/spend-invoices", {
      ngay_ct: "2026-04-03",
      status: "2",
      details: [{ tk: "642", tien: 200_000, dien_giai: "Mua văn phòng phẩm" }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().stt_rec;
    const cancelled = await s.admin("PATCH", `accounting/spend-invoices/${id}`, { status: "9" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await journalOf(id)).map((l) => [l.tk_no, l.tk_co, l.tien])).toEqual([
      ["642", "1111", 200_000],
      ["642", "1111", -200_000],
    ]);
  });

  it("refuses an account with sub-accounts or unknown, naming the line", async () => {
    const res = await s.admin("POST", "accounting/receive-invoices", {
      ngay_ct: "2026-04-02",
      status: "2",
      details: [
        { tk: "511", tien: 1000 },
        { tk: "9999", tien: 1000 },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(["details.0.tk", "details.1.tk"]);
  });
});

describe("general vouchers", () => {
  it("refuses debits that differ from credits", async () => {
    const res = await s.admin("POST", "accounting/accounting-invoices", {
      ngay_ct: "2026-04-05",
      details: [
        { tk: "642", ps_no: 300_000 },
        { tk: "1111", ps_co: 200_000 },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.details).toContain("khác tổng phát sinh Có");
  });

  it("pairs two debits with one credit", async () => {
    const res = await s.admin("POST", "accounting/accounting-invoices", {
      ngay_ct: "2026-04-05",
      status: "2",
      details: [
        { tk: "641", ps_no: 100_000 },
        { tk: "642", ps_no: 50_000 },
        { tk: "3388", ps_co: 150_000 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await journalOf(res.json().stt_rec)).map((l) => [l.tk_no, l.tk_co, l.tien])).toEqual([
      ["641", "3388", 100_000],
      ["642", "3388", 50_000],
    ]);
  });
});

describe("the period lock", () => {
  it("refuses creating, posting and cancelling on or before the locked date, from any module", async () => {
    const draft = await s.admin("POST", "accounting/spend-invoices", {
      ngay_ct: "2026-05-10",
      status: "0",
      details: [{ tk: "642", tien: 10_000 }],
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const lock = await s.admin("POST", "accounting/voucher-locks", { ngay_khoa: "2026-05-31" });
    expect(lock.statusCode, lock.body).toBe(200);

    const created = await s.admin("POST", "accounting/receive-invoices", {
      ngay_ct: "2026-05-15",
      status: "2",
      details: [{ tk: "131", tien: 1000 }],
    });
    expect(created.statusCode).toBe(422);
    expect(created.json().message).toBe(
      "Sổ kế toán đã khóa đến ngày 31/05/2026: không tạo, sửa, ghi sổ hay hủy được chứng từ ngày 15/05/2026",
    );
    const posted = await s.admin("PATCH", `accounting/spend-invoices/${draft.json().stt_rec}`, { status: "2" });
    expect(posted.statusCode).toBe(422);
    const stock = await s.kho("POST", "stock/receipt-orders", {
      ngay_ct: "2026-05-02",
      ma_kho: "K01",
      details: [{ ma_vt: "SP02", so_luong: 1, gia: 1000 }],
    });
    expect(stock.statusCode).toBe(422);
    expect(stock.json().errors.ngay_ct).toContain("31/05/2026");
    const after = await s.admin("POST", "accounting/receive-invoices", {
      ngay_ct: "2026-06-01",
      status: "2",
      details: [{ tk: "131", tien: 1000 }],
    });
    expect(after.statusCode, after.body).toBe(201);
  });
});

describe("stock documents in the journal", () => {
  it("posts a receipt as Nợ 1561 / Có 331 with its VAT, a delivery as Nợ 632 / Có 1561, and reverses a cancel", async () => {
    const receipt = await s.kho("POST", "stock/receipt-orders", {
      ngay_ct: "2026-07-01",
      ma_kho: "K01",
      status: "2",
      details: [
        { ma_vt: "SP02", so_luong: 10, gia: 100_000, thue_suat: 10 },
        { ma_vt: "SP01", so_luong: 5, gia: 40_000, thue_suat: 10 },
      ],
    });
    expect(receipt.statusCode, receipt.body).toBe(201);
    expect((await journalOf(receipt.json().stt_rec)).map((l) => [l.tk_no, l.tk_co, l.tien])).toEqual([
      ["1561", "331", 1_200_000],
      ["1331", "331", 120_000],
    ]);
    const delivery = await s.kho("POST", "stock/delivery-orders", {
      ngay_ct: "2026-07-02",
      ma_kho: "K01",
      status: "2",
      details: [{ ma_vt: "SP02", so_luong: 3 }],
    });
    expect(delivery.statusCode, delivery.body).toBe(201);
    const id = delivery.json().stt_rec;
    expect(await journalOf(id)).toEqual([{ tk_no: "632", tk_co: "1561", tien: 300_000, so_ct: delivery.json().so_ct }]);
    const cancelled = await s.kho("PATCH", `stock/delivery-orders/${id}`, { status: "9" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await journalOf(id)).map((l) => l.tien)).toEqual([300_000, -300_000]);
  });

  it("refuses to post a receipt whose product's account has since been given sub-accounts, naming it", async () => {
    const product = await s.admin("POST", "stock/products", {
      ma_vt: "SP62",
      ten_vt: "Mặt nạ giấy",
      ma_dvt: "CAI",
      tk_vt: "1562",
    });
    expect(product.statusCode, product.body).toBeLessThan(300);
    const sub = await s.admin("POST", "accounting/accounts", {
      tk: "15621",
      ten_tk: "Chi phí vận chuyển hàng mua",
      tk_me: "1562",
      cap: 3,
    });
    expect(sub.statusCode, sub.body).toBeLessThan(300);
    const receipt = await s.kho("POST", "stock/receipt-orders", {
      ngay_ct: "2026-07-04",
      ma_kho: "K01",
      status: "2",
      details: [{ ma_vt: "SP62", so_luong: 5, gia: 10_000 }],
    });
    expect(receipt.statusCode).toBe(422);
    expect(receipt.json().message).toMatch(/Tài khoản 1562 .*có tài khoản chi tiết/);
    const balances = await s.kho("GET", "stock/product-balances?ma_vt=SP62");
    expect(balances.json().items).toEqual([]);
  });

  it("shows a document's journal lines to whoever reads the document, with the accounts' names", async () => {
    const receipt = await s.kho("POST", "stock/receipt-orders", {
      ngay_ct: "2026-07-03",
      ma_kho: "K01",
      status: "2",
      details: [{ ma_vt: "SP01", so_luong: 2, gia: 50_000, thue_suat: 8 }],
    });
    expect(receipt.statusCode, receipt.body).toBe(201);
    const path = `stock/receipt-orders/${receipt.json().stt_rec}/journal`;
    const shown = await s.kho("GET", path);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({
      items: [
        { tk_no: "1561", ten_tk_no: "Giá mua hàng hóa", tk_co: "331", tien: 100_000, ngay_ct: "2026-07-03" },
        { tk_no: "1331", tk_co: "331", tien: 8_000 },
      ],
      tong_tien: 108_000,
    });
    expect((await s.sale("GET", path)).statusCode).toBe(403);
    expect((await s.admin("GET", path, undefined, { "x-branches": "CN02" })).statusCode).toBe(404);
    const draft = await s.kho("POST", "stock/receipt-orders", {
      ngay_ct: "2026-07-03",
      ma_kho: "K01",
      details: [{ ma_vt: "SP01", so_luong: 1, gia: 50_000 }],
    });
    const none = await s.kho("GET", `stock/receipt-orders/${draft.json().stt_rec}/journal`);
    expect(none.json()).toEqual({ items: [], tong_tien: 0 });
  });
});
