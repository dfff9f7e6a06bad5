import { randomUUID } from "node:crypto";
import { type Fixed, fromFixed, toFixed } from "@sen/core";
import type { FastifyRequest } from "fastify";
import { audit } from "../../../platform/audit.js";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { vietnamToday } from "../../../platform/db/vietnam-days.js";
import { AppError, invalidInput } from "../../../platform/errors.js";
import { postJournal } from "../../accounting/journal/journal.service.js";
import { MONEY } from "../../stock/ledger/stock-ledger.service.js";
import { postRefundEarnings } from "../commissions/commission-takebacks.js";
import { type LockedPackage, lockPackages, PACKAGE_MOVE, writePackageMoves } from "./package-ledger.js";

/*
 * What may happen to a package besides its sale and use, each an action on the package's row under its lock, in one
 * transaction with its ledger moves, its journal and its audit row: what is left of it moved to another customer
 * (transfer), moved to revenue after its last day (expiry), or paid back (refund). Each takes all that is left, so
 * that sent twice (a lost answer) it does nothing more: the second finds nothing left (422).
 */

/** The package money a refund pays back from: cash. */
const CASH = "1111";
/** Package money held until used. */
const HELD = "3387";

/** The action's movements: a document of their own (`ma_ct`), numbered as the package's bill, dated today. */
const actionDoc = (p: LockedPackage, ma_ct: string) => ({
  stt_rec: randomUUID(),
  ma_ct,
  so_ct: p.so_ct,
  ngay_ct: vietnamToday(),
  ma_dvcs: p.ma_dvcs,
  status: "2",
});

/** The package locked, open, with something left (404 unknown, 422 closed or empty). */
async function lockedLeft(db: TenantDb, id: string) {
  const p = (await lockPackages(db, [id])).get(id);
  if (!p) throw new AppError(404, "record_not_found");
  const tien = toFixed(p.tien_con, MONEY);
  if (p.huy || (p.so_buoi_con === 0 && tien === 0n)) {
    throw invalidInput({
      stt_rec_goi: bilingual("Liệu trình đã hủy hoặc không còn gì", "The package is cancelled or has nothing left"),
    });
  }
  return { p, n: p.so_buoi_con, tien };
}

const moneyOf = (tien: Fixed) => Number(fromFixed(tien, MONEY));

/**
 * Moves what is left of a package (its sessions and their value) to customer `ma_kh`, whose new package of the same
 * service and expiry it opens: CHUYEN_DI on the one, CHUYEN_DEN on the other.
 */
export async function transferPackage(db: TenantDb, request: FastifyRequest, id: string, ma_kh: string) {
  const { p, n, tien } = await lockedLeft(db, id);
  const { rows: found } = await db.$client.query(prepared("SELECT 1 FROM partners WHERE ma_kh = $1", [ma_kh]));
  if (found.length === 0) {
    throw invalidInput({ ma_kh: bilingual(`Khách hàng ${ma_kh} không tồn tại`, `Customer ${ma_kh} does not exist`) });
  }
  if (ma_kh === p.ma_kh) {
    throw invalidInput({ ma_kh: bilingual("Chọn khách hàng khác chủ liệu trình", "Choose another customer") });
  }
  const doc = actionDoc(p, "CLT");
  const { rows } = await db.$client.query<{ stt_rec_goi: string }>(
    prepared(
      `INSERT INTO service_packages (ma_kh, ma_vt, ma_dvcs, so_buoi, so_buoi_con, gia_buoi, tien, tien_con, stt_rec, line,
                                     so_ct, ngay_ct, goi_tien, han_su_dung)
       SELECT $1, ma_vt, ma_dvcs, $2, 0, gia_buoi, $3, 0, $4, 1, so_ct, $5, goi_tien, han_su_dung
       FROM service_packages WHERE stt_rec_goi = $6
       RETURNING stt_rec_goi::text`,
      [ma_kh, n, fromFixed(tien, MONEY), doc.stt_rec, doc.ngay_ct, id],
    ),
  );
  const opened = rows[0]?.stt_rec_goi as string;
  await writePackageMoves(db, doc, [
    { stt_rec_goi: id, line: 1, loai: PACKAGE_MOVE.transferredOut, so_buoi: -n, tien: -tien },
    { stt_rec_goi: opened, line: 1, loai: PACKAGE_MOVE.transferredIn, so_buoi: n, tien },
  ]);
  await audit(db, request, {
    action: "update",
    entity: "service_packages",
    recordId: id,
    old: { ma_kh: p.ma_kh, so_buoi_con: n, tien_con: moneyOf(tien) },
    new: { ma_kh, stt_rec_goi: opened, so_buoi_con: n, tien_con: moneyOf(tien) },
  });
  return { stt_rec_goi: opened, ma_kh, so_buoi: n, tien: moneyOf(tien) };
}

/**
 * Closes what is left of a package, its value posted from 3387: to the service's revenue once its last day is past
 * (expiry, HET_HAN; 422 before), or back to the customer in cash (refund, HOAN_TIEN, taking back the commissions
 * its sale earned on the value refunded).
 */
export async function closeLeft(db: TenantDb, request: FastifyRequest, id: string, how: "expire" | "refund") {
  const { p, n, tien } = await lockedLeft(db, id);
  const today = vietnamToday();
  if (how === "expire" && !(p.han_su_dung && p.han_su_dung < today)) {
    throw invalidInput({
      stt_rec_goi: bilingual("Liệu trình chưa hết hạn sử dụng", "The package has not expired"),
    });
  }
  const doc = actionDoc(p, how === "expire" ? "HLT" : "TLT");
  const { rows } = await db.$client.query<{ tk_dt: string }>(
    prepared("SELECT coalesce(tk_dt, '5113') AS tk_dt FROM products WHERE ma_vt = $1", [p.ma_vt]),
  );
  const loai = how === "expire" ? PACKAGE_MOVE.expired : PACKAGE_MOVE.refunded;
  await writePackageMoves(db, doc, [{ stt_rec_goi: id, line: 1, loai, so_buoi: -n, tien: -tien }]);
  const credit = how === "expire" ? (rows[0]?.tk_dt ?? "5113") : CASH;
  await postJournal(db, { ...doc, dien_giai: `${loai} ${p.so_ct}` }, [
    { tk_no: HELD, tk_co: credit, tien, ma_kh: p.ma_kh },
  ]);
  // Money paid back was never really sold: its seller and consultant give back their commission on it.
  if (how === "refund") await postRefundEarnings(db, doc, p, tien);
  await audit(db, request, {
    action: "update",
    entity: "service_packages",
    recordId: id,
    old: { so_buoi_con: n, tien_con: moneyOf(tien) },
    new: { so_buoi_con: 0, tien_con: 0, loai },
  });
  return { stt_rec_goi: id, loai, so_buoi: n, tien: moneyOf(tien) };
}
