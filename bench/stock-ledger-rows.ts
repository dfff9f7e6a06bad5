import type { TenantDb } from "../apps/server/src/platform/db/tenant-db.js";
import { emptyAllForLoading } from "./stock-loading.js";
import { costSql, KIND_UNITS, productCodeSql } from "./stock-products.js";

/** The bench's warehouses, their branch and their share of the day's documents. */
export const BENCH_WAREHOUSES = [
  { ma_kho: "KHO-Q1", ten_kho: "Kho chính Quận 1", ma_dvcs: "CN01", share: 8 },
  { ma_kho: "KHO-Q3", ten_kho: "Kho Quận 3", ma_dvcs: "CN01", share: 5 },
  { ma_kho: "KHO-CG", ten_kho: "Kho Cầu Giấy", ma_dvcs: "CN02", share: 5 },
  { ma_kho: "KHO-HC", ten_kho: "Kho Hải Châu", ma_dvcs: "CN03", share: 2 },
] as const;

/** Where each kind of generated document lives (the tables of the stock module), its type and description. */
export const STOCK_KINDS = {
  DK: { header: "opening_stocks", lines: "opening_stock_details", ma_ct: "DK1", dien_giai: "Tồn đầu kỳ" },
  PN: {
    header: "receipt_orders",
    lines: "receipt_order_details",
    ma_ct: "PN1",
    dien_giai: "Nhập hàng của nhà cung cấp",
  },
  PX: { header: "delivery_orders", lines: "delivery_order_details", ma_ct: "PX1", dien_giai: "Xuất bán cho khách" },
} as const;
type Kind = keyof typeof STOCK_KINDS;
export const STOCK_TABLES = {
  ledger: "stock_ledger",
  balances: "stock_balances",
  counters: "document_counters",
} as const;

export const HISTORY_DAYS = 730;

export interface StockFill {
  products: number;
  lines: number;
  /** The posted status (from the core constants, never a literal here). */
  posted: string;
  log: (line: string) => void;
}

const step = async (log: (line: string) => void, what: string, run: () => Promise<unknown>) => {
  const started = Date.now();
  await run();
  log(`  ${what} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

/**
 * Two years of stock in the bench warehouses, `lines` ledger lines in all: the opening stock of every product in
 * every warehouse the day before the history starts, then 10-line receipts (3 in 10) and deliveries dated day
 * after day up to yesterday, popular products far more often than the rest. Each opening quantity covers what
 * the history later delivers, so no balance is ever negative; every movement is at the product's cost, so the
 * moving average stays that cost. Documents, lines, ledger, cached balances and number counters agree.
 */
export async function fillStock(db: TenantDb, { products, lines, posted, log }: StockFill): Promise<void> {
  const client = db.$client;
  const kinds = Object.entries(STOCK_KINDS) as [Kind, (typeof STOCK_KINDS)[Kind]][];
  const rebuild = await emptyAllForLoading(db, [
    ...kinds.flatMap(([, k]) => [k.lines, k.header]),
    STOCK_TABLES.ledger,
    STOCK_TABLES.balances,
  ]);
  await client.query(`DELETE FROM ${STOCK_TABLES.counters} WHERE ma_ct = ANY($1)`, [kinds.map(([, k]) => k.ma_ct)]);
  const { rows: prefixes } = await client.query<{ ma_ct: string; prefix: string }>(
    "SELECT DISTINCT ON (ma_ct) ma_ct, prefix FROM voucher_infos WHERE ma_ct = ANY($1) ORDER BY ma_ct",
    [kinds.map(([, k]) => k.ma_ct)],
  );
  const kindInfo = kinds.map(([kind, k]) => ({
    kind,
    ma_ct: k.ma_ct,
    prefix: prefixes.find((p) => p.ma_ct === k.ma_ct)?.prefix ?? kind,
    dien_giai: k.dien_giai,
  }));
  await client.query("SELECT setseed(0.2026)");
  const opening = products * BENCH_WAREHOUSES.length;
  const movingDocs = Math.max(0, Math.floor((lines - opening) / 10));
  const openingDocs = Math.ceil(products / 10);
  const kho = BENCH_WAREHOUSES.flatMap((w) => Array<string>(w.share).fill(w.ma_kho));
  const codes = BENCH_WAREHOUSES.map((w) => w.ma_kho);

  await client.query(`
    DROP TABLE IF EXISTS bench_docs, bench_moves, bench_numbered;
    CREATE UNLOGGED TABLE bench_docs (d int PRIMARY KEY, kind text, ma_kho text, ngay_ct date);
    CREATE UNLOGGED TABLE bench_moves (d int, line int, i int, so_luong numeric(18, 3))`);
  await step(log, `${movingDocs.toLocaleString("en")} documents of the history`, () =>
    client.query(
      `INSERT INTO bench_docs
       SELECT d, CASE WHEN random() < 0.3 THEN 'PN' ELSE 'PX' END,
              ($1::text[])[1 + floor(random() * cardinality($1::text[]))::int],
              current_date - $3::int + ((d - 1)::bigint * $3 / $2)::int
         FROM generate_series(1, $2::int) AS d`,
      [kho, movingDocs, HISTORY_DAYS],
    ),
  );
  await step(log, `${(movingDocs * 10).toLocaleString("en")} lines of the history`, () =>
    client.query(
      `INSERT INTO bench_moves
       SELECT d.d, j, 1 + floor($1::int * random() ^ 2)::int,
              CASE WHEN d.kind = 'PN' THEN 10 + floor(random() * 41) ELSE 1 + floor(random() * 5) END
         FROM bench_docs AS d CROSS JOIN generate_series(1, 10) AS j`,
      [products],
    ),
  );
  await step(log, `${opening.toLocaleString("en")} opening lines`, async () => {
    await client.query(
      `INSERT INTO bench_docs
       SELECT $1::int + (w.n - 1)::int * $2::int + k, 'DK', w.ma_kho, current_date - $3::int - 1
         FROM unnest($4::text[]) WITH ORDINALITY AS w(ma_kho, n) CROSS JOIN generate_series(1, $2::int) AS k`,
      [movingDocs, openingDocs, HISTORY_DAYS, codes],
    );
    await client.query(
      `INSERT INTO bench_moves
       SELECT $1::int + (w.n - 1)::int * $2::int + 1 + (p.i - 1) / 10, 1 + (p.i - 1) % 10, p.i,
              coalesce(o.so_luong, 0) + 100 + floor(random() * 900)
         FROM unnest($4::text[]) WITH ORDINALITY AS w(ma_kho, n)
              CROSS JOIN generate_series(1, $3::int) AS p(i)
              LEFT JOIN (SELECT d.ma_kho, m.i, sum(m.so_luong) AS so_luong
                           FROM bench_moves AS m JOIN bench_docs AS d USING (d)
                          WHERE d.kind = 'PX' GROUP BY d.ma_kho, m.i) AS o
                     ON o.ma_kho = w.ma_kho AND o.i = p.i`,
      [movingDocs, openingDocs, products, codes],
    );
  });
  await step(log, "numbered", () =>
    client.query(
      `CREATE UNLOGGED TABLE bench_numbered AS
       SELECT n.*, n.prefix || to_char(n.ngay_ct, 'YY') || '-' || lpad(n.so::text, 5, '0') AS so_ct
         FROM (SELECT d.*, md5('bench-stock-' || d.d)::uuid AS stt_rec, w.ma_dvcs, k.ma_ct, k.prefix, k.dien_giai, t.tien,
                      (row_number() OVER (PARTITION BY d.kind, w.ma_dvcs, extract(year FROM d.ngay_ct)
                                          ORDER BY d.d))::int AS so
                 FROM bench_docs AS d
                      JOIN jsonb_to_recordset($1::jsonb) AS w(ma_kho text, ma_dvcs text) USING (ma_kho)
                      JOIN jsonb_to_recordset($2::jsonb) AS k(kind text, ma_ct text, prefix text, dien_giai text)
                           USING (kind)
                      JOIN (SELECT d, sum(so_luong * ${costSql("i")}) AS tien FROM bench_moves GROUP BY d) AS t
                           USING (d)) AS n`,
      [JSON.stringify(BENCH_WAREHOUSES), JSON.stringify(kindInfo)],
    ),
  );
  await client.query("CREATE UNIQUE INDEX ON bench_numbered (d); ANALYZE bench_numbered; ANALYZE bench_moves");
  const sign = "CASE WHEN n.kind = 'PX' THEN -1 ELSE 1 END";
  for (const [kind, k] of kinds) {
    await step(log, `${k.header} and their lines`, async () => {
      await client.query(
        `INSERT INTO ${k.header} (stt_rec, ma_ct, so_ct, ngay_ct, ma_dvcs, status, dien_giai, ma_kho,
                                  tong_tien, tong_thanh_toan, created_by, created_at, updated_at)
         SELECT n.stt_rec, n.ma_ct, n.so_ct, n.ngay_ct, n.ma_dvcs, $1, n.dien_giai, n.ma_kho, n.tien, n.tien, 'bench',
                n.ngay_ct + time '09:00', n.ngay_ct + time '09:00'
           FROM bench_numbered AS n WHERE n.kind = $2 ORDER BY n.stt_rec`,
        [posted, kind],
      );
      await client.query(
        `INSERT INTO ${k.lines} (stt_rec, line, ma_vt, ma_dvt, so_luong, gia, tien, he_so, so_luong_qd, gia_von, tien_von)
         SELECT n.stt_rec, m.line, ${productCodeSql("m.i")}, ($2::text[])[1 + m.i % cardinality($2::text[])],
                m.so_luong, ${costSql("m.i")}, m.so_luong * ${costSql("m.i")}, 1, m.so_luong,
                ${costSql("m.i")}, m.so_luong * ${costSql("m.i")}
           FROM bench_moves AS m JOIN bench_numbered AS n USING (d)
          WHERE n.kind = $1
          ORDER BY n.stt_rec, m.line`,
        [kind, KIND_UNITS],
      );
    });
  }
  await step(log, `${lines.toLocaleString("en")} ledger lines`, () =>
    client.query(
      `INSERT INTO ${STOCK_TABLES.ledger}
              (stt_rec, ma_ct, so_ct, ngay_ct, ma_dvcs, ma_kho, ma_vt, line, dien_giai, so_luong, gia_tri, created_at)
       SELECT n.stt_rec, n.ma_ct, n.so_ct, n.ngay_ct, n.ma_dvcs, n.ma_kho, ${productCodeSql("m.i")}, m.line,
              n.dien_giai, ${sign} * m.so_luong, ${sign} * m.so_luong * ${costSql("m.i")}, n.ngay_ct + time '09:00'
         FROM bench_moves AS m JOIN bench_numbered AS n USING (d)
        ORDER BY n.ngay_ct, n.d, m.line`,
    ),
  );
  await step(log, "cached balances", () =>
    client.query(
      `INSERT INTO ${STOCK_TABLES.balances} (ma_kho, ma_vt, so_luong, gia_tri)
       SELECT n.ma_kho, ${productCodeSql("m.i")}, sum(${sign} * m.so_luong), sum(${sign} * m.so_luong * ${costSql("m.i")})
         FROM bench_moves AS m JOIN bench_numbered AS n USING (d)
        GROUP BY n.ma_kho, m.i ORDER BY n.ma_kho, m.i`,
    ),
  );
  await client.query(
    `INSERT INTO ${STOCK_TABLES.counters} (ma_ct, ma_dvcs, nam, so)
     SELECT ma_ct, ma_dvcs, extract(year FROM ngay_ct)::int, max(so) FROM bench_numbered GROUP BY 1, 2, 3`,
  );
  await client.query("DROP TABLE bench_docs, bench_moves, bench_numbered");
  await rebuild(log);
}
