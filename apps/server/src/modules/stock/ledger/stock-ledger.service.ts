import { configIsTrue, type Fixed, fromFixed, mulDiv, toFixed } from "@sen/core";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { AppError } from "../../../platform/errors.js";
import { configValue } from "../../system/config.service.js";

export const QTY = 6;
export const MONEY = 2;

/**
 * One line's movement in base units (`so_luong` a positive magnitude): goods coming in at a value, going out at
 * the warehouse's moving average cost, or the reversal of either at the value it was posted with.
 */
export interface Movement {
  ma_kho: string;
  ma_dvcs: string;
  ma_vt: string;
  /** The document line (1-based), named in a refusal as details.{line-1}.so_luong. */
  line: number;
  so_luong: Fixed;
  way: "in" | "out" | "undo-in" | "undo-out";
  /** The value of an `in` or a reversal; `{ sameAs: i }` takes the value movement i got (a transfer's way in). */
  gia_tri?: Fixed | { sameAs: number };
}

/** The document the movements belong to, as its ledger rows repeat it. */
export interface LedgerDocument {
  stt_rec: string;
  ma_ct: string;
  so_ct: string;
  ngay_ct: string;
  dien_giai: string;
}

interface Balance {
  so_luong: Fixed;
  gia_tri: Fixed;
}

const keyOf = (m: { ma_kho: string; ma_vt: string }) => `${m.ma_kho}\u0000${m.ma_vt}`;
const shownQty = (q: Fixed) => fromFixed(q, QTY).replace(/\.?0+$/, "");

/** Whether the tenant lets stock go below zero (`stock_allow_negative`, off unless switched on). */
async function negativeStockAllowed(db: TenantDb): Promise<boolean> {
  return configIsTrue(await configValue(db, "stock_allow_negative"));
}

type BalanceRow = { ma_kho: string; ma_vt: string; so_luong: string; gia_tri: string };

/** Locks the balances of the keys in one fixed order (warehouse, product) and reads them. */
async function selectLocked(db: TenantDb, kho: string[], vt: string[]): Promise<BalanceRow[]> {
  const { rows } = await db.$client.query<BalanceRow>(
    prepared(
      `SELECT b.ma_kho, b.ma_vt, b.so_luong, b.gia_tri FROM stock_balances b
     JOIN unnest($1::text[], $2::text[]) AS u(k, v) ON b.ma_kho = u.k AND b.ma_vt = u.v
     ORDER BY b.ma_kho, b.ma_vt FOR UPDATE OF b`,
      [kho, vt],
    ),
  );
  return rows;
}

/**
 * The balances of the keys, locked in one fixed order (warehouse, product) so that documents posted at once wait
 * for each other instead of deadlocking; those a warehouse never held are created first, then locked too.
 */
async function lockBalances(db: TenantDb, movements: readonly Movement[]): Promise<Map<string, Balance>> {
  const keys = [...new Map(movements.map((m) => [keyOf(m), m])).values()];
  const rows = await selectLocked(
    db,
    keys.map((k) => k.ma_kho),
    keys.map((k) => k.ma_vt),
  );
  const found = new Set(rows.map(keyOf));
  const missing = keys.filter((k) => !found.has(keyOf(k)));
  if (missing.length > 0) {
    const [kho, vt] = [missing.map((k) => k.ma_kho), missing.map((k) => k.ma_vt)];
    await db.$client.query(
      prepared(
        `INSERT INTO stock_balances (ma_kho, ma_vt)
       SELECT k, v FROM unnest($1::text[], $2::text[]) AS u(k, v) ON CONFLICT (ma_kho, ma_vt) DO NOTHING`,
        [kho, vt],
      ),
    );
    rows.push(...(await selectLocked(db, kho, vt)));
  }
  return new Map(
    rows.map((r) => [keyOf(r), { so_luong: toFixed(r.so_luong, QTY), gia_tri: toFixed(r.gia_tri, MONEY) }]),
  );
}

/** What goes out at average cost: the whole value with the whole quantity, none from an empty balance. */
function costOf(balance: Balance, quantity: Fixed): Fixed {
  if (balance.so_luong <= 0n) return 0n;
  if (quantity >= balance.so_luong) return balance.gia_tri;
  return mulDiv(quantity, balance.gia_tri, balance.so_luong);
}

/**
 * Posts movements: locks the balances, values what goes out at the moving weighted average cost per warehouse,
 * refuses (422 naming the line) what would take stock below zero unless the tenant allows it, writes the ledger
 * rows and the new balances. Returns each movement's value (positive), in the order given.
 */
export async function moveStock(db: TenantDb, doc: LedgerDocument, movements: readonly Movement[], reversing = false) {
  if (movements.length === 0) return [];
  const balances = await lockBalances(db, movements);
  // Asked only when a movement would take stock below zero: most postings never need to.
  let allowNegative: boolean | undefined;
  const values: Fixed[] = [];
  const errors: Record<string, string> = {};
  let goodsGone = false;
  for (const m of movements) {
    const balance = balances.get(keyOf(m)) ?? { so_luong: 0n, gia_tri: 0n };
    balances.set(keyOf(m), balance);
    const given =
      m.gia_tri === undefined ? 0n : typeof m.gia_tri === "bigint" ? m.gia_tri : (values[m.gia_tri.sameAs] ?? 0n);
    const leaving = m.way === "out" || m.way === "undo-in";
    const short = leaving && balance.so_luong < m.so_luong;
    if (short && allowNegative === undefined) allowNegative = await negativeStockAllowed(db);
    if (short && !allowNegative) {
      const field = `details.${m.line - 1}.so_luong`;
      const [left, asked] = [shownQty(balance.so_luong), shownQty(m.so_luong)];
      if (m.way === "undo-in") goodsGone = true;
      errors[field] ??=
        m.way === "out"
          ? bilingual(
              `Không đủ tồn kho: ${m.ma_vt} ở kho ${m.ma_kho} còn ${left}, cần xuất ${asked}`,
              `Not enough stock: ${m.ma_vt} in warehouse ${m.ma_kho} has ${left}, ${asked} asked`,
            )
          : bilingual(
              `Hàng của phiếu nhập đã xuất: ${m.ma_vt} ở kho ${m.ma_kho} chỉ còn ${left}, phiếu nhập ${asked}`,
              `The goods of the receipt have left: ${m.ma_vt} in warehouse ${m.ma_kho} has ${left}, the receipt ${asked}`,
            );
    }
    let value: Fixed;
    if (m.way === "out") value = costOf(balance, m.so_luong);
    else if (m.way === "undo-in") {
      value = m.so_luong >= balance.so_luong ? balance.gia_tri : given < balance.gia_tri ? given : balance.gia_tri;
      if (value < 0n) value = 0n;
    } else value = given;
    const sign = leaving ? -1n : 1n;
    balance.so_luong += sign * m.so_luong;
    balance.gia_tri += sign * value;
    values.push(value);
  }
  if (Object.keys(errors).length > 0) {
    throw new AppError(422, goodsGone ? "receipt_goods_gone" : "stock_short", {}, {}, errors);
  }
  writeLedger(db, doc, movements, values, reversing, balances);
  return values;
}

/** Writes the ledger rows of the movements and the balances they leave, in one statement sent without waiting. */
function writeLedger(
  db: TenantDb,
  doc: LedgerDocument,
  movements: readonly Movement[],
  values: readonly Fixed[],
  reversing: boolean,
  balances: Map<string, Balance>,
) {
  const sign = (m: Movement) => (m.way === "out" || m.way === "undo-in" ? -1n : 1n);
  const dien_giai = reversing ? `Hủy: ${doc.dien_giai}`.trim() : doc.dien_giai;
  const keys = [...balances.keys()].map((k) => k.split("\u0000"));
  db.later(
    `WITH ledger AS (
       INSERT INTO stock_ledger (stt_rec, ma_ct, so_ct, ngay_ct, dien_giai, ma_dvcs, ma_kho, ma_vt, line, so_luong, gia_tri)
       SELECT $1, $2, $3, $4, $5, u.dvcs, u.kho, u.vt, u.line, u.q, u.v
       FROM unnest($6::text[], $7::text[], $8::text[], $9::int[], $10::numeric[], $11::numeric[])
         AS u(dvcs, kho, vt, line, q, v)
     )
     UPDATE stock_balances b SET so_luong = u.q, gia_tri = u.v, updated_at = now()
     FROM unnest($12::text[], $13::text[], $14::numeric[], $15::numeric[]) AS u(k, vt, q, v)
     WHERE b.ma_kho = u.k AND b.ma_vt = u.vt`,
    [
      doc.stt_rec,
      doc.ma_ct,
      doc.so_ct,
      doc.ngay_ct,
      dien_giai,
      movements.map((m) => m.ma_dvcs),
      movements.map((m) => m.ma_kho),
      movements.map((m) => m.ma_vt),
      movements.map((m) => m.line),
      movements.map((m) => fromFixed(sign(m) * m.so_luong, QTY)),
      movements.map((m, i) => fromFixed(sign(m) * (values[i] ?? 0n), MONEY)),
      keys.map((k) => k[0]),
      keys.map((k) => k[1]),
      [...balances.values()].map((b) => fromFixed(b.so_luong, QTY)),
      [...balances.values()].map((b) => fromFixed(b.gia_tri, MONEY)),
    ],
  );
}
