import { type Fixed, fromFixed, toFixed } from "@sen/core";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { invalidInput } from "../../../platform/errors.js";
import { MONEY } from "../../stock/ledger/stock-ledger.service.js";
import {
  type LockedPackage,
  lockPackages,
  PACKAGE_MOVE,
  type PackageDocument,
  writePackageMoves,
} from "./package-ledger.js";

/* A service bill's side of the packages: opened when it posts, closed when it is cancelled (never once used). */

/**
 * A package line of a bill as it opens packages: its product, units, sessions a unit and amount after discount (none
 * for a gift); `money`: package money, worth its amount and holding no sessions.
 */
export interface SoldPackageLine {
  line: number;
  ma_vt: string;
  units: number;
  so_buoi: number;
  value: Fixed;
  money?: boolean;
  /** The packages' last day of use (YYYY-MM-DD). */
  han_su_dung?: string | null;
}

/**
 * Opens one package a unit of each package line of a posted service bill, each worth its share of the line's amount
 * (the last unit the rest), `gia_buoi` that worth over its sessions rounded down (the last session takes the rest).
 */
export async function openPackages(
  db: TenantDb,
  doc: PackageDocument,
  ma_kh: string,
  lines: readonly SoldPackageLine[],
) {
  const rows: {
    line: number;
    ma_vt: string;
    so_buoi: number;
    tien: string;
    gia_buoi: string;
    money: boolean;
    han_su_dung: string | null;
  }[] = [];
  for (const l of lines) {
    const share = l.value / BigInt(l.units);
    const so_buoi = l.money ? 0 : l.so_buoi;
    for (let unit = 0; unit < l.units; unit++) {
      const tien = unit === l.units - 1 ? l.value - share * BigInt(l.units - 1) : share;
      rows.push({
        line: l.line,
        ma_vt: l.ma_vt,
        so_buoi,
        tien: fromFixed(tien, MONEY),
        gia_buoi: fromFixed(so_buoi > 0 ? tien / BigInt(so_buoi) : 0n, MONEY),
        money: l.money === true,
        han_su_dung: l.han_su_dung ?? null,
      });
    }
  }
  if (rows.length === 0) return;
  await db.$client.query(
    prepared(
      `WITH p AS (
         INSERT INTO service_packages (ma_kh, ma_vt, ma_dvcs, so_buoi, so_buoi_con, gia_buoi, tien, tien_con, stt_rec,
                                       line, so_ct, ngay_ct, goi_tien, han_su_dung)
         SELECT $1, u.ma_vt, $2, u.so_buoi, u.so_buoi, u.gia_buoi, u.tien, u.tien, $3, u.line, $4, $5, u.goi_tien,
                u.han_su_dung
         FROM unnest($7::int[], $8::text[], $9::int[], $10::numeric[], $11::numeric[], $12::boolean[], $13::date[])
           AS u(line, ma_vt, so_buoi, tien, gia_buoi, goi_tien, han_su_dung)
         RETURNING stt_rec_goi, line, so_buoi, tien
       )
       INSERT INTO package_ledger (stt_rec_goi, stt_rec, ma_ct, so_ct, ngay_ct, ma_dvcs, line, loai, so_buoi, tien)
       SELECT p.stt_rec_goi, $3, $6, $4, $5, $2, p.line, '${PACKAGE_MOVE.sold}', p.so_buoi, p.tien FROM p`,
      [
        ma_kh,
        doc.ma_dvcs,
        doc.stt_rec,
        doc.so_ct,
        doc.ngay_ct,
        doc.ma_ct,
        rows.map((r) => r.line),
        rows.map((r) => r.ma_vt),
        rows.map((r) => r.so_buoi),
        rows.map((r) => r.tien),
        rows.map((r) => r.gia_buoi),
        rows.map((r) => r.money),
        rows.map((r) => r.han_su_dung),
      ],
    ),
  );
}

/**
 * The cancel of a service bill: refused (422) when any of its packages has been used, else each closed, its sessions
 * and value moved back to nothing.
 */
export async function closePackages(db: TenantDb, doc: PackageDocument) {
  const { rows } = await db.$client.query<{ stt_rec_goi: string }>(
    prepared("SELECT stt_rec_goi::text FROM service_packages WHERE stt_rec = $1 AND NOT huy", [doc.stt_rec]),
  );
  const locked = await lockPackages(
    db,
    rows.map((r) => r.stt_rec_goi),
  );
  const used = [...locked.values()].filter(
    (p) => p.so_buoi_con < p.so_buoi || toFixed(p.tien_con, MONEY) < toFixed(p.tien, MONEY),
  );
  if (used.length > 0) {
    throw invalidInput({
      status: bilingual(
        "Liệu trình của phiếu đã được sử dụng: hủy các phiếu phục vụ dùng nó trước",
        "A package of the bill has been used: cancel the servings that used it first",
      ),
    });
  }
  const { rows: lines } = await db.$client.query<{ stt_rec_goi: string; line: number }>(
    prepared("SELECT stt_rec_goi::text, line FROM service_packages WHERE stt_rec = $1 AND NOT huy", [doc.stt_rec]),
  );
  await writePackageMoves(
    db,
    doc,
    lines.map((l) => {
      const p = locked.get(l.stt_rec_goi) as LockedPackage;
      return {
        stt_rec_goi: l.stt_rec_goi,
        line: l.line,
        loai: PACKAGE_MOVE.cancelled,
        so_buoi: -p.so_buoi_con,
        tien: -toFixed(p.tien_con, MONEY),
      };
    }),
  );
}
