import type { TenantDb } from "../apps/server/src/platform/db/tenant-db.js";
import { emptyAllForLoading } from "./stock-loading.js";

export const CARD_TABLES = { cards: "payment_cards", ledger: "payment_card_ledger" } as const;

/** Card number `i` (1-based): TTT0000001… */
export const cardCodeSql = (i: string) => `'TTT' || lpad((${i})::text, 7, '0')`;
/** The owner of card `i`: customers KH0000001… (bench/partner-rows.ts) in turn, so each has two or three cards. */
const ownerSql = (i: string, customers: string) => `'KH' || lpad((1 + ((${i}) - 1) % ${customers})::text, 7, '0')`;
/** When card `i` was issued: some day of the last three years. */
const issuedSql = (i: string) => `current_date - (1 + ((${i})::bigint * 7919) % 1095)::int`;
/** One card in 97 is locked (its last movement says so). */
const lockedSql = (i: string) => `(${i}) % 97 = 0`;

export interface CardFill {
  cards: number;
  customers: number;
  /** Ledger rows in all: `lines / cards` per card on average (at least one each). */
  lines: number;
  log: (line: string) => void;
}

/**
 * How many movements card `i` has: `lines / cards` give or take up to 10 (a spread that sums to zero over every
 * run of `width` cards), the remainder going one each to the first cards, so that the total is exactly `lines`.
 */
function movementCount({ cards, lines }: CardFill) {
  const each = Math.floor(lines / cards);
  const spread = Math.min(10, each - 1);
  const width = 2 * spread + 1;
  const evened = width * Math.floor(cards / width);
  return {
    sql: (i: string) =>
      `(${each} + CASE WHEN ${i} <= ${lines - each * cards} THEN 1 ELSE 0 END
              + CASE WHEN ${i} <= ${evened} THEN ((${i})::bigint * 7919 % ${width})::int - ${spread} ELSE 0 END)`,
    most: each + (lines > each * cards ? 1 : 0) + spread,
  };
}

const step = async (log: (line: string) => void, what: string, run: () => Promise<unknown>) => {
  const started = Date.now();
  await run();
  log(`  ${what} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

/**
 * `cards` prepaid cards of `customers` customers and `lines` movements on them, in plain SQL. Each card's history runs
 * from its issue to today in cycles of ten: a top-up of 1 to 5 million ₫, its bonus (a tenth), payments of up to a
 * tenth each and a refund, so its running balance never goes below zero; a locked card's last movement is its lock.
 * Movements are inserted k-th of every card at a time (a batch each), so a card's rows lie apart in the table as
 * they would after years of use, in date order by id. The cards come last, each balance the sum of its ledger.
 */
export async function fillCards(db: TenantDb, fill: CardFill): Promise<void> {
  const { cards, customers, lines, log } = fill;
  if (lines < cards) throw new Error(`--lines (${lines}) must be at least --cards (${cards})`);
  const client = db.$client;
  const rebuild = await emptyAllForLoading(db, [CARD_TABLES.ledger, CARD_TABLES.cards]);
  await client.query("SELECT setseed(0.1818)");
  const count = movementCount(fill);
  const cycle = "(k - 1) / 10";
  const amount = `(10 + (i * 31 + ${cycle} * 17) % 41) * 100000`;
  const kind = `CASE WHEN ${lockedSql("i")} AND k = n AND k > 1 THEN 'KHOA'
                     ELSE (ARRAY['NAP', 'KM', 'TT', 'TT', 'TT', 'TT', 'HOAN', 'TT', 'TT', 'TT'])[1 + (k - 1) % 10] END`;
  let inserted = 0;
  const started = Date.now();
  for (let k = 1; k <= count.most; k++) {
    const { rowCount } = await client.query(
      `INSERT INTO ${CARD_TABLES.ledger}
              (ma_the, ngay_ct, ma_dvcs, stt_rec, ma_ct, so_ct, loai, tien, dien_giai, created_at, created_by)
       SELECT ${cardCodeSql("i")}, ngay, (ARRAY['CN01', 'CN01', 'CN01', 'CN01', 'CN01', 'CN02', 'CN02', 'CN02', 'CN03', 'CN03'])[1 + i % 10],
              CASE WHEN loai <> 'KHOA' THEN md5('bench-card-' || i || '-' || (k - (loai = 'KM')::int))::uuid END,
              ma_ct, CASE WHEN ma_ct IS NOT NULL THEN left(ma_ct, 2) || to_char(ngay, 'YY') || '-' || lpad((i * 40 + k)::text, 8, '0') END,
              loai,
              CASE loai WHEN 'NAP' THEN a WHEN 'KM' THEN a / 10 WHEN 'KHOA' THEN 0
                        WHEN 'HOAN' THEN (1 + floor(random() * a / 200000)) * 10000
                        ELSE -(1 + floor(random() * a / 100000)) * 10000 END,
              CASE loai WHEN 'NAP' THEN 'Nạp tiền thẻ' WHEN 'KM' THEN 'Tiền tặng khi nạp thẻ'
                        WHEN 'HOAN' THEN 'Hoàn tiền hàng trả lại' WHEN 'KHOA' THEN 'Khóa thẻ: khách báo mất'
                        ELSE 'Thanh toán hóa đơn' END,
              ngay + time '09:00' + make_interval(mins => (i + k) % 600), 'bench'
         FROM (SELECT i, k, n, loai, ${amount} AS a,
                      CASE loai WHEN 'NAP' THEN 'NT1' WHEN 'KM' THEN 'NT1' WHEN 'TT' THEN 'HD1' WHEN 'HOAN' THEN 'TL1' END AS ma_ct,
                      issued + ((k - 1) * (current_date - issued)) / n AS ngay
                 FROM (SELECT i, $1::int AS k, ${count.sql("i")} AS n, ${issuedSql("i")} AS issued
                         FROM generate_series(1, $2::int) AS i) AS c,
                      LATERAL (SELECT ${kind} AS loai) AS l
                WHERE n >= k) AS m`,
      [k, cards],
    );
    inserted += rowCount ?? 0;
    const seconds = (Date.now() - started) / 1000;
    log(
      `  movement ${k} of each card: ${inserted.toLocaleString("en")} of ${lines.toLocaleString("en")} ledger rows ` +
        `(${seconds.toFixed(0)} s, ${Math.round(inserted / seconds).toLocaleString("en")} rows/s)`,
    );
  }
  if (inserted !== lines) throw new Error(`the ledger holds ${inserted} rows, not ${lines}`);
  await step(log, `${cards.toLocaleString("en")} cards, each balance the sum of its ledger`, () =>
    client.query(
      `INSERT INTO ${CARD_TABLES.cards}
              (ma_the, ma_kh, ngay_phat_hanh, ngay_het_han, so_du, khoa, created_by, created_at, updated_at)
       SELECT ${cardCodeSql("i")}, ${ownerSql("i", "$2::int")}, ${issuedSql("i")},
              CASE i % 50 WHEN 0 THEN current_date - 1 - i % 300 WHEN 1 THEN current_date + 365 END,
              coalesce(l.so_du, 0), ${lockedSql("i")}, 'bench',
              ${issuedSql("i")} + time '08:00', now()
         FROM generate_series(1, $1::int) AS i
              LEFT JOIN (SELECT ma_the, sum(tien) AS so_du FROM ${CARD_TABLES.ledger} GROUP BY ma_the) AS l
                     ON l.ma_the = ${cardCodeSql("i")}
        ORDER BY i`,
      [cards, customers],
    ),
  );
  await rebuild(log);
}
