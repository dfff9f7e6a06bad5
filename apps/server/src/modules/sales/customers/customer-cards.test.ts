import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { salesTenant } from "../../../../../../test/fixtures/sales-tenant.js";
import { vietnamToday } from "../../../platform/db/vietnam-days.js";

let t: TestApp;
let s: Awaited<ReturnType<typeof salesTenant>>;

const SERIES = "sales/customer-card-series";
const ISSUE = "sales/customer-cards/issue";
const CUSTOMERS = Array.from({ length: 25 }, (_, i) => `KH${String(101 + i).padStart(4, "0")}`);
const TODAY = vietnamToday();

beforeAll(async () => {
  t = await startTestApp();
  s = await salesTenant(t, "sale_member_cards", "2026-05-01", 5);
  await s.sql(
    `INSERT INTO partners (ma_kh, ten_kh, ma_dvcs)
     SELECT code, 'Khách hàng ' || code, 'CN01' FROM unnest(ARRAY['${CUSTOMERS.join("','")}']) AS code`,
  );
  for (const series of [
    {
      ma_day: "TV",
      ten_day: "Thẻ thành viên",
      tien_to: "TV",
      tu_so: 1,
      den_so: 999,
      do_dai: 4,
      so_thang: 12,
      tl_ck: 5,
    },
    { ma_day: "MINI", ten_day: "Thẻ thử", tien_to: "M", tu_so: 1, den_so: 3, do_dai: 2, hang_the: "BAC", tl_ck: 7 },
  ]) {
    const res = await s.admin("POST", SERIES, series);
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t.close());

const issue = (ma_kh: string, ma_day = "TV", headers?: Record<string, string>) =>
  s.admin("POST", ISSUE, { ma_kh, ma_day }, headers);

async function seriesRow(ma_day: string) {
  const res = await s.admin("GET", `${SERIES}?searchKey=${ma_day}`);
  return res.json().items.find((r: { ma_day: string }) => r.ma_day === ma_day);
}

describe("issuing membership cards from a series", () => {
  it("gives twenty cards issued at once twenty different numbers, in order, each with its history line", async () => {
    const answers = await Promise.all(CUSTOMERS.slice(0, 20).map((code) => issue(code)));
    expect(
      answers.map((a) => a.statusCode),
      answers[0]?.body,
    ).toEqual(Array(20).fill(201));
    const numbers = answers.map((a) => a.json().so_the).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `TV${String(i + 1).padStart(4, "0")}`));
    const first = answers[0]?.json();
    expect(first).toMatchObject({ ma_kh: "KH0101", ten_kh: "Khách hàng KH0101", hang_the: "THANHVIEN", tl_ck: 5 });
    expect(first.trang_thai).toBe("active");
    expect(first.ngay_phat_hanh).toBe(TODAY);
    expect(first.ngay_het_han).toBe(`${Number(TODAY.slice(0, 4)) + 1}${TODAY.slice(4)}`.replace("-02-29", "-02-28"));
    expect((await seriesRow("TV")).so_cuoi).toBe(20);
    const history = await s.admin("GET", "sales/customer-card-histories?loai=PH&pageSize=50");
    expect(history.json().total).toBe(20);
    expect(history.json().items[0]).toMatchObject({ loai: "PH", user_name: "admin", ma_dvcs: "CN01" });
  });

  it("refuses once the series is exhausted (422 naming it), and a customer already holding a card in use", async () => {
    for (const code of ["KH0121", "KH0122", "KH0123"]) expect((await issue(code, "MINI")).statusCode).toBe(201);
    const none = await issue("KH0124", "MINI");
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.ma_day).toBe("Dãy số thẻ MINI đã hết số (cấp đến M03)");
    const twice = await issue("KH0101");
    expect(twice.statusCode).toBe(422);
    // Which number KH0101 drew among the 20 issued together is the race's to say.
    expect(twice.json().errors.ma_kh).toMatch(
      /^Khách hàng KH0101 đang dùng thẻ TV\d{4}: khóa thẻ đó trước khi cấp thẻ khác$/,
    );
  });

  it("answers a retried issue (same Idempotency-Key) with the same card, issuing one", async () => {
    const key = { "x-branches": "CN01", "idempotency-key": "issue-KH0125" };
    const first = await issue("KH0125", "TV", key);
    const again = await issue("KH0125", "TV", key);
    expect(first.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const cards = await s.admin("GET", "sales/customer-cards?ma_kh=KH0125");
    expect(cards.json().total).toBe(1);
  });

  it("refuses unknown customers and series, other branches' customers, and hostile bodies", async () => {
    await s.sql(`INSERT INTO partners (ma_kh, ten_kh, ma_dvcs) VALUES ('KH0999', 'Khách Hà Nội', 'CN02')`);
    const cases: [Record<string, unknown>, string][] = [
      [{ ma_kh: "KH9999", ma_day: "TV" }, "ma_kh"],
      [{ ma_kh: "KH0999", ma_day: "TV" }, "ma_kh"],
      [{ ma_kh: "KH0124", ma_day: "KHONGCO" }, "ma_day"],
      [{ ma_kh: "KH0124", ma_day: "TV", ngay_phat_hanh: "2026-13-45" }, "ngay_phat_hanh"],
      [{ ma_kh: "KH0124", ma_day: "TV", so_the: "TV9999" }, "body"],
      [{ ma_kh: null, ma_day: "TV" }, "ma_kh"],
      [{ ma_kh: "x".repeat(500), ma_day: "TV" }, "ma_kh"],
    ];
    for (const [body, field] of cases) {
      const res = await s.admin("POST", ISSUE, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors ?? {}).join(","), JSON.stringify(body)).toContain(field);
    }
    expect((await s.admin("POST", "sales/customer-cards/not-a-uuid/lock", {})).statusCode).toBe(400);
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await s.admin("POST", `sales/customer-cards/${missing}/lock`, {})).statusCode).toBe(404);
  });

  it("is refused (403) to users without the right on the cards", async () => {
    expect((await s.cashier("POST", ISSUE, { ma_kh: "KH0124", ma_day: "TV" })).statusCode).toBe(403);
    expect((await s.sale("GET", "sales/customer-cards")).statusCode).toBe(403);
    expect((await s.sale("GET", "sales/customer-card-histories")).statusCode).toBe(403);
  });
});

describe("a membership card's life", () => {
  const cardOf = async (ma_kh: string) => (await s.admin("GET", `sales/customer-cards?ma_kh=${ma_kh}`)).json().items[0];

  it("is renewed by its series' months, moved to another level, locked and unlocked, each in its history", async () => {
    const card = await cardOf("KH0102");
    const renewed = await s.admin("POST", `sales/customer-cards/${card.id}/renew`, { ly_do: "Khách gia hạn" });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const year = Number(card.ngay_het_han.slice(0, 4)) + 1;
    expect(renewed.json().ngay_het_han).toBe(`${year}${card.ngay_het_han.slice(4)}`.replace("-02-29", "-02-28"));
    const early = await s.admin("POST", `sales/customer-cards/${card.id}/renew`, { ngay_het_han: TODAY });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.ngay_het_han).toMatch(/^Ngày hết hạn mới phải sau \d\d\/\d\d\/\d{4}$/);

    const gold = await s.admin("POST", `sales/customer-cards/${card.id}/level`, { hang_the: "VANG", tl_ck: 10 });
    expect(gold.json()).toMatchObject({ hang_the: "VANG", tl_ck: 10 });
    const same = await s.admin("POST", `sales/customer-cards/${card.id}/level`, { hang_the: "VANG", tl_ck: 10 });
    expect(same.json().errors.hang_the).toBe(`Thẻ ${card.so_the} đã ở hạng Vàng`);
    // Without a discount, the level's series gives it (MINI is the series of Bạc).
    const silver = await s.admin("POST", `sales/customer-cards/${card.id}/level`, { hang_the: "BAC" });
    expect(silver.json()).toMatchObject({ hang_the: "BAC", tl_ck: 7 });

    for (let i = 0; i < 2; i++) {
      const locked = await s.admin("POST", `sales/customer-cards/${card.id}/lock`, { ly_do: "Khách báo mất thẻ" });
      expect(locked.json().trang_thai).toBe("locked");
    }
    const renewLocked = await s.admin("POST", `sales/customer-cards/${card.id}/renew`, {});
    expect(renewLocked.json().errors.so_the).toBe(`Thẻ ${card.so_the} đang khóa: mở khóa trước`);
    expect((await s.admin("POST", `sales/customer-cards/${card.id}/unlock`, {})).json().trang_thai).toBe("active");

    const history = await s.admin("GET", `sales/customer-card-histories?so_the=${card.so_the}&pageSize=50`);
    const lines = history.json().items.map((h: { loai: string; hang_cu: string; hang_moi: string }) => h.loai);
    expect([...lines].reverse()).toEqual(["PH", "GH", "DH", "DH", "KHOA", "MO"]);
    const level = history.json().items.find((h: { loai: string }) => h.loai === "DH");
    expect(level).toMatchObject({ hang_cu: "VANG", hang_moi: "BAC" });
  });

  it("lets a lost card be replaced: locked, a new one issued; the old one then stays locked", async () => {
    const lost = await cardOf("KH0103");
    await s.admin("POST", `sales/customer-cards/${lost.id}/lock`, { ly_do: "Mất thẻ" });
    const fresh = await issue("KH0103");
    expect(fresh.statusCode).toBe(201);
    const unlock = await s.admin("POST", `sales/customer-cards/${lost.id}/unlock`, {});
    expect(unlock.statusCode).toBe(422);
    expect(unlock.json().errors.so_the).toBe(
      `Khách hàng KH0103 đang dùng thẻ ${fresh.json().so_the}: khóa thẻ đó trước khi mở khóa thẻ khác`,
    );
  });

  it("keeps a series' numbering once cards are issued, its end above the last, and the series while cards use it", async () => {
    const tv = await seriesRow("TV");
    const prefix = await s.admin("PATCH", `${SERIES}/${tv.id}`, { tien_to: "TX" });
    expect(prefix.statusCode).toBe(422);
    expect(prefix.json().errors.tien_to).toBe("Dãy số đã cấp thẻ đến TV0022: không đổi được");
    const shorter = await s.admin("PATCH", `${SERIES}/${tv.id}`, { den_so: 10 });
    expect(shorter.json().errors.den_so).toBe("Đã cấp thẻ đến số 22");
    expect((await s.admin("PATCH", `${SERIES}/${tv.id}`, { den_so: 5000 })).statusCode).toBe(200);
    expect((await s.admin("DELETE", `${SERIES}/${tv.id}`)).statusCode).toBe(409);
    const overlap = await s.admin("POST", SERIES, {
      ma_day: "TV2",
      ten_day: "Thẻ thành viên 2",
      tien_to: "TV",
      tu_so: 4000,
      den_so: 6000,
      do_dai: 4,
    });
    expect(overlap.json().errors.tu_so).toBe("Khoảng số trùng với dãy TV");
    const reversed = await s.admin("POST", SERIES, {
      ma_day: "NGUOC",
      ten_day: "Ngược",
      tu_so: 9,
      den_so: 1,
      do_dai: 2,
    });
    expect(reversed.json().errors.den_so).toBe("Đến số phải lớn hơn hoặc bằng từ số");
  });
});
