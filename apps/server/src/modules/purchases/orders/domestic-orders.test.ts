import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { type PurchaseTenant, purchaseTenant } from "../../../../../../test/fixtures/purchase-tenant.js";

let t: TestApp;
let k: PurchaseTenant;
beforeAll(async () => {
  t = await startTestApp();
  k = await purchaseTenant(t, "dh_orders");
});
afterAll(() => t.close());

type Line = { ma_vt: string; ma_dvt?: string; so_luong: number; gia?: number; thue_suat?: number };
const ORDERS = "purchases/domestic-orders";

const order = (details: Line[], over: Record<string, unknown> = {}) => ({
  ngay_ct: "2026-03-02",
  ma_ncc: "NCC01",
  ma_kho: "K01",
  ngay_giao: "2026-03-09",
  dien_giai: "Nhập serum tháng 3",
  details,
  ...over,
});

/** An order the approver has approved. */
async function approvedOrder(details: Line[]) {
  const created = await k.admin("POST", ORDERS, order(details, { status: "2" }));
  expect(created.statusCode, created.body).toBe(201);
  expect(created.json().status).toBe("2");
  return created.json() as { stt_rec: string; so_ct: string };
}

const receive = (stt_rec_dh: string, details: Line[], status = "2") =>
  k.buyer("POST", "stock/receipt-orders", { ngay_ct: "2026-03-05", ma_kho: "K01", stt_rec_dh, status, details });

const lines = async (id: string) =>
  (await k.buyer("GET", `${ORDERS}/${id}`)).json().details as { so_luong_nhan: number; so_luong_con: number }[];

describe("a purchase order's life", () => {
  it("numbers a draft DH…, computes its amounts on the server and moves no stock", async () => {
    const res = await k.buyer(
      "POST",
      ORDERS,
      order([{ ma_vt: "SRM", so_luong: 10, gia: 100_000, thue_suat: 10 }], { tong_tien: 1, tong_thanh_toan: 1 }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: "0",
      ma_ct: "DH1",
      ma_ncc: "NCC01",
      ten_ncc: "Công ty TNHH Mỹ phẩm Hoàng Gia",
      tong_tien: 1_000_000,
      tong_thue: 100_000,
      tong_thanh_toan: 1_100_000,
    });
    expect(res.json().so_ct).toMatch(/^DH/);
    expect(res.json().details[0]).toMatchObject({ tien: 1_000_000, so_luong_nhan: 0, so_luong_con: 10 });
    const stock = await k.admin("GET", "stock/product-balances?ma_kho=K01&ma_vt=SRM");
    expect(stock.json().items.filter((b: { so_luong: number }) => b.so_luong !== 0)).toEqual([]);
  });

  it("sends a buyer's request to approve for approval; only an approver approves it", async () => {
    const asked = await k.buyer("POST", ORDERS, order([{ ma_vt: "KEM", so_luong: 5, gia: 80_000 }], { status: "2" }));
    expect(asked.json().status).toBe("1");
    const id = asked.json().stt_rec;
    expect((await k.buyer("PATCH", `${ORDERS}/${id}`, { status: "2" })).statusCode).toBe(403);
    const approved = await k.approver("PATCH", `${ORDERS}/${id}`, { status: "2" });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe("2");
    const edit = await k.buyer("PUT", `${ORDERS}/${id}`, order([{ ma_vt: "KEM", so_luong: 50, gia: 80_000 }]));
    expect(edit.statusCode).toBe(422);
  });

  it("refuses an unknown supplier, a service line and a unit without conversion, naming each", async () => {
    await k.admin("POST", "stock/services", { ma_vt: "MASSAGE", ten_vt: "Massage body", ma_dvt: "LAN" });
    const res = await k.buyer(
      "POST",
      ORDERS,
      order(
        [
          { ma_vt: "MASSAGE", so_luong: 1, gia: 1 },
          { ma_vt: "KEM", ma_dvt: "HOP", so_luong: 1, gia: 1 },
        ],
        { ma_ncc: "KHONGCO" },
      ),
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain("ma_ncc");
  });
});

describe("receiving an order", () => {
  it("receives an order in two parts, shows the progress, and refuses a third receipt naming the line", async () => {
    const { stt_rec, so_ct } = await approvedOrder([{ ma_vt: "SRM", so_luong: 10, gia: 100_000 }]);
    const first = await receive(stt_rec, [{ ma_vt: "SRM", so_luong: 6, gia: 100_000 }]);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().ma_ncc).toBe("NCC01");
    expect(await lines(stt_rec)).toMatchObject([{ so_luong_nhan: 6, so_luong_con: 4 }]);
    const page = await k.buyer("GET", `${ORDERS}?searchKey=${so_ct}`);
    expect(page.statusCode, page.body).toBe(200);
    const listed = page.json().items[0];
    expect(listed).toMatchObject({ so_luong_nhan: 6, so_luong_dat: 10, da_nhan_du: false, ten_kho: "Kho Quận 1" });
    expect(listed.ten_ncc).toBe("Công ty TNHH Mỹ phẩm Hoàng Gia");

    expect((await receive(stt_rec, [{ ma_vt: "SRM", so_luong: 4, gia: 100_000 }])).statusCode).toBe(201);
    expect(await lines(stt_rec)).toMatchObject([{ so_luong_nhan: 10, so_luong_con: 0 }]);
    expect((await k.buyer("GET", `${ORDERS}/${stt_rec}`)).json().da_nhan_du).toBe(true);

    const third = await receive(stt_rec, [{ ma_vt: "SRM", so_luong: 1, gia: 100_000 }]);
    expect(third.statusCode).toBe(422);
    expect(third.json().errors["details.0.so_luong"]).toContain(`Vượt số lượng còn phải nhận của đơn ${so_ct}`);
  });

  it("gives the quantity back when a receipt is cancelled", async () => {
    const { stt_rec } = await approvedOrder([{ ma_vt: "SRM", so_luong: 3, gia: 90_000 }]);
    const receipt = await receive(stt_rec, [{ ma_vt: "SRM", so_luong: 3, gia: 90_000 }]);
    expect(await lines(stt_rec)).toMatchObject([{ so_luong_con: 0 }]);
    const cancelled = await k.admin("PATCH", `stock/receipt-orders/${receipt.json().stt_rec}`, { status: "9" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await lines(stt_rec)).toMatchObject([{ so_luong_nhan: 0, so_luong_con: 3 }]);
  });

  it("counts boxes in pieces: 15 pieces of an order of 2 boxes leave half a box, which 'Tạo phiếu nhập' prefills", async () => {
    const { stt_rec } = await approvedOrder([{ ma_vt: "SRM", ma_dvt: "HOP", so_luong: 2, gia: 900_000 }]);
    expect((await receive(stt_rec, [{ ma_vt: "SRM", ma_dvt: "CAI", so_luong: 15, gia: 90_000 }])).statusCode).toBe(201);
    expect(await lines(stt_rec)).toMatchObject([{ so_luong_nhan: 1.5, so_luong_con: 0.5 }]);
    const draft = await k.buyer("POST", `${ORDERS}/${stt_rec}/receipt`, { ngay_ct: "2026-03-06" });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(draft.json()).toMatchObject({ status: "0", ma_kho: "K01", ma_ncc: "NCC01", stt_rec_dh: stt_rec });
    expect(draft.json().details).toMatchObject([{ ma_vt: "SRM", ma_dvt: "HOP", so_luong: 0.5, gia: 900_000 }]);
    // The storekeeper's form sends back what it shows: the receipt stays the order's, and more than is to come is refused.
    const receiptId = draft.json().stt_rec;
    const edited = await k.buyer("PUT", `stock/receipt-orders/${receiptId}`, {
      ngay_ct: "2026-03-06",
      ma_kho: "K01",
      details: [{ ma_vt: "SRM", ma_dvt: "CAI", so_luong: 6, gia: 90_000 }],
    });
    expect(edited.json().stt_rec_dh).toBe(stt_rec);
    const posted = await k.buyer("PATCH", `stock/receipt-orders/${receiptId}`, { status: "2" });
    expect(posted.statusCode).toBe(422);
    expect(posted.json().errors["details.0.so_luong"]).toMatch(/còn 5 CAI/);
  });

  it("refuses a receipt of an order not approved, of a product not ordered or from another supplier", async () => {
    const draft = await k.buyer("POST", ORDERS, order([{ ma_vt: "SRM", so_luong: 1, gia: 1 }]));
    const early = await receive(draft.json().stt_rec, [{ ma_vt: "SRM", so_luong: 1, gia: 1 }]);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.stt_rec_dh).toMatch(/chưa được duyệt/);
    const { stt_rec } = await approvedOrder([{ ma_vt: "SRM", so_luong: 1, gia: 1 }]);
    const other = await receive(stt_rec, [{ ma_vt: "KEM", so_luong: 1, gia: 1 }]);
    expect(other.json().errors["details.0.ma_vt"]).toMatch(/không có trong đơn mua hàng/);
    const supplier = await k.buyer("POST", "stock/receipt-orders", {
      ngay_ct: "2026-03-05",
      ma_kho: "K01",
      ma_ncc: "NCC02",
      stt_rec_dh: stt_rec,
      details: [{ ma_vt: "SRM", so_luong: 1, gia: 1 }],
    });
    expect(supplier.json().errors.ma_ncc).toMatch(/NCC01/);
  });

  it("lets one of two receipts racing for the last units through and refuses the other", async () => {
    const { stt_rec } = await approvedOrder([{ ma_vt: "KEM", so_luong: 5, gia: 50_000 }]);
    const answers = await Promise.all([
      receive(stt_rec, [{ ma_vt: "KEM", so_luong: 3, gia: 50_000 }]),
      receive(stt_rec, [{ ma_vt: "KEM", so_luong: 3, gia: 50_000 }]),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    expect(await lines(stt_rec)).toMatchObject([{ so_luong_nhan: 3, so_luong_con: 2 }]);
  });

  it("refuses to cancel an order goods came for, and cancels one nothing came for", async () => {
    const { stt_rec } = await approvedOrder([{ ma_vt: "KEM", so_luong: 2, gia: 50_000 }]);
    await receive(stt_rec, [{ ma_vt: "KEM", so_luong: 1, gia: 50_000 }]);
    const refused = await k.approver("PATCH", `${ORDERS}/${stt_rec}`, { status: "9" });
    expect(refused.statusCode).toBe(422);
    const untouched = await approvedOrder([{ ma_vt: "KEM", so_luong: 2, gia: 50_000 }]);
    const cancelled = await k.approver("PATCH", `${ORDERS}/${untouched.stt_rec}`, { status: "9" });
    expect(cancelled.json().status).toBe("9");
  });
});
