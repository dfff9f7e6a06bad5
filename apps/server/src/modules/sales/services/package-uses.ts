import { type Fixed, formatDate, formatNumber, fromFixed, toFixed } from "@sen/core";
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
  type PackageMove,
  writePackageMoves,
} from "./package-ledger.js";

/*
 * A serving's side of the packages: sessions used and given back, package money spent, each under the packages'
 * locks, and the refusals naming the line.
 */

const sessions = (n: number) => formatNumber(n);

/** The refusal of using more sessions than a package holds. */
export function notEnoughSessions(field: string, left: number) {
  return invalidInput({
    [field]: bilingual(
      `Liệu trình chỉ còn ${sessions(left)} buổi`,
      `The package has only ${sessions(left)} sessions left`,
    ),
  });
}

/** A serving line as it uses a package. */
export interface UseLine {
  line: number;
  index: number;
  ma_vt: string;
  so_luong: number;
  stt_rec_goi: string;
}

/** Sessions a line used beyond what its package held, and their worth at the package's session price. */
export type OwedSessions = Map<number, { so_buoi: number; tien: Fixed }>;

/**
 * Uses each line's sessions of its package, under the packages' locks: the customer's, of the line's service, open,
 * holding enough (422 naming the line's `so_luong`); each use worth `so_luong` × `gia_buoi`, the last sessions of a
 * package the value it has left. Gives each line's value. Given `owed`, a line asking more than its package holds
 * takes what is left and the rest goes into `owed` (the package never below zero) instead of the refusal.
 */
export async function useSessions(
  db: TenantDb,
  doc: PackageDocument,
  ma_kh: string,
  lines: readonly UseLine[],
  owed?: OwedSessions,
) {
  const locked = await lockPackages(
    db,
    lines.map((l) => l.stt_rec_goi),
  );
  const left = new Map([...locked].map(([id, p]) => [id, { n: p.so_buoi_con, tien: toFixed(p.tien_con, MONEY) }]));
  const moves: PackageMove[] = [];
  const values = new Map<number, Fixed>();
  for (const l of lines) {
    const p = locked.get(l.stt_rec_goi);
    const field = `details.${l.index}.stt_rec_goi`;
    refuseForeign(p, l, ma_kh, field);
    if (p?.goi_tien) {
      throw invalidInput({
        [field]: bilingual(
          "Đây là gói tiền: trừ tiền của gói, không trừ buổi",
          "This is package money: it pays an amount, not sessions",
        ),
      });
    }
    refuseExpired(p as LockedPackage, String(doc.ngay_ct), field);
    const held = left.get(l.stt_rec_goi) as { n: number; tien: Fixed };
    if (held.n < l.so_luong && !owed) throw notEnoughSessions(`details.${l.index}.so_luong`, held.n);
    const pkg = p as LockedPackage;
    const taken = Math.min(held.n, l.so_luong);
    if (taken < l.so_luong) {
      owed?.set(l.line, {
        so_buoi: l.so_luong - taken,
        tien: BigInt(l.so_luong - taken) * toFixed(pkg.gia_buoi, MONEY),
      });
    }
    const tien = held.n === taken ? held.tien : BigInt(taken) * toFixed(pkg.gia_buoi, MONEY);
    held.n -= taken;
    held.tien -= tien;
    values.set(l.line, tien);
    if (taken === 0) continue;
    moves.push({
      stt_rec_goi: l.stt_rec_goi,
      line: l.line,
      loai: PACKAGE_MOVE.used,
      so_buoi: -taken,
      tien: -tien,
    });
  }
  await writePackageMoves(db, doc, moves);
  return values;
}

/** 422 when the package's last day of use is before `day`. */
export function refuseExpired(p: Pick<LockedPackage, "han_su_dung">, day: string, field: string) {
  if (p.han_su_dung && p.han_su_dung < day) {
    throw invalidInput({
      [field]: bilingual(
        `Liệu trình đã hết hạn sử dụng ngày ${formatDate(p.han_su_dung)}`,
        `The package expired on ${formatDate(p.han_su_dung)}`,
      ),
    });
  }
}

/**
 * 422 unless the package is known, open, the customer's and of the line's service (package money pays any service:
 * its own `ma_vt` is only what sold it).
 */
export function refuseForeign(
  p: Pick<LockedPackage, "ma_kh" | "ma_vt" | "huy" | "goi_tien"> | undefined,
  l: { ma_vt: string },
  ma_kh: string,
  field: string,
) {
  if (!p || p.huy) {
    throw invalidInput({ [field]: bilingual("Liệu trình không tồn tại hoặc đã hủy", "No such open package") });
  }
  if (p.ma_kh !== ma_kh) {
    throw invalidInput({
      [field]: bilingual(`Liệu trình không phải của khách hàng ${ma_kh}`, `The package is not ${ma_kh}'s`),
    });
  }
  if (!p.goi_tien && p.ma_vt !== l.ma_vt) {
    throw invalidInput({
      [field]: bilingual(
        `Liệu trình là của dịch vụ ${p.ma_vt}, không phải ${l.ma_vt}`,
        `The package is for ${p.ma_vt}`,
      ),
    });
  }
}

/** The cancel of a serving: each session it used given back to its package with its value, under the locks. */
export async function giveSessionsBack(db: TenantDb, doc: PackageDocument) {
  const { rows } = await db.$client.query<{ stt_rec_goi: string; line: number; so_buoi: number; tien: string }>(
    prepared(
      `SELECT stt_rec_goi::text, line, sum(so_buoi)::int AS so_buoi, sum(tien)::text AS tien
       FROM package_ledger WHERE stt_rec = $1 GROUP BY stt_rec_goi, line HAVING sum(so_buoi) <> 0 OR sum(tien) <> 0`,
      [doc.stt_rec],
    ),
  );
  await lockPackages(
    db,
    rows.map((r) => r.stt_rec_goi),
  );
  await writePackageMoves(
    db,
    doc,
    rows.map((r) => ({
      stt_rec_goi: r.stt_rec_goi,
      line: r.line,
      loai: PACKAGE_MOVE.returned,
      so_buoi: -r.so_buoi,
      tien: -toFixed(r.tien, MONEY),
    })),
  );
}

/** A serving line as it spends package money: the amount drawn from package `stt_rec_goi`. */
export interface MoneyLine {
  line: number;
  /** The line's place in the request, for the refusal's field. */
  index: number;
  stt_rec_goi: string;
  tien: Fixed;
}

/** The refusal of spending more than a money package holds. */
export function notEnoughMoney(field: string, left: Fixed) {
  const shown = formatNumber(Number(fromFixed(left, MONEY)));
  return invalidInput({
    [field]: bilingual(`Gói tiền chỉ còn ${shown} ₫`, `The package money has only ${shown} ₫ left`),
  });
}

/**
 * Spends package money (`sale_use_package_money`) on a serving's lines, under the packages' locks: each package the
 * customer's, open, package money and holding the line's amount (422 naming `details.{index}.stt_rec_goi` or
 * `details.{index}.tien`); a SU_DUNG move of no session and the amount. The caller posts the amounts from 3387 to the
 * services' revenue, as for sessions.
 */
export async function useMoney(db: TenantDb, doc: PackageDocument, ma_kh: string, lines: readonly MoneyLine[]) {
  const locked = await lockPackages(
    db,
    lines.map((l) => l.stt_rec_goi),
  );
  const left = new Map([...locked].map(([id, p]) => [id, toFixed(p.tien_con, MONEY)]));
  const moves: PackageMove[] = [];
  for (const l of lines) {
    const p = locked.get(l.stt_rec_goi);
    const field = `details.${l.index}.stt_rec_goi`;
    if (!p?.goi_tien) {
      throw invalidInput({ [field]: bilingual("Gói tiền không tồn tại", "No such package money") });
    }
    refuseForeign(p, p, ma_kh, field);
    refuseExpired(p, String(doc.ngay_ct), field);
    const held = left.get(l.stt_rec_goi) as Fixed;
    if (l.tien <= 0n)
      throw invalidInput({
        [`details.${l.index}.tien`]: bilingual("Số tiền phải lớn hơn 0", "The amount must be above 0"),
      });
    if (held < l.tien) throw notEnoughMoney(`details.${l.index}.tien`, held);
    left.set(l.stt_rec_goi, held - l.tien);
    moves.push({ stt_rec_goi: l.stt_rec_goi, line: l.line, loai: PACKAGE_MOVE.used, so_buoi: 0, tien: -l.tien });
  }
  await writePackageMoves(db, doc, moves);
}
