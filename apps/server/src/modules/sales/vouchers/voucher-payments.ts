import {
  type Fixed,
  formatDate,
  formatNumber,
  fromFixed,
  mulDiv,
  PAYMENT_KIND,
  toFixed,
  VOUCHER_VALUE,
} from "@sen/core";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { DocumentRow } from "../../../platform/documents/document-kind.js";
import { invalidInput } from "../../../platform/errors.js";
import type { JournalDocument } from "../../accounting/journal/journal.service.js";
import { MONEY } from "../../stock/ledger/stock-ledger.service.js";
import type { StoredPayment } from "../bills/bill-payments.js";

/*
 * A bill paid in part by a voucher (`VC` with `ma_voucher`): the voucher is known, in use, within its days, has a
 * use left and covers the amount (its value, or its percent of the bill); posting takes one use under the voucher's
 * row lock, so a single-use voucher is spent once even when two counters take it together; the cancel gives it back.
 */

interface Voucher {
  ma_voucher: string;
  loai_gt: string;
  gia_tri: string;
  so_lan: number;
  da_dung: number;
  tu_ngay: string;
  den_ngay: string | null;
  status: boolean;
}

interface VoucherUse {
  ma_voucher: string;
  tien: Fixed;
  field: string;
}

const money = (value: Fixed) => formatNumber(Number(fromFixed(value, MONEY)));

/** The voucher payments of a document, each naming its field. */
function usesOf(header: DocumentRow): VoucherUse[] {
  const payments = (header.payments ?? []) as StoredPayment[];
  return payments.flatMap((p, i) =>
    p.loai_tt === PAYMENT_KIND.voucher && p.ma_voucher
      ? [{ ma_voucher: p.ma_voucher, tien: toFixed(String(p.tien), MONEY), field: `payments.${i}.ma_voucher` }]
      : [],
  );
}

async function vouchersOf(db: TenantDb, codes: string[], lock: boolean): Promise<Map<string, Voucher>> {
  const { rows } = await db.$client.query<Voucher>(
    prepared(
      `SELECT ma_voucher, loai_gt, gia_tri::text, so_lan::int, da_dung::int, tu_ngay::text, den_ngay::text, status
       FROM vouchers WHERE ma_voucher = ANY($1) ORDER BY ma_voucher${lock ? " FOR UPDATE" : ""}`,
      [[...new Set(codes)].sort()],
    ),
  );
  return new Map(rows.map((r) => [r.ma_voucher, r]));
}

/** Why a voucher cannot pay `tien` of a bill of `total` on `ngay_ct`; undefined when it can. */
function refusalOf(voucher: Voucher | undefined, use: VoucherUse, total: Fixed, ngay_ct: string) {
  const code = use.ma_voucher;
  if (!voucher?.status)
    return bilingual(
      `Voucher ${code} không tồn tại hoặc đã ngừng sử dụng`,
      `Voucher ${code} does not exist or is inactive`,
    );
  if (ngay_ct < voucher.tu_ngay || (voucher.den_ngay && ngay_ct > voucher.den_ngay)) {
    const to = voucher.den_ngay ? ` đến ${formatDate(voucher.den_ngay)}` : "";
    return bilingual(
      `Voucher ${code} dùng từ ${formatDate(voucher.tu_ngay)}${to}`,
      `Voucher ${code} is valid from ${voucher.tu_ngay}${voucher.den_ngay ? ` to ${voucher.den_ngay}` : ""}`,
    );
  }
  if (voucher.da_dung >= voucher.so_lan) {
    return bilingual(
      `Voucher ${code} đã dùng hết ${voucher.so_lan} lần`,
      `Voucher ${code} has been used all ${voucher.so_lan} times`,
    );
  }
  const worth =
    voucher.loai_gt === VOUCHER_VALUE.phan_tram
      ? mulDiv(total, toFixed(voucher.gia_tri, MONEY), 100n * 10n ** BigInt(MONEY))
      : toFixed(voucher.gia_tri, MONEY);
  if (use.tien > worth) {
    return bilingual(
      `Voucher ${code} chỉ trả tối đa ${money(worth)} ₫`,
      `Voucher ${code} pays at most ${money(worth)} ₫`,
    );
  }
  return undefined;
}

/** Each voucher once a document; each use checked against the vouchers as given; 422 naming the payment. */
function refuse(uses: VoucherUse[], found: Map<string, Voucher>, header: DocumentRow) {
  const total = toFixed(String(header.tong_thanh_toan ?? "0"), MONEY);
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  for (const use of uses) {
    if (seen.has(use.ma_voucher)) {
      errors[use.field] = bilingual(
        `Voucher ${use.ma_voucher} đã có trên hóa đơn`,
        `Voucher ${use.ma_voucher} is already on the bill`,
      );
      continue;
    }
    seen.add(use.ma_voucher);
    const refused = refusalOf(found.get(use.ma_voucher), use, total, String(header.ngay_ct));
    if (refused) errors[use.field] = refused;
  }
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
}

/** Before a bill is saved: its vouchers as they are (the posting checks again under their locks). */
export async function checkVoucherUses(db: TenantDb, header: DocumentRow) {
  const uses = usesOf(header);
  if (uses.length === 0) return;
  refuse(
    uses,
    await vouchersOf(
      db,
      uses.map((u) => u.ma_voucher),
      false,
    ),
    header,
  );
}

async function write(db: TenantDb, doc: JournalDocument, uses: { ma_voucher: string; tien: Fixed }[], sign: 1 | -1) {
  await db.$client.query(
    prepared(
      `INSERT INTO voucher_ledger (ma_voucher, ngay_ct, ma_dvcs, stt_rec, ma_ct, so_ct, so_lan, tien)
       SELECT u.ma_voucher, $1, $2, $3, $4, $5, $6, u.tien FROM unnest($7::text[], $8::numeric[]) AS u(ma_voucher, tien)`,
      [
        doc.ngay_ct,
        doc.ma_dvcs,
        doc.stt_rec,
        doc.ma_ct,
        doc.so_ct,
        sign,
        uses.map((u) => u.ma_voucher),
        uses.map((u) => fromFixed(BigInt(sign) * u.tien, MONEY)),
      ],
    ),
  );
  await db.$client.query(
    prepared("UPDATE vouchers SET da_dung = da_dung + $2, updated_at = now() WHERE ma_voucher = ANY($1)", [
      uses.map((u) => u.ma_voucher),
      sign,
    ]),
  );
}

/** At posting, under the vouchers' row locks: each has a use left, and takes it. */
export async function useVouchers(db: TenantDb, header: DocumentRow & JournalDocument) {
  const uses = usesOf(header);
  if (uses.length === 0) return;
  refuse(
    uses,
    await vouchersOf(
      db,
      uses.map((u) => u.ma_voucher),
      true,
    ),
    header,
  );
  await write(db, header, uses, 1);
}

/** At the cancel: the uses the document took are given back. */
export async function giveVouchersBack(db: TenantDb, doc: JournalDocument) {
  const { rows } = await db.$client.query<{ ma_voucher: string; tien: string }>(
    prepared(
      `SELECT ma_voucher, sum(tien)::text AS tien FROM voucher_ledger WHERE stt_rec = $1
       GROUP BY ma_voucher HAVING sum(so_lan) > 0 ORDER BY ma_voucher`,
      [doc.stt_rec],
    ),
  );
  if (rows.length === 0) return;
  await vouchersOf(
    db,
    rows.map((r) => r.ma_voucher),
    true,
  );
  await write(
    db,
    doc,
    rows.map((r) => ({ ma_voucher: r.ma_voucher, tien: toFixed(r.tien, MONEY) })),
    -1,
  );
}
