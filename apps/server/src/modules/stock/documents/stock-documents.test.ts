import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { type StockTenant, stockTenant } from "../../../../../../test/fixtures/stock-tenant.js";
import { inTenant } from "../../../platform/db/tenant-db.js";
import { invalidInput } from "../../../platform/errors.js";
import { receiptOrderChecks, receivedForOrder } from "./receipt-order-checks.js";

let t: TestApp;
let s: StockTenant;
beforeAll(async () => {
  t = await startTestApp();
  s = await stockTenant(t, "stock_docs");
});
afterAll(() => t.close());

const balance = async (ma_kho: string, ma_vt: string, ngay?: string) => {
  const res = await s.kho(
    "GET",
    `stock/product-balances?ma_kho=${ma_kho}&ma_vt=${ma_vt}${ngay ? `&ngay=${ngay}` : ""}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  const item = res.json().items[0];
  return item ? { so_luong: item.so_luong, gia_tri: item.gia_tri } : { so_luong: 0, gia_tri: 0 };
};

const receive = (details: object[], ma_kho = "K01", extra: object = {}) =>
  s.kho("POST", "stock/receipt-orders", { ngay_ct: "2026-03-02", ma_kho, status: "2", details, ...extra });
const deliver = (details: object[], ma_kho = "K01") =>
  s.kho("POST", "stock/delivery-orders", { ngay_ct: "2026-03-03", ma_kho, status: "2", details });

describe("a storekeeper's receipts and deliveries", () => {
  it("receives 10 at 100,000 ₫, delivers 3, and has 7 worth 700,000 ₫ left", async () => {
    const receipt = await receive([{ ma_vt: "SP02", so_luong: 10, gia: 100_000, tien: 1 }], "K01", { tong_tien: 5 });
    expect(receipt.statusCode, receipt.body).toBe(201);
    expect(receipt.json()).toMatchObject({
      ma_ct: "PN1",
      so_ct: "PN26-00001",
      status: "2",
      ma_dvcs: "CN01",
      tong_tien: 1_000_000,
      tong_thanh_toan: 1_000_000,
      ten_kho: "Kho chính Quận 1",
      ten_dvcs: "Chi nhánh Quận 1",
      details: [{ ma_vt: "SP02", ma_dvt: "TUYP", so_luong: 10, gia: 100_000, tien: 1_000_000, ten_vt: "Kem dưỡng ẩm" }],
    });
    const delivery = await deliver([{ ma_vt: "SP02", so_luong: 3 }]);
    expect(delivery.statusCode, delivery.body).toBe(201);
    expect(delivery.json().details[0]).toMatchObject({ gia_von: 100_000, tien_von: 300_000 });
    expect(await balance("K01", "SP02")).toEqual({ so_luong: 7, gia_tri: 700_000 });
  });

  it("refuses delivering 100 of 7, naming the line", async () => {
    const res = await deliver([{ ma_vt: "SP02", so_luong: 100 }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("Không đủ tồn kho");
    expect(res.json().errors["details.0.so_luong"]).toContain("Không đủ tồn kho");
    expect(res.json().errors["details.0.so_luong"]).toContain("còn 7");
    expect(await balance("K01", "SP02")).toEqual({ so_luong: 7, gia_tri: 700_000 });
  });

  it("counts a box of 10 as 10 bottles", async () => {
    const res = await receive([{ ma_vt: "SP01", ma_dvt: "HOP", so_luong: 1, gia: 500_000 }], "K02");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().details[0]).toMatchObject({ ma_dvt: "HOP", he_so: 1 * 10, so_luong_qd: 10 });
    expect(await balance("K02", "SP01")).toEqual({ so_luong: 10, gia_tri: 500_000 });
  });

  it("leaves 0 and refuses 13 of 20 concurrent deliveries of 1 from a balance of 7", async () => {
    expect(await balance("K01", "SP02")).toEqual({ so_luong: 7, gia_tri: 700_000 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver([{ ma_vt: "SP02", so_luong: 1 }])));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((c) => c === 201)).toHaveLength(7);
    expect(statuses.filter((c) => c === 422)).toHaveLength(13);
    expect(await balance("K01", "SP02")).toEqual({ so_luong: 0, gia_tri: 0 });
    const numbers = answers.filter((a) => a.statusCode === 201).map((a) => a.json().so_ct as string);
    expect(new Set(numbers).size).toBe(7);
  });
});

describe("transfers", () => {
  it("moves stock at cost from one warehouse to another, even another branch's", async () => {
    expect((await receive([{ ma_vt: "SP01", so_luong: 4, gia: 60_000 }])).statusCode).toBe(201);
    const res = await s.kho("POST", "stock/transfer-orders", {
      ngay_ct: "2026-03-04",
      ma_kho: "K01",
      ma_kho_nhan: "K03",
      status: "2",
      details: [{ ma_vt: "SP01", so_luong: 3 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ so_ct: "DC26-00001", ten_kho: "Kho chính Quận 1", ten_kho_nhan: "Kho Hà Nội" });
    expect(await balance("K01", "SP01")).toEqual({ so_luong: 1, gia_tri: 60_000 });
    const hanoi = await s.admin("GET", "stock/product-balances?ma_kho=K03&ma_vt=SP01", undefined, {
      "x-branches": "CN02",
    });
    expect(hanoi.json().items[0]).toMatchObject({ so_luong: 3, gia_tri: 180_000, ten_vt: "Dầu gội thảo dược 500ml" });
  });

  it("refuses a transfer into the same warehouse", async () => {
    const res = await s.kho("POST", "stock/transfer-orders", {
      ngay_ct: "2026-03-04",
      ma_kho: "K01",
      ma_kho_nhan: "K01",
      details: [{ ma_vt: "SP01", so_luong: 1 }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.ma_kho_nhan).toBeDefined();
  });
});

describe("cancelling", () => {
  it("refuses cancelling a receipt whose goods have left, and cancels one whose goods are there", async () => {
    const receipt = (await receive([{ ma_vt: "SP02", so_luong: 5, gia: 80_000 }], "K02")).json();
    expect((await deliver([{ ma_vt: "SP02", so_luong: 2 }], "K02")).statusCode).toBe(201);
    const refused = await s.kho("PATCH", `stock/receipt-orders/${receipt.stt_rec}`, { status: "9" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors["details.0.so_luong"]).toContain("Hàng của phiếu nhập đã xuất");
    const second = (await receive([{ ma_vt: "SP02", so_luong: 4, gia: 50_000 }], "K02")).json();
    const cancelled = await s.kho("PATCH", `stock/receipt-orders/${second.stt_rec}`, { status: "9" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "9", so_ct: second.so_ct });
    expect(await balance("K02", "SP02")).toEqual({ so_luong: 3, gia_tri: 240_000 });
  });

  it("puts a cancelled delivery's goods back at the cost they left at", async () => {
    const delivery = (await deliver([{ ma_vt: "SP02", so_luong: 1 }], "K02")).json();
    expect(await balance("K02", "SP02")).toEqual({ so_luong: 2, gia_tri: 160_000 });
    expect((await s.kho("PATCH", `stock/delivery-orders/${delivery.stt_rec}`, { status: "9" })).statusCode).toBe(200);
    expect(await balance("K02", "SP02")).toEqual({ so_luong: 3, gia_tri: 240_000 });
  });
});

describe("the stock card and the balance check", () => {
  it("reconciles: opening, each movement with the running balance, closing", async () => {
    const res = await s.kho(
      "GET",
      "stock/product-balances/card?ma_kho=K02&ma_vt=SP02&fromDate=2026-03-01&toDate=2026-03-31",
    );
    expect(res.statusCode, res.body).toBe(200);
    const card = res.json();
    expect(card.dau_ky).toBe(0);
    const net = card.rows.reduce((sum: number, r: { nhap: number; xuat: number }) => sum + r.nhap - r.xuat, 0);
    expect(card.cuoi_ky).toBe(card.dau_ky + net);
    expect(card.cuoi_ky).toBe(3);
    expect(card.rows.at(-1).ton).toBe(3);
    expect(card.rows[0]).toMatchObject({ ngay_ct: "2026-03-02", ma_ct: "PN1", nhap: 5, xuat: 0, ton: 5 });
  });

  it("finds the cached balances equal to the ledger", async () => {
    const res = await s.admin("GET", "stock/product-balances/check", undefined, { "x-branches": "CN01,CN02" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], total: 0 });
  });

  it("finds balances by the product's name, accents optional", async () => {
    const res = await s.kho("GET", "stock/product-balances?searchKey=dau goi&ngay=2026-03-31");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((i: { ma_kho: string; ma_vt: string }) => `${i.ma_kho}/${i.ma_vt}`)).toEqual([
      "K01/SP01",
      "K02/SP01",
    ]);
  });

  it("gives the balance as of an earlier date", async () => {
    expect(await balance("K01", "SP02", "2026-03-02")).toEqual({ so_luong: 10, gia_tri: 1_000_000 });
    expect(await balance("K01", "SP02", "2026-03-01")).toEqual({ so_luong: 0, gia_tri: 0 });
  });
});

describe("lines a stock document refuses", () => {
  it("names a service, an untracked item, an inactive product and a unit without conversion", async () => {
    const res = await receive([
      { ma_vt: "DV01", so_luong: 1, gia: 1 },
      { ma_vt: "SP03", so_luong: 1, gia: 1 },
      { ma_vt: "SP09", so_luong: 1, gia: 1 },
      { ma_vt: "SP02", ma_dvt: "HOP", so_luong: 1, gia: 1 },
      { ma_vt: "KHONGCO", so_luong: 1, gia: 1 },
    ]);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      "details.0.ma_vt",
      "details.1.ma_vt",
      "details.2.ma_vt",
      "details.3.ma_dvt",
      "details.4.ma_vt",
    ]);
  });

  it("refuses an unknown warehouse (422) and another branch's (403)", async () => {
    expect((await receive([{ ma_vt: "SP02", so_luong: 1, gia: 1 }], "K99")).statusCode).toBe(422);
    expect((await receive([{ ma_vt: "SP02", so_luong: 1, gia: 1 }], "K03")).statusCode).toBe(403);
  });
});

describe("statuses and rights", () => {
  it("edits and deletes a draft, never a posted document", async () => {
    const draft = (
      await s.kho("POST", "stock/delivery-orders", {
        ngay_ct: "2026-03-05",
        ma_kho: "K01",
        details: [{ ma_vt: "SP01", so_luong: 1 }],
      })
    ).json();
    expect(draft.status).toBe("0");
    const edited = await s.kho("PUT", `stock/delivery-orders/${draft.stt_rec}`, {
      ngay_ct: "2026-03-05",
      ma_kho: "K01",
      dien_giai: "Xuất dùng nội bộ",
      details: [{ ma_vt: "SP01", so_luong: 1 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ dien_giai: "Xuất dùng nội bộ", so_ct: draft.so_ct });
    const posted = await s.kho("PATCH", `stock/delivery-orders/${draft.stt_rec}`, { status: "2" });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(
      (
        await s.kho("PUT", `stock/delivery-orders/${draft.stt_rec}`, {
          ngay_ct: "2026-03-05",
          ma_kho: "K01",
          details: [{ ma_vt: "SP01", so_luong: 2 }],
        })
      ).statusCode,
    ).toBe(422);
    expect((await s.admin("DELETE", `stock/delivery-orders/${draft.stt_rec}`)).statusCode).toBe(422);
    expect((await s.kho("PATCH", `stock/delivery-orders/${draft.stt_rec}`, { status: "0" })).statusCode).toBe(422);
    const other = (
      await s.kho("POST", "stock/delivery-orders", {
        ngay_ct: "2026-03-05",
        ma_kho: "K01",
        details: [{ ma_vt: "SP01", so_luong: 1 }],
      })
    ).json();
    expect((await s.admin("DELETE", `stock/delivery-orders/${other.stt_rec}`)).statusCode).toBe(200);
    expect((await s.kho("GET", `stock/delivery-orders/${other.stt_rec}`)).statusCode).toBe(404);
  });

  it("lists a kind's documents of the selected branches, by date, status and number", async () => {
    const res = await s.kho(
      "GET",
      "stock/receipt-orders?status=2&fromDate=2026-03-01&toDate=2026-03-31&searchKey=PN26&pageSize=10",
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total).toBeGreaterThan(2);
    expect(
      res.json().items.every((d: { status: string; ma_dvcs: string }) => d.status === "2" && d.ma_dvcs === "CN01"),
    ).toBe(true);
    expect(res.json().items[0].ten_kho).toMatch(/^Kho /);
  });

  it("refuses a user without the command (403)", async () => {
    expect((await s.sale("GET", "stock/receipt-orders")).statusCode).toBe(403);
    expect(
      (
        await s.sale("POST", "stock/receipt-orders", {
          ngay_ct: "2026-03-02",
          ma_kho: "K01",
          details: [{ ma_vt: "SP02", so_luong: 1 }],
        })
      ).statusCode,
    ).toBe(403);
    expect((await s.sale("GET", "stock/product-balances")).statusCode).toBe(403);
  });
});

describe("opening stock", () => {
  it("is entered once per warehouse and product", async () => {
    const body = {
      ngay_ct: "2026-01-01",
      ma_kho: "K02",
      status: "2",
      details: [{ ma_vt: "SP01", so_luong: 5, gia: 40_000 }],
    };
    const first = await s.admin("POST", "stock/opening-balances", body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().so_ct).toBe("DK26-00001");
    const second = await s.admin("POST", "stock/opening-balances", body);
    expect(second.statusCode).toBe(422);
    expect(second.json().errors["details.0.ma_vt"]).toContain("đã có tồn đầu kỳ");
    expect(await balance("K02", "SP01", "2026-01-31")).toEqual({ so_luong: 5, gia_tri: 200_000 });
  });
});

describe("negative stock, when the tenant allows it", () => {
  it("delivers more than is on hand with stock_allow_negative on, and refuses again once it is off", async () => {
    const set = (value: string) => s.admin("PUT", "system/configs/stock_allow_negative", { value });
    expect((await set("t")).statusCode).toBe(200);
    const res = await deliver([{ ma_vt: "SP02", so_luong: 2 }], "K01");
    expect(res.statusCode, res.body).toBe(201);
    expect(await balance("K01", "SP02")).toEqual({ so_luong: -2, gia_tri: 0 });
    expect((await set("f")).statusCode).toBe(200);
    expect((await deliver([{ ma_vt: "SP02", so_luong: 1 }], "K01")).statusCode).toBe(422);
  });
});

describe("receipts made from purchase orders", () => {
  it("runs the rules another module registers, and sums what an order's posted receipts received", async () => {
    // An approved purchase order expecting plenty: purchasing's own rule lets these receipts through.
    await s.admin("POST", "purchases/suppliers", { ma_ncc: "NCC01", ten_ncc: "Công ty TNHH Mỹ phẩm Hoàng Gia" });
    const approved = await s.admin("POST", "purchases/domestic-orders", {
      ngay_ct: "2026-03-01",
      ma_ncc: "NCC01",
      ma_kho: "K01",
      status: "2",
      details: [{ ma_vt: "SP01", so_luong: 100, gia: 1_000 }],
    });
    expect(approved.json().status, approved.body).toBe("2");
    const order: string = approved.json().stt_rec;
    const unregister = receiptOrderChecks.register(async (_db, receipt) => {
      const over = receipt.details.findIndex((d) => Number(d.so_luong_qd) > 20);
      if (receipt.header.stt_rec_dh === order && over >= 0) {
        throw invalidInput({ [`details.${over}.so_luong`]: "Vượt số lượng còn phải nhận" });
      }
    });
    try {
      const from = (so_luong: number, ma_dvt?: string) =>
        receive([{ ma_vt: "SP01", so_luong, gia: 1_000, ...(ma_dvt ? { ma_dvt } : {}) }], "K01", { stt_rec_dh: order });
      expect((await from(5)).statusCode).toBe(201);
      expect((await from(1, "HOP")).statusCode).toBe(201);
      const refused = await from(3, "HOP");
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors["details.0.so_luong"]).toBe("Vượt số lượng còn phải nhận");
      const rows = await inTenant(t.pool, s.schema, (db) => receivedForOrder(db, order));
      expect(rows).toEqual([{ ma_vt: "SP01", so_luong: 15 }]);
    } finally {
      unregister();
    }
  });
});

describe("lists by warehouse", () => {
  const both = { "x-branches": "CN01,CN02" };
  const codes = (res: { json: () => { items: { so_ct: string }[] } }) => res.json().items.map((i) => i.so_ct);

  it("lists a warehouse's documents, a transfer under either of its warehouses", async () => {
    const intoK02 = await receive([{ ma_vt: "SP02", so_luong: 1, gia: 1_000 }], "K02");
    expect(intoK02.statusCode, intoK02.body).toBe(201);
    const receipts = await s.admin("GET", "stock/receipt-orders?ma_kho=K02&pageSize=100", undefined, both);
    expect(receipts.statusCode, receipts.body).toBe(200);
    expect(codes(receipts)).toContain(intoK02.json().so_ct);
    expect(new Set(receipts.json().items.map((i: { ma_kho: string }) => i.ma_kho))).toEqual(new Set(["K02"]));
    expect(receipts.json().total).toBe(receipts.json().items.length);

    const transfers = (ma_kho: string) => s.admin("GET", `stock/transfer-orders?ma_kho=${ma_kho}`, undefined, both);
    expect(codes(await transfers("K01"))).toContain("DC26-00001");
    expect(codes(await transfers("K03"))).toContain("DC26-00001");
    expect(codes(await transfers("K02"))).not.toContain("DC26-00001");
  });

  it("refuses a warehouse code that is too long", async () => {
    const res = await s.kho("GET", `stock/delivery-orders?ma_kho=${"K".repeat(51)}`);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain("ma_kho");
  });

  it("lists the balances of every warehouse of the branches in order, counted exactly", async () => {
    const res = await s.admin("GET", "stock/product-balances?pageSize=100", undefined, both);
    expect(res.statusCode, res.body).toBe(200);
    const keys = res.json().items.map((i: { ma_kho: string; ma_vt: string }) => `${i.ma_kho}/${i.ma_vt}`);
    expect(keys).toEqual([...keys].sort());
    expect(new Set(keys.map((k: string) => k.split("/")[0]))).toEqual(new Set(["K01", "K02", "K03"]));
    expect(res.json()).toMatchObject({ total: keys.length });
    expect(res.json().totalExact).toBeUndefined();
    const second = await s.admin("GET", "stock/product-balances?pageSize=10&pageIndex=2", undefined, both);
    expect(second.json().total).toBe(keys.length);
  });
});

describe("numbers given last", () => {
  it("writes the number in the header, the ledger and the audit of a document posted at once", async () => {
    const res = await receive([{ ma_vt: "SP02", so_luong: 2, gia: 5_000 }]);
    expect(res.statusCode, res.body).toBe(201);
    const { stt_rec, so_ct } = res.json();
    expect(so_ct).toMatch(/^PN26-\d{5}$/);
    const { ledger, audits } = await inTenant(t.pool, s.schema, async (db) => ({
      ledger: (await db.$client.query("SELECT DISTINCT so_ct FROM stock_ledger WHERE stt_rec = $1", [stt_rec])).rows,
      audits: (
        await db.$client.query("SELECT action, new_values FROM audit_logs WHERE record_id = $1 ORDER BY id", [stt_rec])
      ).rows,
    }));
    expect(ledger).toEqual([{ so_ct }]);
    expect(audits).toMatchObject([
      { action: "create", new_values: { so_ct, status: "0" } },
      { action: "update", new_values: { status: "2" } },
    ]);
  });
});
