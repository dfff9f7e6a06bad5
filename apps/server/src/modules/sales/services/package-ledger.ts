import { type Fixed, fromFixed } from "@sen/core";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { StoredDocument } from "../../../platform/documents/document-kind.js";
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

/** The header of the document a movement belongs to. */
export type PackageDocument = StoredDocument["header"];

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
  /** The bill that sold it and its line. */
  stt_rec: string;
  line: number;
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
              goi_tien, han_su_dung::text, ma_dvcs, so_ct, stt_rec::text, line
       FROM service_packages WHERE stt_rec_goi = ANY($1::uuid[]) ORDER BY stt_rec_goi FOR UPDATE`,
      [[...new Set(ids)]],
    ),
  );
  return new Map(rows.map((r) => [r.stt_rec_goi, r]));
}

/** Writes a document's movements and moves each package's cached counts by the same sums, under its lock. */
export async function writePackageMoves(db: TenantDb, doc: PackageDocument, moves: readonly PackageMove[]) {
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
