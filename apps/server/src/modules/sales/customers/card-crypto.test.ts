import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { salesTenant } from "../../../../../../test/fixtures/sales-tenant.js";
import { inTenant } from "../../../platform/db/tenant-db.js";
import type { CardCryptoStatus } from "./card-data.js";

/*
 * Card data at rest (README "Card data at rest"): membership card numbers and prepaid card PINs sealed with the
 * tenant's key, found by a blind index, re-encrypted after a key change with progress, for administrators only.
 */

let t: TestApp;
let s: Awaited<ReturnType<typeof salesTenant>>;
const DAY = "2026-05-04";
const STATUS = "system/cryptography/customer-card";
const ROTATE = "system/cryptography/customer-card/rotate";
/** Cards (and as many history lines) written before encryption, in clear, as an upgraded install holds them. */
const PLAIN = 1500;
const SEALED = /^k\d+\.v1\.[A-Za-z0-9_-]+$/;

const count = async (text: string) => Number((await s.sql(text)).rows[0]?.n);

async function status(): Promise<CardCryptoStatus> {
  const res = await s.admin("GET", STATUS);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Reads the status until the job is done, every status seen on the way. */
async function untilDone(): Promise<CardCryptoStatus[]> {
  const seen: CardCryptoStatus[] = [];
  for (let i = 0; i < 600; i++) {
    const now = await status();
    seen.push(now);
    if (!now.job.running) return seen;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("the re-encryption did not end");
}

beforeAll(async () => {
  t = await startTestApp();
  s = await salesTenant(t, "card_rest", "2026-05-01");
  await s.sql(
    "INSERT INTO partners (ma_kh, ten_kh, ma_dvcs) SELECT 'KH000' || n, 'Khách ' || n, 'CN01' FROM generate_series(2, 6) n",
  );
  const series = await s.admin("POST", "sales/customer-card-series", {
    ma_day: "TV",
    ten_day: "Thẻ thành viên",
    tien_to: "TV",
    tu_so: 1,
    den_so: 9999,
    do_dai: 4,
    tl_ck: 5,
  });
  expect(series.statusCode, series.body).toBe(200);
  await s.sql(
    `INSERT INTO customer_cards (so_the, so_the_cuoi, ma_kh, ma_day, hang_the, tl_ck, ngay_phat_hanh, trang_thai)
     SELECT 'CU' || lpad(n::text, 5, '0'), right(lpad(n::text, 5, '0'), 4), 'KH0001', 'TV', 'THANHVIEN', 5, '${DAY}',
            'locked'
       FROM generate_series(1, ${PLAIN}) n`,
  );
  await s.sql(
    `INSERT INTO customer_card_histories (ngay, so_the, so_the_cuoi, ma_kh, loai, user_name)
     SELECT now(), so_the, so_the_cuoi, ma_kh, 'PH', 'system' FROM customer_cards`,
  );
  await s.sql("UPDATE products SET ma_thue = NULL WHERE ma_vt = 'SP01'");
});
afterAll(() => t.close());

describe("card numbers at rest", () => {
  it("seals the numbers written before encryption once card data is used: no number is left in clear", async () => {
    expect(await count("SELECT count(*) AS n FROM customer_cards WHERE khoa_the IS NULL")).toBe(PLAIN);
    const first = await status();
    expect(first.plain.cards + first.plain.histories).toBeGreaterThan(0);
    expect(first.job.running).toBe(true);
    const last = (await untilDone()).at(-1) as CardCryptoStatus;
    expect(last.plain).toEqual({ cards: 0, histories: 0, pins: 0 });
    expect(last.active?.version).toBe(1);
    expect(last.job).toEqual({ running: false, done: 2 * PLAIN, total: 2 * PLAIN });
    for (const table of ["customer_cards", "customer_card_histories"]) {
      expect(await count(`SELECT count(*) AS n FROM ${table} WHERE so_the ~ '^CU[0-9]{5}$' OR so_the_bi IS NULL`)).toBe(
        0,
      );
      const raw = await s.sql(`SELECT so_the, so_the_bi, khoa_the, search_text FROM ${table}`);
      expect(raw.rows.length).toBe(PLAIN);
      for (const row of raw.rows) {
        expect(row.so_the).toMatch(SEALED);
        expect(row.so_the_bi).toBeTruthy();
        expect(row.search_text).not.toMatch(/cu\d{5}/);
      }
    }
  });

  it("answers the numbers in clear, finds a card by its whole number and searches by the last digits", async () => {
    const found = await s.admin("GET", "sales/customer-cards?so_the=cu00042");
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().items.map((r: { so_the: string }) => r.so_the)).toEqual(["CU00042"]);
    const item = found.json().items[0];
    expect(item).not.toHaveProperty("so_the_bi");
    expect(item).not.toHaveProperty("khoa_the");
    expect(item.so_the_cuoi).toBe("0042");
    const one = await s.admin("GET", `sales/customer-cards/${item.id}`);
    expect(one.json().so_the).toBe("CU00042");
    const lookup = await s.admin("GET", "sales/customer-cards/lookup?so_the=CU01500");
    expect(lookup.json().items.map((r: { so_the: string }) => r.so_the)).toEqual(["CU01500"]);
    const history = await s.admin("GET", "sales/customer-card-histories?so_the=CU00042");
    expect(history.json().items.map((r: { so_the: string }) => r.so_the)).toEqual(["CU00042"]);
    const searched = await s.admin("GET", "sales/customer-cards?searchKey=1499");
    expect(searched.json().items.map((r: { so_the: string }) => r.so_the)).toEqual(["CU01499"]);
  });

  it("issues, renews and locks cards with their numbers sealed, each number kept unique by its index", async () => {
    const issued = await s.admin("POST", "sales/customer-cards/issue", { ma_kh: "KH0002", ma_day: "TV" });
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json().so_the).toBe("TV0001");
    const second = await s.admin("POST", "sales/customer-cards/issue", { ma_kh: "KH0003", ma_day: "TV" });
    expect(second.json().so_the).toBe("TV0002");
    // The series is set back: the next issue skips the numbers cards hold, found by their index.
    await s.sql("UPDATE customer_card_series SET so_cuoi = NULL WHERE ma_day = 'TV'");
    const third = await s.admin("POST", "sales/customer-cards/issue", { ma_kh: "KH0004", ma_day: "TV" });
    expect(third.json().so_the).toBe("TV0003");
    const renewed = await s.admin("POST", `sales/customer-cards/${issued.json().id}/lock`, { ly_do: "Mất thẻ" });
    expect(renewed.json()).toMatchObject({ so_the: "TV0001", trang_thai: "locked" });
    const raw = await s.sql("SELECT so_the FROM customer_card_histories WHERE ma_kh = 'KH0002'");
    expect(raw.rows.length).toBe(2);
    for (const row of raw.rows) expect(row.so_the).toMatch(SEALED);
    expect(await count("SELECT count(*) AS n FROM customer_cards WHERE so_the LIKE 'TV%'")).toBe(0);
    // The index keeps the number unique in the table itself.
    await expect(
      s.sql(
        `INSERT INTO customer_cards (so_the, so_the_bi, ma_kh, ma_day, ngay_phat_hanh, trang_thai)
         SELECT 'x', so_the_bi, 'KH0005', 'TV', '${DAY}', 'locked' FROM customer_cards WHERE so_the_cuoi = '0001'
          AND ma_kh = 'KH0002'`,
      ),
    ).rejects.toThrow(/customer_cards_so_the_bi/);
    const overview = await s.admin("GET", "sales/customers?searchKey=KH0003");
    expect(overview.json().items[0].so_the).toBe("TV0002");
  });

  it("cannot open a tenant's numbers with another tenant's key", async () => {
    const { rows } = await s.sql("SELECT so_the FROM customer_cards WHERE so_the_cuoi = '0001' AND ma_kh = 'KH0002'");
    const sealed = String(rows[0]?.so_the);
    const keys = t.app.cardData.keys;
    expect(await inTenant(t.appPool, s.schema, (db) => keys.open(db, sealed))).toBe("TV0001");
    await expect(inTenant(t.appPool, "t_demo", (db) => keys.open(db, sealed))).rejects.toThrow();
  });
});

describe("a key change", () => {
  it("makes a new key, re-encrypts every row in batches with progress, refuses a second change while it runs", async () => {
    const before = await status();
    const total = before.job.total;
    const rotated = await s.admin("POST", ROTATE);
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.json().active.version).toBe(2);
    expect(rotated.json().job.running).toBe(true);
    const again = await s.admin("POST", ROTATE);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain("Đang đổi khóa");
    // A card issued while the rows are re-encrypted is written with the new key.
    const issued = await s.admin("POST", "sales/customer-cards/issue", { ma_kh: "KH0005", ma_day: "TV" });
    expect(issued.statusCode, issued.body).toBe(201);
    const raw = await s.sql(`SELECT khoa_the, so_the FROM customer_cards WHERE id = '${issued.json().id}'`);
    expect(raw.rows[0]).toMatchObject({ khoa_the: 2 });
    expect(raw.rows[0]?.so_the).toMatch(/^k2\./);
    const seen = await untilDone();
    const done = seen.map((x) => x.job.done);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    const last = seen.at(-1) as CardCryptoStatus;
    expect(last.job.done).toBe(last.job.total);
    expect(last.job.total).toBe(total + 2);
    expect(last.versions.map((v) => [v.version, v.state])).toEqual([
      [2, "active"],
      [1, "retired"],
    ]);
    expect(last.versions[1]).toMatchObject({ cards: 0, histories: 0, pins: 0 });
    expect(await count("SELECT count(*) AS n FROM customer_cards WHERE khoa_the <> 2 OR so_the NOT LIKE 'k2.%'")).toBe(
      0,
    );
    expect(await count("SELECT count(*) AS n FROM customer_card_histories WHERE khoa_the <> 2")).toBe(0);
    const read = await s.admin("GET", `sales/customer-cards/${issued.json().id}`);
    expect(read.json().so_the).toBe(issued.json().so_the);
    const old = await s.admin("GET", "sales/customer-cards?so_the=CU00007");
    expect(old.json().items[0]?.so_the).toBe("CU00007");
  });

  it("is for administrators only", async () => {
    expect((await s.cashier("GET", STATUS)).statusCode).toBe(403);
    expect((await s.cashier("POST", ROTATE)).statusCode).toBe(403);
    expect((await s.sale("GET", STATUS)).statusCode).toBe(403);
  });
});

describe("a prepaid card's PIN", () => {
  let cardId = "";
  const pay = (pin?: string) =>
    s.cashier("POST", "sales/retail-orders", {
      ngay_ct: DAY,
      ma_kho: "K01",
      status: "2",
      details: [{ ma_vt: "SP01", so_luong: 1 }],
      payments: [{ ma_httt: "TTT", ma_the: "PIN01", tien: 150_000, ...(pin ? { pin } : {}) }],
    });
  const pinError = async (pin?: string) => {
    const res = await pay(pin);
    expect(res.statusCode, res.body).toBe(422);
    return res.json().errors["payments.0.pin"];
  };

  beforeAll(async () => {
    const card = await s.admin("POST", "sales/payment-cards", { ma_the: "PIN01", ma_kh: "KH0001" });
    expect(card.statusCode, card.body).toBe(200);
    cardId = card.json().id;
    const top = await s.admin("POST", "sales/payment-cards/update", {
      ngay_ct: DAY,
      ma_dvcs: "CN01",
      ma_the: "PIN01",
      tien: 2_000_000,
      status: "2",
      payments: [{ ma_httt: "TM", tien: 2_000_000 }],
    });
    expect(top.statusCode, top.body).toBe(201);
  });

  it("is set write-only: the answers say only that the card has one, the table holds it sealed", async () => {
    expect((await s.admin("PUT", `sales/payment-cards/${cardId}/pin`, { pin: "12a4" })).statusCode).toBe(422);
    expect((await s.admin("PUT", `sales/payment-cards/${cardId}/pin`, { pin: "1234567" })).statusCode).toBe(422);
    const set = await s.admin("PUT", `sales/payment-cards/${cardId}/pin`, { pin: "2468" });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ id: cardId, ma_the: "PIN01", co_pin: true });
    const card = await s.admin("GET", `sales/payment-cards/${cardId}`);
    expect(card.json().co_pin).toBe(true);
    expect(card.body).not.toContain("2468");
    const lookup = await s.cashier("GET", "sales/payment-cards/lookup?ma_the=PIN01");
    expect(lookup.json().items[0]).toMatchObject({ ma_the: "PIN01", co_pin: true });
    const raw = await s.sql("SELECT pin, khoa_the FROM payment_card_pins");
    expect(raw.rows[0]?.pin).toMatch(/^k2\./);
    expect(raw.rows[0]?.pin).not.toContain("2468");
    expect((await status()).versions[0]?.pins).toBe(1);
  });

  it("is asked of a payment on the card and checked, wrong tries limited", async () => {
    expect(await pinError()).toBe("Nhập mã PIN của thẻ PIN01");
    expect(await pinError("1111")).toBe("Mã PIN không đúng (còn 4 lần nhập)");
    const paid = await pay("2468");
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.body).not.toContain("2468");
    expect(await pinError("1111")).toBe("Mã PIN không đúng (còn 4 lần nhập)");
    expect(await pinError("1111")).toBe("Mã PIN không đúng (còn 3 lần nhập)");
    expect(await pinError("1111")).toBe("Mã PIN không đúng (còn 2 lần nhập)");
    expect(await pinError("1111")).toBe("Mã PIN không đúng (còn 1 lần nhập)");
    const blocked = "Đã nhập sai mã PIN của thẻ PIN01 5 lần: thử lại sau 1 giờ";
    expect(await pinError("1111")).toBe(blocked);
    expect(await pinError("2468")).toBe(blocked);
    await s.sql("UPDATE payment_card_pins SET sai_tu = now() - interval '61 minutes'");
    expect((await pay("2468")).statusCode).toBe(201);
  });

  it("is re-encrypted with the next key and can be removed", async () => {
    expect((await s.admin("POST", ROTATE)).statusCode).toBe(200);
    const last = (await untilDone()).at(-1) as CardCryptoStatus;
    expect(last.versions[0]).toMatchObject({ version: 3, state: "active", pins: 1 });
    expect((await s.sql("SELECT pin FROM payment_card_pins")).rows[0]?.pin).toMatch(/^k3\./);
    expect((await pay("2468")).statusCode).toBe(201);
    const removed = await s.admin("PUT", `sales/payment-cards/${cardId}/pin`, { pin: null });
    expect(removed.json().co_pin).toBe(false);
    expect((await pay()).statusCode).toBe(201);
  });
});
