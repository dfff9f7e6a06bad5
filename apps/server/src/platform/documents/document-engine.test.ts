import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../test/api.js";
import { type StockTenant, stockTenant } from "../../../../../test/fixtures/stock-tenant.js";
import { receiptOrderKind } from "../../modules/stock/documents/stock-kinds.js";
import { documentRoutes } from "./document.routes.js";

/*
 * The document engine through the stock receipts it serves: numbering without gaps, statuses, Idempotency-Key.
 */

let t: TestApp;
let s: StockTenant;
beforeAll(async () => {
  // A kind that waits for approval, as purchase orders will: the receipts' tables under another path.
  t = await startTestApp({}, (app) => {
    app.register(
      documentRoutes({ ...receiptOrderKind, api: "stock/approved-receipts", needsApproval: async () => true }),
      { prefix: "/api" },
    );
  });
  s = await stockTenant(t, "doc_engine");
});
afterAll(() => t.close());

const receipt = (so_luong: number, extra: object = {}) => ({
  ngay_ct: "2026-04-01",
  ma_kho: "K01",
  details: [{ ma_vt: "SP02", so_luong, gia: 10_000 }],
  ...extra,
});
const withKey = (key: string) => ({ "x-branches": "CN01", "idempotency-key": key });

describe("numbering", () => {
  it("gives gap-free numbers per type, branch and year, even to saves made at once", async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => s.kho("POST", "stock/receipt-orders", receipt(1))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(201));
    const numbers = answers.map((a) => a.json().so_ct as string).sort();
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => `PN26-${String(i + 1).padStart(5, "0")}`));
    const nextYear = await s.kho("POST", "stock/receipt-orders", receipt(1, { ngay_ct: "2027-01-02" }));
    expect(nextYear.json().so_ct).toBe("PN27-00001");
  });

  it("gives a refused save's number to the next one", async () => {
    await s.kho("POST", "stock/receipt-orders", receipt(1, { status: "2" }));
    const refused = await s.kho("POST", "stock/delivery-orders", { ...receipt(999), status: "2" });
    expect(refused.statusCode).toBe(422);
    const next = await s.kho("POST", "stock/delivery-orders", { ...receipt(1), status: "2" });
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().so_ct).toBe("PX26-00001");
  });

  it("goes on past 99,999 with a sixth digit, never back to a number given", async () => {
    await t.pool.query(
      `INSERT INTO ${s.schema}.document_counters (ma_ct, ma_dvcs, nam, so) VALUES ('PN1', 'CN01', 2029, 99998)`,
    );
    const numbers = [];
    for (let i = 0; i < 3; i++) {
      const saved = await s.kho("POST", "stock/receipt-orders", receipt(1, { ngay_ct: "2029-05-01" }));
      numbers.push(saved.json().so_ct);
    }
    expect(numbers).toEqual(["PN29-99999", "PN29-100000", "PN29-100001"]);
  });

  it("takes the prefix the tenant set in its voucher infos, else the type less its digit", async () => {
    await t.pool.query(`UPDATE ${s.schema}.voucher_infos SET prefix = ' XK ' WHERE ma_ct = 'PX1'`);
    const custom = await s.kho("POST", "stock/delivery-orders", receipt(1, { ngay_ct: "2028-03-01" }));
    expect(custom.json().so_ct).toBe("XK28-00001");
    await t.pool.query(`UPDATE ${s.schema}.voucher_infos SET prefix = '' WHERE ma_ct = 'PX1'`);
    const plain = await s.kho("POST", "stock/delivery-orders", receipt(1, { ngay_ct: "2028-03-02" }));
    expect(plain.json().so_ct).toBe("PX28-00002");
  });
});

describe("statuses", () => {
  it("computes every total itself and ignores a client's", async () => {
    const res = await s.kho("POST", "stock/receipt-orders", {
      ...receipt(0),
      tong_tien: 1,
      tong_thanh_toan: 2,
      details: [
        { ma_vt: "SP02", so_luong: 1.5, gia: 33_333.33, tien: 9, ck: 1_000, thue_suat: 10 },
        { ma_vt: "SP01", so_luong: 3, gia: 0.1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      tong_tien: 50_000.3,
      tong_ck: 1_000,
      tong_thue: 4_900,
      tong_thanh_toan: 53_900.3,
    });
    expect(res.json().details.map((d: { tien: number }) => d.tien)).toEqual([50_000, 0.3]);
  });

  it("refuses amounts past what the columns hold with 422, never a database error", async () => {
    const res = await s.kho("POST", "stock/receipt-orders", {
      ...receipt(0),
      details: [{ ma_vt: "SP02", so_luong: 999_999_999_999, gia: 9_999_999_999_999 }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors["details.0.gia"]).toBe("Số tiền quá lớn");
  });

  it("refuses a transition the status does not allow (422) and a cancelled document stays cancelled", async () => {
    const draft = (await s.kho("POST", "stock/receipt-orders", receipt(1))).json();
    const cancelled = await s.kho("PATCH", `stock/receipt-orders/${draft.stt_rec}`, { status: "9" });
    expect(cancelled.json().status).toBe("9");
    for (const status of ["0", "1", "2"]) {
      const res = await s.kho("PATCH", `stock/receipt-orders/${draft.stt_rec}`, { status });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.status).toBeDefined();
    }
  });

  it("answers 409 to a change that loses a race for the same document", async () => {
    const draft = (await s.kho("POST", "stock/receipt-orders", receipt(1))).json();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => s.kho("PATCH", `stock/receipt-orders/${draft.stt_rec}`, { status: "2" })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.every((c) => c === 200 || c === 409 || c === 422)).toBe(true);
  });
});

describe("approval", () => {
  it("makes a request to post wait for an approver, who posts it", async () => {
    const asked = await s.kho("POST", "stock/approved-receipts", receipt(6, { status: "2", ngay_ct: "2026-06-01" }));
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().status).toBe("1");
    const onHand = async () =>
      (await s.kho("GET", "stock/product-balances?ma_kho=K01&ma_vt=SP02&ngay=2026-06-01")).json().items[0].so_luong;
    const before = await onHand();
    const approved = await s.admin("PATCH", `stock/approved-receipts/${asked.json().stt_rec}`, { status: "2" });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe("2");
    expect(await onHand()).toBe(before + 6);
  });
});

describe("Idempotency-Key", () => {
  it("answers a repeated request with the first answer and changes nothing more", async () => {
    const first = await s.kho("POST", "stock/receipt-orders", receipt(2, { status: "2" }), withKey("nhap-1"));
    const again = await s.kho("POST", "stock/receipt-orders", receipt(2, { status: "2" }), withKey("nhap-1"));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const list = await s.kho("GET", `stock/receipt-orders?searchKey=${first.json().so_ct}`);
    expect(list.json().total).toBe(1);
  });

  it("refuses the key with another body (422)", async () => {
    await s.kho("POST", "stock/receipt-orders", receipt(3), withKey("nhap-2"));
    const other = await s.kho("POST", "stock/receipt-orders", receipt(4), withKey("nhap-2"));
    expect(other.statusCode).toBe(422);
  });

  it("runs concurrent requests with one key once", async () => {
    const before = (await s.kho("GET", "stock/product-balances?ma_kho=K01&ma_vt=SP02")).json().items[0]?.so_luong ?? 0;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        s.kho("POST", "stock/receipt-orders", receipt(5, { status: "2" }), withKey("nhap-3")),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(201));
    expect(new Set(answers.map((a) => a.json().stt_rec)).size).toBe(1);
    const after = (await s.kho("GET", "stock/product-balances?ma_kho=K01&ma_vt=SP02")).json().items[0].so_luong;
    expect(after).toBe(before + 5);
  });

  it("answers a repeated PATCH the same way", async () => {
    const draft = (await s.kho("POST", "stock/receipt-orders", receipt(1))).json();
    const url = `stock/receipt-orders/${draft.stt_rec}`;
    const first = await s.kho("PATCH", url, { status: "2" }, withKey("ghi-so-1"));
    const again = await s.kho("PATCH", url, { status: "2" }, withKey("ghi-so-1"));
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
  });
});
