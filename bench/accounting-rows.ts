import type { TenantDb } from "../apps/server/src/platform/db/tenant-db.js";
import { emptyAllForLoading } from "./stock-loading.js";

/** The bench's branches and their share of the year's documents (the three of the bench tenant). */
export const LEDGER_BRANCHES = [
  { ma_dvcs: "CN01", share: 5 },
  { ma_dvcs: "CN02", share: 3 },
  { ma_dvcs: "CN03", share: 2 },
] as const;

export const LEDGER_TABLES = {
  journal: "journal_entries",
  totals: "account_totals",
  openings: "account_balances",
  partnerOpenings: "customer_balances",
} as const;

/** Customers KH00001… (131) and suppliers NCC001… (331) the journal names. */
export const CUSTOMERS = 2_000;
export const SUPPLIERS = 60;
export const customerCode = (i: number) => `KH${String(i).padStart(5, "0")}`;
const customerSql = (random: string) => `'KH' || lpad((1 + floor(${CUSTOMERS} * ${random} ^ 2))::int::text, 5, '0')`;
const supplierSql = `'NCC' || lpad((1 + floor(${SUPPLIERS} * random()))::int::text, 3, '0')`;

/**
 * What a spa or shop chain posts in a year, as document templates: the type, how often (documents per 1,000),
 * the amount's range (VND), who the partner is, and the lines, each a debit, a credit and its share of the
 * amount (VAT 8 %, cost of goods 62 %). Most sales are paid by card or QR transfer, a third in cash.
 */
const TEMPLATES = [
  {
    ma_ct: "PT1",
    per1000: 190,
    min: 150_000,
    max: 2_500_000,
    partner: null,
    dien_giai: "Thu tiền dịch vụ khách lẻ",
    lines: [
      ["1111", "5113", 1],
      ["1111", "33311", 0.08],
    ],
  },
  {
    ma_ct: "BC1",
    per1000: 300,
    min: 150_000,
    max: 3_500_000,
    partner: null,
    dien_giai: "Thu tiền thẻ, chuyển khoản QR",
    lines: [
      ["1121", "5113", 1],
      ["1121", "33311", 0.08],
    ],
  },
  {
    ma_ct: "PK1",
    per1000: 170,
    min: 300_000,
    max: 8_000_000,
    partner: "kh",
    dien_giai: "Bán hàng hóa cho khách hàng",
    lines: [
      ["131", "5111", 1],
      ["131", "33311", 0.08],
      ["632", "1561", 0.62],
    ],
  },
  {
    ma_ct: "PT1",
    per1000: 80,
    min: 300_000,
    max: 8_000_000,
    partner: "kh",
    dien_giai: "Thu nợ khách hàng",
    lines: [["1111", "131", 1]],
  },
  {
    ma_ct: "BC1",
    per1000: 100,
    min: 300_000,
    max: 15_000_000,
    partner: "kh",
    dien_giai: "Khách hàng chuyển khoản trả nợ",
    lines: [["1121", "131", 1]],
  },
  {
    ma_ct: "PN1",
    per1000: 45,
    min: 2_000_000,
    max: 60_000_000,
    partner: "ncc",
    dien_giai: "Nhập hàng của nhà cung cấp",
    lines: [
      ["1561", "331", 1],
      ["1331", "331", 0.08],
    ],
  },
  {
    ma_ct: "BN1",
    per1000: 30,
    min: 5_000_000,
    max: 80_000_000,
    partner: "ncc",
    dien_giai: "Trả tiền nhà cung cấp",
    lines: [["331", "1121", 1]],
  },
  {
    ma_ct: "PC1",
    per1000: 45,
    min: 50_000,
    max: 3_000_000,
    partner: null,
    dien_giai: "Chi phí quản lý: văn phòng phẩm, điện nước",
    lines: [["642", "1111", 1]],
  },
  {
    ma_ct: "PC1",
    per1000: 20,
    min: 100_000,
    max: 5_000_000,
    partner: null,
    dien_giai: "Chi phí bán hàng: quảng cáo, vận chuyển",
    lines: [["641", "1111", 1]],
  },
  {
    ma_ct: "PC1",
    per1000: 20,
    min: 20_000_000,
    max: 60_000_000,
    partner: null,
    dien_giai: "Nộp tiền mặt vào ngân hàng",
    lines: [["1121", "1111", 1]],
  },
] as const;

export interface LedgerFill {
  /** Journal lines, exactly. */
  lines: number;
  /** The calendar year they fall in, day after day from 1 January to 31 December. */
  year: number;
  log: (line: string) => void;
}

const step = async (log: (line: string) => void, what: string, run: () => Promise<unknown>) => {
  const started = Date.now();
  await run();
  log(`  ${what} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

/**
 * A year of the general journal, `lines` lines in all, in plain SQL: documents of the templates above dated day
 * after day through the year in three branches, numbered per type, branch and year as the server numbers them
 * (the counters follow), partners on the receivables and payables; each account's monthly turnover per branch in
 * account_totals, summed from the generated lines (not from the journal, so that the check after loading means
 * something); opening balances at 1 January (cash, bank, stock, customers' and suppliers' debts, capital) that
 * balance, the partners' debts adding up to 131's and 331's. The partners are created too.
 */
export async function fillLedger(db: TenantDb, { lines, year, log }: LedgerFill): Promise<void> {
  const client = db.$client;
  const rebuild = await emptyAllForLoading(db, [LEDGER_TABLES.journal, LEDGER_TABLES.totals]);
  await client.query(`DELETE FROM ${LEDGER_TABLES.openings} WHERE nam = $1`, [year]);
  await client.query(`DELETE FROM ${LEDGER_TABLES.partnerOpenings} WHERE nam = $1`, [year]);
  const types = [...new Set(TEMPLATES.map((t) => t.ma_ct))];
  await client.query("DELETE FROM document_counters WHERE ma_ct = ANY($1) AND nam = $2", [types, year]);
  await client.query("SELECT setseed(0.2027)");

  await step(log, `${CUSTOMERS.toLocaleString("en")} customers and ${SUPPLIERS} suppliers`, () =>
    client.query(
      `INSERT INTO partners (ma_kh, ten_kh, ma_dvcs, created_by)
       SELECT 'KH' || lpad(i::text, 5, '0'), 'Khách hàng ' || i, ($1::text[])[1 + i % 3], 'bench'
         FROM generate_series(1, $2::int) AS i
       UNION ALL
       SELECT 'NCC' || lpad(i::text, 3, '0'), 'Công ty TNHH Cung ứng ' || i, 'CN01', 'bench'
         FROM generate_series(1, $3::int) AS i
       EXCEPT SELECT ma_kh, ten_kh, ma_dvcs, 'bench' FROM partners`,
      [LEDGER_BRANCHES.map((b) => b.ma_dvcs), CUSTOMERS, SUPPLIERS],
    ),
  );

  const templates = TEMPLATES.map((t, k) => ({ ...t, k: k + 1, n: t.lines.length }));
  const picks = templates.flatMap((t) => Array<number>(t.per1000).fill(t.k));
  const linesPer1000 = templates.reduce((sum, t) => sum + t.per1000 * t.n, 0);
  const branches = LEDGER_BRANCHES.flatMap((b) => Array<string>(b.share).fill(b.ma_dvcs));
  const { rows: prefixes } = await client.query<{ ma_ct: string; prefix: string }>(
    "SELECT DISTINCT ON (ma_ct) ma_ct, prefix FROM voucher_infos WHERE ma_ct = ANY($1) ORDER BY ma_ct, status",
    [types],
  );
  const kinds = templates.map((t) => ({
    k: t.k,
    ma_ct: t.ma_ct,
    prefix: prefixes.find((p) => p.ma_ct === t.ma_ct)?.prefix?.trim() || t.ma_ct.replace(/[0-9]+$/, ""),
    n: t.n,
    min: t.min,
    max: t.max,
    partner: t.partner,
    dien_giai: t.dien_giai,
  }));
  const kindLines = templates.flatMap((t) =>
    t.lines.map(([no, co, share], i) => ({ k: t.k, line: i + 1, no, co, share })),
  );
  const days = (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / 86_400_000;

  await client.query(`
    DROP TABLE IF EXISTS bench_kinds, bench_kind_lines, bench_ledger_docs, bench_ledger_lines;
    CREATE UNLOGGED TABLE bench_kinds (k int PRIMARY KEY, ma_ct text, prefix text, n int, min bigint, max bigint,
                                       partner text, dien_giai text);
    CREATE UNLOGGED TABLE bench_kind_lines (k int, line int, no text, co text, share numeric)`);
  await client.query("INSERT INTO bench_kinds SELECT * FROM jsonb_populate_recordset(NULL::bench_kinds, $1::jsonb)", [
    JSON.stringify(kinds),
  ]);
  await client.query(
    "INSERT INTO bench_kind_lines SELECT * FROM jsonb_populate_recordset(NULL::bench_kind_lines, $1::jsonb)",
    [JSON.stringify(kindLines)],
  );

  // Documents enough for `lines` lines (2 % more), then those that start before the last line is reached; dated
  // evenly through the year in document order, so ids follow dates as in a real journal.
  const drawn = Math.ceil((lines / linesPer1000) * 1000 * 1.02);
  await step(log, "documents", () =>
    client.query(
      `CREATE UNLOGGED TABLE bench_ledger_docs AS
       WITH drawn AS (
         SELECT d, ($1::int[])[1 + floor(random() * cardinality($1::int[]))::int] AS k,
                ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int] AS ma_dvcs, random() AS r
           FROM generate_series(1, $3::int) AS d
       ), counted AS (
         SELECT x.*, kd.n, sum(kd.n) OVER (ORDER BY x.d) AS upto FROM drawn x JOIN bench_kinds kd USING (k)
       ), kept AS (SELECT * FROM counted WHERE upto - n < $4)
       SELECT c.d, c.k, c.ma_dvcs, c.upto - c.n AS first_line, kd.ma_ct, kd.prefix, kd.dien_giai,
              make_date($5, 1, 1) + ((c.d - 1)::bigint * $6 / (SELECT count(*) FROM kept))::int AS ngay_ct,
              (kd.min + floor(c.r * (kd.max - kd.min) / 1000) * 1000)::numeric AS amount,
              CASE kd.partner WHEN 'kh' THEN ${customerSql("random()")} WHEN 'ncc' THEN ${supplierSql} END AS ma_kh,
              md5('bench-ledger-' || c.d)::uuid AS stt_rec
         FROM kept c JOIN bench_kinds kd USING (k)`,
      [picks, branches, drawn, lines, year, days],
    ),
  );
  await client.query(
    `ALTER TABLE bench_ledger_docs ADD COLUMN so int, ADD COLUMN so_ct text;
     UPDATE bench_ledger_docs d SET so = n.so,
            so_ct = d.prefix || to_char(d.ngay_ct, 'YY') || '-' || CASE WHEN n.so < 100000 THEN lpad(n.so::text, 5, '0') ELSE n.so::text END
       FROM (SELECT d, row_number() OVER (PARTITION BY ma_ct, ma_dvcs ORDER BY d)::int AS so FROM bench_ledger_docs) n
      WHERE n.d = d.d;
     CREATE UNIQUE INDEX ON bench_ledger_docs (d); ANALYZE bench_ledger_docs`,
  );
  await step(log, "lines", () =>
    client.query(
      `CREATE UNLOGGED TABLE bench_ledger_lines AS
       SELECT d.d, l.line, l.no AS tk_no, l.co AS tk_co, round(d.amount * l.share) AS tien
         FROM bench_ledger_docs d JOIN bench_kind_lines l USING (k)
        WHERE d.first_line + l.line <= $1`,
      [lines],
    ),
  );
  await step(log, `${lines.toLocaleString("en")} journal lines`, () =>
    client.query(
      `INSERT INTO ${LEDGER_TABLES.journal}
              (stt_rec, ma_ct, so_ct, ngay_ct, ma_dvcs, line, tk_no, tk_co, tien, ma_kh, ma_kh_co, ma_kho, dien_giai)
       SELECT d.stt_rec, d.ma_ct, d.so_ct, d.ngay_ct, d.ma_dvcs, l.line, l.tk_no, l.tk_co, l.tien, d.ma_kh, d.ma_kh,
              CASE WHEN l.tk_co = '1561' OR l.tk_no = '1561' THEN 'KHO-' || d.ma_dvcs END, d.dien_giai
         FROM bench_ledger_lines l JOIN bench_ledger_docs d USING (d)
        ORDER BY d.d, l.line`,
    ),
  );
  await step(log, "account totals", () =>
    client.query(
      `INSERT INTO ${LEDGER_TABLES.totals} (tk, ma_dvcs, thang, ps_no, ps_co)
       SELECT tk, ma_dvcs, thang, sum(no), sum(co) FROM (
         SELECT l.tk_no AS tk, d.ma_dvcs, date_trunc('month', d.ngay_ct)::date AS thang, l.tien AS no, 0 AS co
           FROM bench_ledger_lines l JOIN bench_ledger_docs d USING (d)
         UNION ALL
         SELECT l.tk_co, d.ma_dvcs, date_trunc('month', d.ngay_ct)::date, 0, l.tien
           FROM bench_ledger_lines l JOIN bench_ledger_docs d USING (d)
       ) x GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    ),
  );
  await client.query(
    `INSERT INTO document_counters (ma_ct, ma_dvcs, nam, so)
     SELECT ma_ct, ma_dvcs, $1, max(so) FROM bench_ledger_docs GROUP BY 1, 2
     ON CONFLICT (ma_ct, ma_dvcs, nam) DO UPDATE SET so = excluded.so`,
    [year],
  );
  // Opening debts of 40 customers and 10 suppliers per branch; 131 and 331 open at their sums, the capital
  // balances the rest. Amounts scale with the branch's share.
  await step(log, "opening balances", async () => {
    await client.query(
      `INSERT INTO ${LEDGER_TABLES.partnerOpenings} (nam, ma_dvcs, tk, ma_kh, du_no, du_co, created_by)
       SELECT $1::int, b.ma_dvcs, '131', 'KH' || lpad((b.n * 40 + i)::text, 5, '0'), (2 + i % 7) * 1500000::numeric * b.share, 0, 'bench'
         FROM jsonb_to_recordset($2::jsonb) AS b(ma_dvcs text, share int, n int),
              generate_series(1, 40) AS i
       UNION ALL
       SELECT $1::int, b.ma_dvcs, '331', 'NCC' || lpad((b.n * 10 + i)::text, 3, '0'), 0, (3 + i % 5) * 8000000::numeric * b.share, 'bench'
         FROM jsonb_to_recordset($2::jsonb) AS b(ma_dvcs text, share int, n int),
              generate_series(1, 10) AS i`,
      [year, JSON.stringify(LEDGER_BRANCHES.map((b, i) => ({ ...b, n: i + 1 })))],
    );
    await client.query(
      `WITH fixed(tk, du_no) AS (VALUES ('1111', 60000000::numeric), ('1121', 900000000), ('1561', 1500000000)),
       rows AS (
         SELECT b.ma_dvcs, f.tk, f.du_no * b.share AS du_no, 0 AS du_co
           FROM jsonb_to_recordset($2::jsonb) AS b(ma_dvcs text, share int) CROSS JOIN fixed f
         UNION ALL
         SELECT ma_dvcs, tk, sum(du_no), sum(du_co) FROM ${LEDGER_TABLES.partnerOpenings} WHERE nam = $1::int GROUP BY 1, 2
       )
       INSERT INTO ${LEDGER_TABLES.openings} (nam, ma_dvcs, tk, du_no, du_co, created_by)
       SELECT $1::int, ma_dvcs, tk, du_no, du_co, 'bench' FROM rows
       UNION ALL
       SELECT $1::int, ma_dvcs, '41111', 0, sum(du_no) - sum(du_co), 'bench' FROM rows GROUP BY ma_dvcs`,
      [year, JSON.stringify(LEDGER_BRANCHES)],
    );
  });
  await client.query("DROP TABLE bench_kinds, bench_kind_lines, bench_ledger_docs, bench_ledger_lines");
  await rebuild(log);
}
