import { type Fixed, fromFixed, toFixed } from "@sen/core";
import pg from "pg";
import { EXACT_TOTAL_CAP } from "../../../platform/crud/list.js";
import { likePattern } from "../../../platform/crud/list-query.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { VIETNAM_ZONE } from "../../../platform/db/vietnam-days.js";
import { AppError } from "../../../platform/errors.js";
import { expiringMemo } from "../../../platform/expiring-memo.js";
import { MONEY, QTY } from "../ledger/stock-ledger.service.js";

const qty = (q: Fixed) => Number(fromFixed(q, QTY));
const money = (v: Fixed) => Number(fromFixed(v, MONEY));

const TODAY = `(now() AT TIME ZONE '${VIETNAM_ZONE}')::date`;

export interface BalanceQuery {
  ma_kho?: string;
  ma_vt?: string;
  ngay?: string;
  /** Words of the product's code or name, accents optional. */
  searchKey?: string;
  pageIndex: number;
  pageSize: number;
}

/** Cached balances of the warehouses (and product) the planner reckons, asked at most every 10 s per filter. */
const plannedBalances = expiringMemo<number>(10_000);

async function plannedRows(db: TenantDb, codes: readonly string[], ma_vt: string | null): Promise<number> {
  const key = `${db.tenantSchema}:${codes.join(",")}:${ma_vt ?? ""}`;
  return plannedBalances(key, async () => {
    const product = ma_vt === null ? "" : ` AND ma_vt = ${pg.escapeLiteral(ma_vt)}`;
    const { rows } = await db.$client.query<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }>(
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM stock_balances
       WHERE ma_kho = ANY(ARRAY[${codes.map((c) => pg.escapeLiteral(c)).join(", ")}]::text[])${product}`,
    );
    return Math.round(rows[0]?.["QUERY PLAN"][0].Plan["Plan Rows"] ?? 0);
  });
}

/**
 * The balances of each warehouse in primary-key order, as of the day (the cached balance less each row's
 * movements after it, summed through the ledger's card index), zero ones left out; `$4` rows at most from each.
 * A search finds its products first, through their search index (its text holds the code and name).
 */
const AT_DAY = `
  SELECT b.ma_kho, b.ma_vt, b.so_luong, b.gia_tri
  FROM unnest($1::text[]) AS k(ma_kho)
  CROSS JOIN LATERAL (
    SELECT b.ma_kho, b.ma_vt, d.so_luong, d.gia_tri FROM stock_balances b
    CROSS JOIN LATERAL (
      SELECT b.so_luong - coalesce(sum(l.so_luong), 0) AS so_luong, b.gia_tri - coalesce(sum(l.gia_tri), 0) AS gia_tri
      FROM stock_ledger l WHERE l.ma_vt = b.ma_vt AND l.ma_kho = b.ma_kho AND l.ngay_ct > coalesce($3::date, ${TODAY})
    ) d
    WHERE b.ma_kho = k.ma_kho AND ($2::text IS NULL OR b.ma_vt = $2)
      AND (d.so_luong <> 0 OR d.gia_tri <> 0)
      AND ($5::text IS NULL OR b.ma_vt IN (
        SELECT p.ma_vt FROM products p
        WHERE p.search_text ILIKE public.sen_unaccent($5::text)
          AND public.sen_unaccent(p.ma_vt || ' ' || coalesce(p.ten_vt, '')) ILIKE public.sen_unaccent($5::text)))
    ORDER BY b.ma_vt LIMIT $4
  ) b`;

/**
 * Stock on hand per warehouse and product as of a day (today unless told), in base units: the cached balance
 * less what the ledger moved after that day, for the warehouses of the selected branches. The page is taken
 * first and named alone; its total is counted up to EXACT_TOTAL_CAP rows, an estimate beyond (`totalExact: false`).
 */
export async function productBalances(db: TenantDb, query: BalanceQuery, branches: readonly string[]) {
  const { rows: visible } = await db.$client.query<{ ma_kho: string }>(
    "SELECT ma_kho FROM warehouses WHERE ma_dvcs = ANY($1) AND ($2::text IS NULL OR ma_kho = $2) ORDER BY ma_kho",
    [branches, query.ma_kho ?? null],
  );
  const codes = visible.map((w) => w.ma_kho);
  const offset = (query.pageIndex - 1) * query.pageSize;
  const filters = [codes, query.ma_vt ?? null, query.ngay ?? null];
  const search = likePattern(query.searchKey) ?? null;
  const { rows } = await db.$client.query(
    `WITH page AS (${AT_DAY} ORDER BY 1, 2 LIMIT $6 OFFSET $7)
     SELECT g.ma_kho, w.ten_kho, g.ma_vt, p.ten_vt, p.ma_dvt, g.so_luong::text, g.gia_tri::text
     FROM page g JOIN warehouses w ON w.ma_kho = g.ma_kho LEFT JOIN products p ON p.ma_vt = g.ma_vt
     ORDER BY g.ma_kho, g.ma_vt`,
    [...filters, offset + query.pageSize, search, query.pageSize, offset],
  );
  const items = rows.map((r) => ({
    ...r,
    ma_dvt: r.ma_dvt ?? "",
    ten_vt: r.ten_vt ?? "",
    so_luong: Number(r.so_luong),
    gia_tri: Number(r.gia_tri),
  }));
  if (items.length > 0 && items.length < query.pageSize) return { items, total: offset + items.length };
  const planned = codes.length === 0 ? 0 : await plannedRows(db, codes, query.ma_vt ?? null);
  if (planned > 2 * EXACT_TOTAL_CAP && !search) return { items, total: planned, totalExact: false as const };
  const { rows: counted } = await db.$client.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${AT_DAY}) c`, [
    ...filters,
    EXACT_TOTAL_CAP + 1,
    search,
  ]);
  const n = counted[0]?.n ?? 0;
  if (n <= EXACT_TOTAL_CAP) return { items, total: n };
  return { items, total: Math.max(planned, n, offset + items.length), totalExact: false as const };
}

/** The warehouse, if the user may see it: 400 when there is none, 403 when it is another branch's. */
async function visibleWarehouse(db: TenantDb, ma_kho: string, branches: readonly string[]) {
  const { rows } = await db.$client.query<{ ma_dvcs: string }>("SELECT ma_dvcs FROM warehouses WHERE ma_kho = $1", [
    ma_kho,
  ]);
  const found = rows[0];
  if (!found) throw new AppError(400, "invalid_query", { fields: "ma_kho" });
  if (!branches.includes(found.ma_dvcs)) throw new AppError(403, "branch_forbidden", { branches: found.ma_dvcs });
}

export interface CardQuery {
  ma_kho: string;
  ma_vt: string;
  fromDate?: string;
  toDate?: string;
}

/**
 * The stock card (thẻ kho) of one product in one warehouse: the opening quantity, each movement of the period
 * with the running balance, and the closing quantity, in base units (values beside them).
 */
export async function stockCard(db: TenantDb, query: CardQuery, branches: readonly string[]) {
  await visibleWarehouse(db, query.ma_kho, branches);
  const from = query.fromDate ?? "1900-01-01";
  const opening = await db.$client.query<{ q: string; v: string }>(
    `SELECT coalesce(sum(so_luong), 0)::text AS q, coalesce(sum(gia_tri), 0)::text AS v FROM stock_ledger
     WHERE ma_vt = $1 AND ma_kho = $2 AND ngay_ct < $3`,
    [query.ma_vt, query.ma_kho, from],
  );
  const moves = await db.$client.query<{
    ngay_ct: string;
    so_ct: string;
    ma_ct: string;
    dien_giai: string;
    so_luong: string;
    gia_tri: string;
  }>(
    `SELECT ngay_ct::text, so_ct, ma_ct, dien_giai, so_luong::text, gia_tri::text FROM stock_ledger
     WHERE ma_vt = $1 AND ma_kho = $2 AND ngay_ct >= $3 AND ngay_ct <= coalesce($4::date, ${TODAY})
     ORDER BY ngay_ct, id`,
    [query.ma_vt, query.ma_kho, from, query.toDate ?? null],
  );
  let ton = toFixed(opening.rows[0]?.q ?? "0", QTY);
  let tonValue = toFixed(opening.rows[0]?.v ?? "0", MONEY);
  const [dau_ky, dau_ky_gia_tri] = [qty(ton), money(tonValue)];
  const rows = moves.rows.map((m) => {
    const q = toFixed(m.so_luong, QTY);
    const v = toFixed(m.gia_tri, MONEY);
    ton += q;
    tonValue += v;
    return {
      ngay_ct: m.ngay_ct,
      so_ct: m.so_ct,
      ma_ct: m.ma_ct,
      dien_giai: m.dien_giai,
      nhap: q > 0n ? qty(q) : 0,
      xuat: q < 0n ? qty(-q) : 0,
      ton: qty(ton),
      gia_tri_nhap: v > 0n ? money(v) : 0,
      gia_tri_xuat: v < 0n ? money(-v) : 0,
      gia_tri_ton: money(tonValue),
    };
  });
  return { dau_ky, dau_ky_gia_tri, rows, cuoi_ky: qty(ton), cuoi_ky_gia_tri: money(tonValue) };
}

/** Cached balances that differ from the ledger's sums (none when all is well), for the selected branches. */
export async function checkBalances(db: TenantDb, branches: readonly string[]) {
  const { rows } = await db.$client.query(
    `WITH visible AS (
       SELECT ma_kho FROM warehouses WHERE ma_dvcs = ANY($1)
     ), ledger AS (
       SELECT ma_kho, ma_vt, sum(so_luong) AS q, sum(gia_tri) AS v FROM stock_ledger
       WHERE ma_kho IN (SELECT ma_kho FROM visible) GROUP BY ma_kho, ma_vt
     ), cached AS (
       SELECT * FROM stock_balances WHERE ma_kho IN (SELECT ma_kho FROM visible)
     )
     SELECT coalesce(b.ma_kho, l.ma_kho) AS ma_kho, coalesce(b.ma_vt, l.ma_vt) AS ma_vt,
            coalesce(b.so_luong, 0)::text AS so_luong, coalesce(l.q, 0)::text AS so_luong_so_cai,
            coalesce(b.gia_tri, 0)::text AS gia_tri, coalesce(l.v, 0)::text AS gia_tri_so_cai
     FROM cached b FULL JOIN ledger l ON l.ma_kho = b.ma_kho AND l.ma_vt = b.ma_vt
     WHERE coalesce(b.so_luong, 0) <> coalesce(l.q, 0) OR coalesce(b.gia_tri, 0) <> coalesce(l.v, 0)
     ORDER BY 1, 2`,
    [branches],
  );
  const items = rows.map((r) => ({
    ma_kho: r.ma_kho,
    ma_vt: r.ma_vt,
    so_luong: Number(r.so_luong),
    so_luong_so_cai: Number(r.so_luong_so_cai),
    gia_tri: Number(r.gia_tri),
    gia_tri_so_cai: Number(r.gia_tri_so_cai),
  }));
  return { items, total: items.length };
}
