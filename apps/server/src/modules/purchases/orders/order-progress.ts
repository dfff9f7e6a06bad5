import { type Fixed, fromFixed, mulDiv, toFixed } from "@sen/core";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { receivedForOrder } from "../../stock/documents/receipt-order-checks.js";
import { QTY } from "../../stock/ledger/stock-ledger.service.js";

/** An order line as the progress reads it (numerics as PostgreSQL's text). */
export interface OrderLine {
  line: number;
  ma_vt: string;
  so_luong: string | number;
  he_so: string | number;
  so_luong_qd: string | number;
}

export interface LineProgress {
  /** Base units ordered, received and still to come. */
  dat_qd: Fixed;
  nhan_qd: Fixed;
  con_qd: Fixed;
}

const ONE = 10n ** BigInt(QTY);
const fixed = (v: string | number) => toFixed(typeof v === "number" ? v : String(v), QTY);

/** Base units in the line's unit (a box of 10: 15 pieces are 1.5 boxes), as a number for the answer. */
export const inLineUnit = (qd: Fixed, line: Pick<OrderLine, "he_so">) =>
  Number(fromFixed(mulDiv(qd, ONE, fixed(line.he_so)), QTY));

/**
 * What posted receipts brought, line by line: a product's received base quantity fills the order's lines of
 * that product in line order, so two lines of one product are received first to last.
 */
export function allocate(lines: readonly OrderLine[], received: ReadonlyMap<string, Fixed>): LineProgress[] {
  const left = new Map(received);
  return lines.map((line) => {
    const dat_qd = fixed(line.so_luong_qd);
    const available = left.get(line.ma_vt) ?? 0n;
    const nhan_qd = available < dat_qd ? available : dat_qd;
    left.set(line.ma_vt, available - nhan_qd);
    return { dat_qd, nhan_qd, con_qd: dat_qd - nhan_qd };
  });
}

/** Base quantities the order's posted receipts brought, per product. */
export async function receivedByProduct(db: TenantDb, stt_rec: string): Promise<Map<string, Fixed>> {
  const rows = await receivedForOrder(db, stt_rec);
  return new Map(rows.map((r) => [r.ma_vt, fixed(r.so_luong)]));
}

/** Each line's progress, and the order's: base units ordered and received, and whether all has come. */
export async function orderProgress(db: TenantDb, stt_rec: string, lines: readonly OrderLine[]) {
  const perLine = allocate(lines, await receivedByProduct(db, stt_rec));
  const dat = perLine.reduce((sum, p) => sum + p.dat_qd, 0n);
  const nhan = perLine.reduce((sum, p) => sum + p.nhan_qd, 0n);
  return {
    perLine,
    header: {
      so_luong_dat: Number(fromFixed(dat, QTY)),
      so_luong_nhan: Number(fromFixed(nhan, QTY)),
      da_nhan_du: dat > 0n && nhan >= dat,
    },
  };
}
