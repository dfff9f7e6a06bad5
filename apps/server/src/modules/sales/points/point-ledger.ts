import { type Fixed, formatNumber, fromFixed, toFixed } from "@sen/core";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { invalidInput } from "../../../platform/errors.js";
import type { JournalDocument } from "../../accounting/journal/journal.service.js";
import { MONEY } from "../../stock/ledger/stock-ledger.service.js";

/*
 * A customer's loyalty points: the sum of their ledger, cached on `customer_points.so_diem` (never below zero) and
 * moved with the ledger only in the transaction that posts or cancels a document, under the balance row's lock.
 */

/** What a movement of points is, as the history shows it. */
export const POINT_MOVE = {
  /** Earned by a posted bill. */
  earned: "TICH",
  /** Taken back from a bill's earning by a return. */
  takenBack: "THU_HOI",
  /** Spent paying a bill. */
  paid: "TT",
  /** Spent on gifts. */
  exchanged: "DOI",
  /** The undoing of a movement by its document's cancel. */
  cancelled: "HUY",
} as const;

/** The rule in force: one point per `tien_tich_diem` spent; a point pays `gia_tri_diem`. */
export interface PointRule {
  ma_qd: string;
  tien_tich_diem: string;
  gia_tri_diem: string;
}

/** A movement about to be written: signed points, with the earning it adjusts and the rule's rates, if any. */
export interface PointMove {
  loai: string;
  diem: number;
  stt_rec_tich?: string | null;
  tien?: string;
  rule?: PointRule | null;
  dien_giai?: string;
}

export const points = (n: number) => formatNumber(n);
const money = (value: Fixed) => formatNumber(Number(fromFixed(value, MONEY)));

/**
 * The rule in force on `ngay_ct` in branch `ma_dvcs`: of the rules in use holding that day, the branch's own before
 * an every-branch one, then the latest `tu_ngay` (then the latest made).
 */
export async function ruleInForce(db: TenantDb, ngay_ct: string, ma_dvcs: string): Promise<PointRule | undefined> {
  const { rows } = await db.$client.query<PointRule>(
    prepared(
      `SELECT ma_qd, tien_tich_diem::text, gia_tri_diem::text FROM point_rules
       WHERE status AND tu_ngay <= $1 AND (den_ngay IS NULL OR den_ngay >= $1)
         AND (coalesce(ma_dvcs, '') = '' OR ma_dvcs = $2)
       ORDER BY (coalesce(ma_dvcs, '') = $2) DESC, tu_ngay DESC, created_at DESC LIMIT 1`,
      [ngay_ct, ma_dvcs],
    ),
  );
  return rows[0];
}

/** The points a customer holds now (unlocked: a save's early check; the posting checks again under the lock). */
export async function balanceOf(db: TenantDb, ma_kh: string): Promise<number> {
  const { rows } = await db.$client.query<{ so_diem: number }>(
    prepared("SELECT so_diem FROM customer_points WHERE ma_kh = $1", [ma_kh]),
  );
  return rows[0]?.so_diem ?? 0;
}

/** The customer's balance row, made if they have none, locked for the rest of the transaction. */
export async function lockBalance(db: TenantDb, ma_kh: string): Promise<number> {
  await db.$client.query(
    prepared("INSERT INTO customer_points (ma_kh) VALUES ($1) ON CONFLICT (ma_kh) DO NOTHING", [ma_kh]),
  );
  const { rows } = await db.$client.query<{ so_diem: number }>(
    prepared("SELECT so_diem FROM customer_points WHERE ma_kh = $1 FOR UPDATE", [ma_kh]),
  );
  return rows[0]?.so_diem ?? 0;
}

/** The refusal of spending more points than a customer holds. */
export function notEnoughPoints(field: string, held: number, needed: number) {
  return invalidInput({
    [field]: bilingual(
      `Không đủ điểm: khách còn ${points(held)} điểm, cần ${points(needed)} điểm`,
      `Not enough points: the customer holds ${points(held)}, ${points(needed)} needed`,
    ),
  });
}

/**
 * Writes a document's movements of one customer's points, whose balance row the caller locked (`lockBalance`), and
 * sets the cached balance to the same sum; the CHECK keeps it from going below zero whatever the caller did.
 */
export async function writeMoves(db: TenantDb, doc: JournalDocument, ma_kh: string, moves: readonly PointMove[]) {
  if (moves.length === 0) return;
  await db.$client.query(
    prepared(
      `INSERT INTO point_ledger (ma_kh, ngay_ct, ma_dvcs, stt_rec, ma_ct, so_ct, loai, diem, stt_rec_tich, tien, ma_qd,
                                 tien_tich_diem, gia_tri_diem, dien_giai)
       SELECT $1, $2, $3, $4, $5, $6, u.loai, u.diem, u.tich, u.tien, u.ma_qd, u.tich_diem, u.gia_tri, u.dien_giai
       FROM unnest($7::text[], $8::int[], $9::uuid[], $10::numeric[], $11::text[], $12::numeric[], $13::numeric[],
                   $14::text[]) AS u(loai, diem, tich, tien, ma_qd, tich_diem, gia_tri, dien_giai)`,
      [
        ma_kh,
        doc.ngay_ct,
        doc.ma_dvcs,
        doc.stt_rec,
        doc.ma_ct,
        doc.so_ct,
        moves.map((m) => m.loai),
        moves.map((m) => m.diem),
        moves.map((m) => m.stt_rec_tich ?? null),
        moves.map((m) => m.tien ?? "0"),
        moves.map((m) => m.rule?.ma_qd ?? null),
        moves.map((m) => m.rule?.tien_tich_diem ?? null),
        moves.map((m) => m.rule?.gia_tri_diem ?? null),
        moves.map((m) => m.dien_giai ?? ""),
      ],
    ),
  );
  const sum = moves.reduce((s, m) => s + m.diem, 0);
  if (sum === 0) return;
  await db.$client.query(
    prepared("UPDATE customer_points SET so_diem = so_diem + $2, updated_at = now() WHERE ma_kh = $1", [ma_kh, sum]),
  );
}

/**
 * Takes `due` points back from a customer whose balance (`held`, locked) may no longer hold them all (spent since):
 * only what it holds, never below zero, saying so.
 */
export function takeBack(held: number, due: number, loai: string, what: string, whatEn: string) {
  const diem = Math.min(due, held);
  const short = due - diem;
  const dien_giai =
    short > 0
      ? `${what}: thu hồi ${points(diem)}/${points(due)} điểm, khách đã dùng ${points(short)} điểm` +
        ` (${whatEn}: ${points(diem)} of ${points(due)} points taken back, ${points(short)} already spent)`
      : what;
  return { loai, diem: -diem, dien_giai };
}

/**
 * The cancel of a document: each of its movements undone, what it took given back first, then what it gave taken
 * back, only so far as the balance holds it (points spent since stay spent, and the movement says so).
 */
export async function reversePoints(db: TenantDb, doc: JournalDocument) {
  const { rows } = await db.$client.query<{ ma_kh: string; diem: number; stt_rec_tich: string | null; tien: string }>(
    prepared(
      "SELECT ma_kh, diem, stt_rec_tich, tien::text FROM point_ledger WHERE stt_rec = $1 AND diem <> 0 ORDER BY id",
      [doc.stt_rec],
    ),
  );
  for (const ma_kh of [...new Set(rows.map((r) => r.ma_kh))].sort()) {
    const moved = rows.filter((r) => r.ma_kh === ma_kh);
    let held = await lockBalance(db, ma_kh);
    const back: PointMove[] = [];
    for (const r of [...moved].sort((a, b) => a.diem - b.diem)) {
      const undo = { stt_rec_tich: r.stt_rec_tich, tien: r.tien };
      if (r.diem < 0) back.push({ ...undo, loai: POINT_MOVE.cancelled, diem: -r.diem, dien_giai: "Hủy chứng từ" });
      else back.push({ ...undo, ...takeBack(held, r.diem, POINT_MOVE.cancelled, "Hủy chứng từ", "Cancelled") });
      held += back.at(-1)?.diem ?? 0;
    }
    await writeMoves(db, doc, ma_kh, back);
  }
}

/** How many points `tien` is at `gia_tri_diem` a point; undefined when it is not a whole number of them. */
export function pointsOf(tien: Fixed, rule: PointRule): number | undefined {
  const worth = toFixed(rule.gia_tri_diem, MONEY);
  return tien % worth === 0n ? Number(tien / worth) : undefined;
}

/** The refusal of an amount paid in points that is not a whole number of points. */
export function notWholePoints(field: string, rule: PointRule) {
  const worth = money(toFixed(rule.gia_tri_diem, MONEY));
  return invalidInput({
    [field]: bilingual(
      `Số tiền trả bằng điểm phải là bội số của ${worth} ₫ (giá trị 1 điểm)`,
      `An amount paid in points is a multiple of ${worth} ₫ (the worth of a point)`,
    ),
  });
}

/** The points one point per `tien_tich_diem` gives for `basis` (hundredths), none for nothing. */
export function earnedOn(basis: Fixed, rule: PointRule): number {
  if (basis <= 0n) return 0;
  return Number(basis / toFixed(rule.tien_tich_diem, MONEY));
}
