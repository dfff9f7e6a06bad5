import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, startTestApp, type TestApp } from "../../../../../../test/api.js";
import { vietnamToday } from "../../../platform/db/vietnam-days.js";
import { DEMO_GOODS } from "../../stock/stock.demo.js";
import { DEMO_PROMOTION } from "./demo-promotions.js";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await login(t.app, "admin", "Admin@123")).access_token;
});
afterAll(() => t.close());

const as = (method: "GET" | "POST", url: string, body?: object) =>
  call(t.app, { method, url: `/api/${url}`, token: admin, headers: { "x-branches": "CN01" }, payload: body });

type Line = { ma_vt: string; tien: number; ck: number; km: boolean; ma_ctkm: string | null };

const quote = async (details: object[]) => {
  const res = await as("POST", "sales/retail-orders/quote", {
    ngay_ct: vietnamToday(),
    ma_kho: "Q1-CHINH",
    details,
    payments: [],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { tong_tien: number; tong_ck: number; ma_ctkm: string | null; details: Line[] };
};

describe("the demo's promotions", () => {
  it("list their rules with the program's name and days, filtered by program, their items named", async () => {
    const res = await as("GET", `sales/promotion-products?ma_ctkm=${DEMO_PROMOTION.toLowerCase()}&pageSize=50`);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as { stt_rec: string; status: string; ten_ctkm: string; tu_ngay: string }[];
    expect(items.map((i) => i.status).sort()).toEqual(["1", "2"]);
    expect(items[0]).toMatchObject({ ten_ctkm: "Khuyến mãi cuối năm", tu_ngay: `${vietnamToday().slice(0, 7)}-01` });
    const none = await as("GET", "sales/promotion-products?ma_ctkm=KHONGCO");
    expect(none.json().total).toBe(0);

    const awaiting = items.find((i) => i.status === "1");
    const doc = (await as("GET", `sales/promotion-products/${awaiting?.stt_rec}`)).json();
    expect(doc.details[0]).toMatchObject({
      ma_vt: DEMO_GOODS.dauXa,
      ten_vt: "Dầu xả bưởi phục hồi tóc 300ml",
      ma_vt_tang: DEMO_GOODS.luocGo,
      ten_vt_tang: "Lược gỗ đàn hương",
      sl_tang: 1,
    });
  });

  it("apply at the counter once approved: 10 % off two shampoos, 50,000 ₫ off a bill from 1,000,000 ₫", async () => {
    const two = await quote([{ ma_vt: DEMO_GOODS.dauGoi, so_luong: 2 }]);
    expect(two.details[0]?.ma_ctkm).toBe(DEMO_PROMOTION);
    expect(two.details[0]?.ck).toBe(Math.floor((two.details[0]?.tien ?? 0) / 10));
    expect(two.ma_ctkm).toBeNull();

    const six = await quote([{ ma_vt: DEMO_GOODS.dauGoi, so_luong: 6 }]);
    expect(six.ma_ctkm).toBe(DEMO_PROMOTION);
    expect(six.tong_ck).toBe(Math.floor(six.tong_tien / 10) + 50_000);
  });

  it("do not give the comb of the rule still awaiting approval", async () => {
    const conditioners = await quote([{ ma_vt: DEMO_GOODS.dauXa, so_luong: 2 }]);
    expect(conditioners.details.map((l) => l.ma_vt)).toEqual([DEMO_GOODS.dauXa]);
    expect(conditioners.tong_ck).toBe(0);
  });
});
