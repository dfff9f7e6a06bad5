import { DOCUMENT_STATUS, type Fixed, formatDate, fromFixed, PAYMENT_KIND, toFixed } from "@sen/core";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { DocumentRow } from "../../../platform/documents/document-kind.js";
import { invalidInput } from "../../../platform/errors.js";
import type { JournalDocument } from "../../accounting/journal/journal.service.js";
import { MONEY } from "../../stock/ledger/stock-ledger.service.js";
import type { StoredPayment } from "../bills/bill-payments.js";
import {
  balanceOf,
  earnedOn,
  lockBalance,
  notEnoughPoints,
  notWholePoints,
  POINT_MOVE,
  type PointMove,
  type PointRule,
  pointsOf,
  ruleInForce,
  takeBack,
  writeMoves,
} from "./point-ledger.js";

/*
 * A retail bill and its points: a bill naming a customer earns one point per `tien_tich_diem` of what it comes to
 * less what points paid of it, by the rule in force on its date and branch; a `DIEM` payment spends the points its
 * amount is worth. A return takes back what the bill earned on what came back, and its cancel gives that back.
 */

/** A bill's payments in points, each with the field to blame. */
function pointPayments(header: DocumentRow) {
  const payments = (header.payments ?? []) as (StoredPayment & { diem?: number })[];
  return payments.flatMap((p, i) =>
    p.loai_tt === PAYMENT_KIND.points ? [{ payment: p, tien: toFixed(String(p.tien), MONEY), i }] : [],
  );
}

/** The rule a bill paying in points needs, 422 on its first such payment without a customer or a rule in force. */
async function payingRule(db: TenantDb, header: DocumentRow, first: number) {
  const field = `payments.${first}.ma_httt`;
  if (!header.ma_kh) {
    throw invalidInput({
      [field]: bilingual(
        "Chọn khách hàng để thanh toán bằng điểm tích lũy",
        "Choose the customer to pay with loyalty points",
      ),
    });
  }
  const ngay_ct = String(header.ngay_ct);
  const rule = await ruleInForce(db, ngay_ct, String(header.ma_dvcs ?? ""));
  if (!rule) {
    throw invalidInput({
      [field]: bilingual(
        `Chưa có quy đổi điểm áp dụng ngày ${formatDate(ngay_ct)}: không thanh toán bằng điểm được`,
        `No point rule holds on ${formatDate(ngay_ct)}: points cannot pay`,
      ),
    });
  }
  return rule;
}

/** Each payment's points at the rule's worth of a point, 422 naming an amount that is not a whole number of them. */
function spentPoints(pays: ReturnType<typeof pointPayments>, rule: PointRule) {
  return pays.map(({ tien, i }) => {
    const diem = pointsOf(tien, rule);
    if (diem === undefined || diem <= 0) throw notWholePoints(`payments.${i}.tien`, rule);
    return diem;
  });
}

/**
 * At a save: the bill's payments in points need its customer and a rule in force, are each a whole number of
 * points (kept on the payment as `diem`), and together no more than the customer holds now (checked again at
 * posting, under the lock).
 */
export async function checkPointPayments(db: TenantDb, header: DocumentRow) {
  const pays = pointPayments(header);
  const first = pays[0];
  if (!first) return;
  const rule = await payingRule(db, header, first.i);
  const spent = spentPoints(pays, rule);
  pays.forEach(({ payment }, k) => {
    payment.diem = spent[k];
  });
  const needed = spent.reduce((s, d) => s + d, 0);
  const held = await balanceOf(db, String(header.ma_kh));
  if (needed > held) throw notEnoughPoints(`payments.${pays.at(-1)?.i ?? first.i}.tien`, held, needed);
}

/**
 * At posting, under the customer's balance lock: the payments in points spent (422 'Không đủ điểm' naming the
 * payment the balance falls short at), then the points the bill earns on what it comes to less what points paid.
 */
export async function postBillPoints(db: TenantDb, header: DocumentRow & JournalDocument) {
  const pays = pointPayments(header);
  const first = pays[0];
  const ma_kh = header.ma_kh ? String(header.ma_kh) : undefined;
  if (!ma_kh) {
    if (first) await payingRule(db, header, first.i);
    return;
  }
  const rule = first ? await payingRule(db, header, first.i) : await ruleInForce(db, header.ngay_ct, header.ma_dvcs);
  if (!rule) return;
  const spent = spentPoints(pays, rule);
  const paidInPoints = pays.reduce((s, p) => s + p.tien, 0n);
  const basis = toFixed(String(header.tong_thanh_toan ?? "0"), MONEY) - paidInPoints;
  const earned = earnedOn(basis, rule);
  if (spent.length === 0 && earned === 0) return;
  const held = await lockBalance(db, ma_kh);
  const moves: PointMove[] = [];
  let left = held;
  pays.forEach(({ i }, k) => {
    const diem = spent[k] ?? 0;
    if (diem > left) throw notEnoughPoints(`payments.${i}.tien`, left, diem);
    left -= diem;
    moves.push({ loai: POINT_MOVE.paid, diem: -diem, rule, dien_giai: "Thanh toán bằng điểm" });
  });
  if (earned > 0) {
    moves.push({
      loai: POINT_MOVE.earned,
      diem: earned,
      stt_rec_tich: header.stt_rec,
      tien: fromFixed(basis, MONEY),
      rule,
      dien_giai: "Tích điểm hóa đơn",
    });
  }
  await writeMoves(db, header, ma_kh, moves);
}

interface Earning {
  ma_kh: string;
  tien: string;
  ma_qd: string;
  tien_tich_diem: string;
  gia_tri_diem: string;
  holds: number;
}

/** What a bill earned (its first earning, with the basis and rate), and what of its earning it still holds. */
async function earningOf(db: TenantDb, stt_rec_hd: string): Promise<Earning | undefined> {
  const { rows } = await db.$client.query<Earning>(
    prepared(
      `SELECT t.ma_kh, t.tien::text, t.ma_qd, t.tien_tich_diem::text, t.gia_tri_diem::text,
              (SELECT sum(diem) FROM point_ledger WHERE stt_rec_tich = $1)::int AS holds
       FROM point_ledger t WHERE t.stt_rec_tich = $1 AND t.loai = $2 ORDER BY t.id LIMIT 1`,
      [stt_rec_hd, POINT_MOVE.earned],
    ),
  );
  return rows[0];
}

/** What the bill's other posted returns came to. */
async function returnedBefore(db: TenantDb, stt_rec_hd: string, stt_rec: string): Promise<Fixed> {
  const { rows } = await db.$client.query<{ tien: string }>(
    prepared(
      `SELECT coalesce(sum(tong_thanh_toan), 0)::text AS tien FROM sales_returns
       WHERE stt_rec_hd = $1 AND status = $2 AND stt_rec <> $3`,
      [stt_rec_hd, DOCUMENT_STATUS.posted, stt_rec],
    ),
  );
  return toFixed(rows[0]?.tien ?? "0", MONEY);
}

/**
 * At a return's posting (its bill locked, so the bill's returns go one after another): the bill's points
 * recomputed on what is left of it, at the rate it earned at, and the difference taken back from what it still
 * holds; when the customer has spent them, only what the balance holds, the movement saying so.
 */
export async function postReturnPoints(db: TenantDb, header: DocumentRow & JournalDocument) {
  const bill = String(header.stt_rec_hd);
  const earning = await earningOf(db, bill);
  if (!earning) return;
  const returned = (await returnedBefore(db, bill, header.stt_rec)) + toFixed(String(header.tong_thanh_toan), MONEY);
  const rule = { ma_qd: earning.ma_qd, tien_tich_diem: earning.tien_tich_diem, gia_tri_diem: earning.gia_tri_diem };
  const target = earnedOn(toFixed(earning.tien, MONEY) - returned, rule);
  const due = earning.holds - target;
  if (due <= 0) return;
  const held = await lockBalance(db, earning.ma_kh);
  const so_ct_hd = String(header.so_ct_hd ?? "");
  const move = takeBack(held, due, POINT_MOVE.takenBack, `Trả hàng hóa đơn ${so_ct_hd}`, `Return of bill ${so_ct_hd}`);
  await writeMoves(db, header, earning.ma_kh, [
    { ...move, stt_rec_tich: bill, tien: fromFixed(returned, MONEY), rule },
  ]);
}
