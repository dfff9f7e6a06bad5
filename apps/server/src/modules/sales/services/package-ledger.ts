import { type Fixed, formatDate, formatNumber, fromFixed, toFixed } from "@sen/core";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { StoredDocument } from "../../../platform/documents/document-kind.js";
import { invalidInput } from "../../../platform/errors.js";
import { MONEY } from "../../stock/ledger/stock-ledger.service.js";

/*
 * Packages of sessions (liệu trình): each the sum of its ledger, cached on `service_packages.so_buoi_con` and
 * `tien_con` (never below zero) and moved with the ledger only in the transaction that posts or cancels a document,
 * under the package row's lock.
 */

/** What a movement of sessions is. */
export const PACKAGE_MOVE = {
  /** Sold by a service bill. */
  sold: "BAN",
  /** Used by a serving. */
  used: "SU_DUNG",
  /** Given back by the cancel of a serving. */
  returned: "HOAN",
  /** Closed by the cancel of its service bill. */
  cancelled: "HUY",
  /** Moved to another customer's package, which it opens (CHUYEN_DEN). */
  transferredOut: "CHUYEN_DI",
  transferredIn: "CHUYEN_DEN",
  /** Left unused past the package's last day, moved to revenue. */
  expired: "HET_HAN",
  /** Given back to the customer in money. */
  refunded: "HOAN_TIEN",
} as const;

type Header = StoredDocument["header"];

/** A package as locked for a movement. */
export interface LockedPackage {
  stt_rec_goi: string;
  ma_kh: string;
  ma_vt: string;
  so_buoi: number;
  so_buoi_con: number;
  gia_buoi: string;
  tien: string;
  tien_con: string;
  huy: boolean;
  goi_tien: boolean;
  /** The last day it may be used (YYYY-MM-DD), none without expiry. */
  han_su_dung: string | null;
  ma_dvcs: string;
  so_ct: string;
}

/** A movement about to be written. */
export interface PackageMove {
  stt_rec_goi: string;
  line: number;
  loai: string;
  so_buoi: number;
  tien: Fixed;
}

/** The packages named, locked in a fixed order (no deadlock between two documents) for the rest of the transaction. */
export async function lockPackages(db: TenantDb, ids: readonly string[]): Promise<Map<string, LockedPackage>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.$client.query<LockedPackage>(
    prepared(
      `SELECT stt_rec_goi::text, ma_kh, ma_vt, so_buoi, so_buoi_con, gia_buoi::text, tien::text, tien_con::text, huy,
              goi_tien, han_su_dung::text, ma_dvcs, so_ct
       FROM service_packages WHERE stt_rec_goi = ANY($1::uuid[]) ORDER BY stt_rec_goi FOR UPDATE`,
      [[...new Set(ids)]],
    ),
  );
  return new Map(rows.map((r) => [r.stt_rec_goi, r]));
}

/** Writes a document's movements and moves each package's cached counts by the same sums, under its lock. */
export async function writePackageMoves(db: TenantDb, doc: Header, moves: readonly PackageMove[]) {
  if (moves.length === 0) return;
  await db.$client.query(
    prepared(
      `WITH m AS (
         SELECT * FROM unnest($7::uuid[], $8::int[], $9::text[], $10::int[], $11::numeric[])
           AS u(stt_rec_goi, line, loai, so_buoi, tien)
       ), w AS (
         INSERT INTO package_ledger (stt_rec_goi, stt_rec, ma_ct, so_ct, ngay_ct, ma_dvcs, line, loai, so_buoi, tien)
         SELECT m.stt_rec_goi, $1, $2, $3, $4, $5, m.line, m.loai, m.so_buoi, m.tien FROM m
       )
       UPDATE service_packages p SET so_buoi_con = p.so_buoi_con + s.so_buoi, tien_con = p.tien_con + s.tien,
                                      huy = p.huy OR $6
       FROM (SELECT stt_rec_goi, sum(so_buoi)::int AS so_buoi, sum(tien) AS tien FROM m GROUP BY stt_rec_goi) s
       WHERE p.stt_rec_goi = s.stt_rec_goi`,
      [
        doc.stt_rec,
        doc.ma_ct,
        doc.so_ct,
        doc.ngay_ct,
        doc.ma_dvcs,
        moves.some((m) => m.loai === PACKAGE_MOVE.cancelled),
        moves.map((m) => m.stt_rec_goi),
        moves.map((m) => m.line),
        moves.map((m) => m.loai),
        moves.map((m) => m.so_buoi),
        moves.map((m) => fromFixed(m.tien, MONEY)),
      ],
    ),
  );
}

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
export async function openPackages(db: TenantDb, doc: Header, ma_kh: string, lines: readonly SoldPackageLine[]) {
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
export async function closePackages(db: TenantDb, doc: Header) {
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

export const sessions = (n: number) => formatNumber(n);

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
  doc: Header,
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

/** 422 unless the package is known, open, the customer's and of the line's service. */
export function refuseForeign(
  p: Pick<LockedPackage, "ma_kh" | "ma_vt" | "huy"> | undefined,
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
  if (p.ma_vt !== l.ma_vt) {
    throw invalidInput({
      [field]: bilingual(
        `Liệu trình là của dịch vụ ${p.ma_vt}, không phải ${l.ma_vt}`,
        `The package is for ${p.ma_vt}`,
      ),
    });
  }
}

/** The cancel of a serving: each session it used given back to its package with its value, under the locks. */
export async function giveSessionsBack(db: TenantDb, doc: Header) {
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
export async function useMoney(db: TenantDb, doc: Header, ma_kh: string, lines: readonly MoneyLine[]) {
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
    refuseForeign(p, { ma_vt: p.ma_vt }, ma_kh, field);
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
