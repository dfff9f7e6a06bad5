import { type Fixed, mulDiv, toFixed } from "@sen/core";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { MONEY } from "../../stock/ledger/stock-ledger.service.js";
import { qtyOf } from "../source-lines.js";
import { type Entry, type Header, WHOLE, writeEntries } from "./commission-ledger.js";

/*
 * What comes back of what a bill earned: a return (TL1) takes back its lines' share of their bill's entries, a
 * package's refund (TLT) the share of its bill line's entries that was paid back; both negative, on their own day.
 */

/** A bill's entry with what the bill's other returns took back of it. */
interface BillEntry {
  line: number;
  ma_nv: string;
  vai_tro: string;
  loai: string;
  ma_vt: string;
  so_luong: string;
  doanh_so: string;
  tien: string;
  tinh_ds: boolean;
  ma_quy_tac: string | null;
  cach_tinh: string | null;
  muc: string;
  q_back: string;
  ds_back: string;
  tien_back: string;
}

/**
 * The share of a bill entry's amount that `qty` more returned takes: in proportion, and what is left of it when
 * the line comes back in full, so a line returned in parts gives back exactly what it earned.
 */
function shareBack(total: Fixed, back: Fixed, sold: Fixed, returned: Fixed, qty: Fixed): Fixed {
  if (returned + qty >= sold) return total - back;
  return mulDiv(total, qty, sold);
}

/**
 * At a return's posting (its bill locked, so the bill's returns go one after another): each returned line takes
 * back, negative, its share of what the bill's line earned each employee.
 */
export async function postReturnEarnings(
  db: TenantDb,
  header: Header,
  lines: readonly (Record<string, unknown> & { line: number })[],
) {
  const bill = String(header.stt_rec_hd);
  const { rows } = await db.$client.query<BillEntry>(
    prepared(
      `SELECT e.line, e.ma_nv, e.vai_tro, e.loai, e.ma_vt, e.so_luong::text, e.doanh_so::text, e.tien::text,
              e.tinh_ds, e.ma_quy_tac, e.cach_tinh, e.muc::text, coalesce(b.q, 0)::text AS q_back,
              coalesce(b.ds, 0)::text AS ds_back, coalesce(b.t, 0)::text AS tien_back
       FROM commission_entries e
       LEFT JOIN LATERAL (
         SELECT -sum(r.so_luong) AS q, -sum(r.doanh_so) AS ds, -sum(r.tien) AS t FROM commission_entries r
         WHERE r.stt_rec_goc = e.stt_rec AND r.line_goc = e.line AND r.stt_rec NOT IN (e.stt_rec, $2)
           AND r.ma_nv = e.ma_nv AND r.vai_tro = e.vai_tro AND r.loai = e.loai
       ) b ON true
       WHERE e.stt_rec = $1 AND e.stt_rec_goc = e.stt_rec`,
      [bill, header.stt_rec],
    ),
  );
  if (rows.length === 0) return;
  const entries: Entry[] = [];
  for (const l of lines) {
    const qty = qtyOf(String(l.so_luong));
    for (const e of rows.filter((r) => r.line === Number(l.line_hd))) {
      const [sold, returned] = [qtyOf(e.so_luong), qtyOf(e.q_back)];
      // The commission in whole đồng (the values at scale 2), the line's value as it is.
      const money = (total: string, back: string, unit: Fixed) =>
        -shareBack(toFixed(total, MONEY) / unit, toFixed(back, MONEY) / unit, sold, returned, qty) * unit;
      entries.push({
        line: l.line,
        stt_rec_goc: bill,
        line_goc: e.line,
        ma_nv: e.ma_nv,
        vai_tro: e.vai_tro,
        loai: e.loai,
        ma_vt: e.ma_vt,
        so_luong: -qty,
        doanh_so: money(e.doanh_so, e.ds_back, 1n),
        tinh_ds: e.tinh_ds,
        ma_quy_tac: e.ma_quy_tac,
        cach_tinh: e.cach_tinh,
        muc: e.muc,
        tien: money(e.tien, e.tien_back, WHOLE),
      });
    }
  }
  writeEntries(db, header, entries);
}

/**
 * At a package's refund (TLT, `header`): what the line of bill `bill` that sold it earned each employee is taken back,
 * negative, in the share the refunded value `refunded` is of the line's value, in whole đồng (never more than the
 * entry: the line's packages together refund at most its value).
 */
export async function postRefundEarnings(
  db: TenantDb,
  header: Header,
  bill: { stt_rec: string; line: number },
  refunded: Fixed,
) {
  const { rows } = await db.$client.query<Omit<BillEntry, "q_back" | "ds_back" | "tien_back">>(
    prepared(
      `SELECT line, ma_nv, vai_tro, loai, ma_vt, so_luong::text, doanh_so::text, tien::text, tinh_ds, ma_quy_tac,
              cach_tinh, muc::text
       FROM commission_entries WHERE stt_rec = $1 AND line = $2 AND stt_rec_goc = stt_rec`,
      [bill.stt_rec, bill.line],
    ),
  );
  const entries = rows.flatMap((e): Entry[] => {
    const value = toFixed(e.doanh_so, MONEY);
    if (value <= 0n) return [];
    const share = refunded < value ? refunded : value;
    return [
      {
        line: 1,
        stt_rec_goc: bill.stt_rec,
        line_goc: e.line,
        ma_nv: e.ma_nv,
        vai_tro: e.vai_tro,
        loai: e.loai,
        ma_vt: e.ma_vt,
        so_luong: 0n,
        doanh_so: -share,
        tinh_ds: e.tinh_ds,
        ma_quy_tac: e.ma_quy_tac,
        cach_tinh: e.cach_tinh,
        muc: e.muc,
        tien: -mulDiv(toFixed(e.tien, MONEY) / WHOLE, share, value) * WHOLE,
      },
    ];
  });
  writeEntries(db, header, entries);
}
