import type { CustomerCardMove } from "@sen/core";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { sealedNumber } from "./card-numbers.js";

/** The branch a card is handled at: the body's (which the client adds for the one branch in view), else the first in view. */
export const actingBranch = { ma_dvcs: z.string().trim().max(20).optional() };

function branchOf(request: FastifyRequest): string | null {
  const body = request.body as { ma_dvcs?: unknown } | undefined;
  return typeof body?.ma_dvcs === "string" && body.ma_dvcs ? body.ma_dvcs : (request.branches[0] ?? null);
}

/** A membership card as the server reads it (under its row lock when it changes). */
export interface CardRow {
  id: string;
  so_the: string;
  ma_kh: string;
  ten_kh: string | null;
  ma_day: string;
  hang_the: string;
  tl_ck: number;
  ngay_phat_hanh: string;
  ngay_het_han: string | null;
  trang_thai: string;
  ghi_chu: string | null;
  /** The key version of the number as stored (NULL: still in clear); dropped from answers. */
  khoa_the?: number | null;
}

/** The columns of a card as the API gives them (dates as days, the discount as a number; the number opened by `openNumber`). */
export const CARD_COLUMNS = `id, so_the, so_the_cuoi, khoa_the, ma_kh, ten_kh, ma_day, hang_the, tl_ck::float8 AS tl_ck, ngay_phat_hanh::text,
  ngay_het_han::text, trang_thai, ghi_chu, created_at, updated_at, created_by, updated_by`;

export interface CardMoveLine {
  loai: CustomerCardMove;
  hang_cu?: string | null;
  hang_moi?: string | null;
  het_han_cu?: string | null;
  het_han_moi?: string | null;
  ly_do?: string | null;
}

/** One line of a card's history: what happened, by whom, from which branch, now (the number sealed). */
export async function writeCardHistory(db: TenantDb, request: FastifyRequest, card: CardRow, line: CardMoveLine) {
  const number = await sealedNumber(db, request, card.so_the);
  await db.$client.query(
    prepared(
      `INSERT INTO customer_card_histories
         (ngay, so_the, ma_kh, ten_kh, loai, hang_cu, hang_moi, het_han_cu, het_han_moi, ly_do, user_name, ma_dvcs,
          created_by, updated_by, so_the_bi, so_the_cuoi, khoa_the)
       VALUES (now(), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $10, $10, $12, $13, $14)`,
      [
        number.so_the,
        card.ma_kh,
        card.ten_kh,
        line.loai,
        line.hang_cu ?? null,
        line.hang_moi ?? null,
        line.het_han_cu ?? null,
        line.het_han_moi ?? null,
        line.ly_do || null,
        request.auth?.user.user_name ?? "system",
        branchOf(request),
        number.so_the_bi,
        number.so_the_cuoi,
        number.khoa_the,
      ],
    ),
  );
}
