import { CUSTOMER_CARD_MOVE, CUSTOMER_CARD_STATE, customerCardEntity } from "@sen/core";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { audit } from "../../../platform/audit.js";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { vietnamToday } from "../../../platform/db/vietnam-days.js";
import { isoDate } from "../../../platform/documents/document.schemas.js";
import { invalidInput } from "../../../platform/errors.js";
import { actingBranch, CARD_COLUMNS, type CardRow, writeCardHistory } from "./card-history.js";
import { numberIs, numberParams, openNumber, sealedNumber } from "./card-numbers.js";
import { cardNumber } from "./card-series-rules.js";
import { reachableCustomer } from "./customer-reads.js";

const code = z.string().trim().min(1).max(32);

export const issueBody = z.strictObject({
  ma_kh: code,
  ma_day: code,
  ngay_phat_hanh: isoDate().optional(),
  ghi_chu: z.string().trim().max(2000).optional(),
  ...actingBranch,
});
type IssueBody = z.infer<typeof issueBody>;

interface SeriesRow {
  ma_day: string;
  ten_day: string;
  tien_to: string | null;
  tu_so: string;
  den_so: string;
  do_dai: number;
  hang_the: string;
  tl_ck: string;
  so_thang: number | null;
  so_cuoi: string | null;
  status: boolean;
}

/** The series, locked until the issue's transaction ends: whoever issues from it next waits, then takes the next number. */
async function lockedSeries(db: TenantDb, ma_day: string): Promise<SeriesRow> {
  const { rows } = await db.$client.query<SeriesRow>(
    prepared("SELECT * FROM customer_card_series WHERE ma_day = $1 FOR UPDATE", [ma_day]),
  );
  const series = rows[0];
  if (!series?.status) {
    throw invalidInput({
      ma_day: bilingual(
        `Dãy số thẻ ${ma_day} không tồn tại hoặc đã ngừng sử dụng`,
        `Card series ${ma_day} does not exist or is out of use`,
      ),
    });
  }
  return series;
}

/** The next number of the series no card holds yet (another series may have given one of its numbers), if any is left. */
async function nextFreeNumber(
  db: TenantDb,
  request: FastifyRequest,
  series: SeriesRow,
): Promise<{ n: number; so_the: string } | undefined> {
  const last = Number(series.den_so);
  for (let n = series.so_cuoi === null ? Number(series.tu_so) : Number(series.so_cuoi) + 1; n <= last; n++) {
    const so_the = cardNumber(series.tien_to, n, series.do_dai);
    const { rows } = await db.$client.query(
      prepared(`SELECT 1 FROM customer_cards WHERE ${numberIs(1, 2)}`, await numberParams(db, request, so_the)),
    );
    if (rows.length === 0) return { n, so_the };
  }
  return undefined;
}

/** The customer's card in use, if they hold one. */
async function cardInUse(db: TenantDb, request: FastifyRequest, ma_kh: string): Promise<string | undefined> {
  const { rows } = await db.$client.query<{ so_the: string; so_the_cuoi: string | null }>(
    prepared("SELECT so_the, so_the_cuoi FROM customer_cards WHERE ma_kh = $1 AND trang_thai = $2", [
      ma_kh,
      CUSTOMER_CARD_STATE.active,
    ]),
  );
  return rows[0] && (await openNumber(db, request, rows[0])).so_the;
}

/** Refusal of a second card in use: the customer's card must be locked before another is issued or unlocked. */
export const holdsCardInUse = (ma_kh: string, so_the: string, unlocking = false) =>
  bilingual(
    `Khách hàng ${ma_kh} đang dùng thẻ ${so_the}: khóa thẻ đó trước khi ${unlocking ? "mở khóa" : "cấp"} thẻ khác`,
    `Customer ${ma_kh} holds card ${so_the}: lock it before another is ${unlocking ? "unlocked" : "issued"}`,
  );

/**
 * Issues a membership card to a customer from a series: the series' next free number, taken under the series' row
 * lock (two issues at once never get one number), of the series' level and discount, valid its months from the day
 * of issue; a customer holds one card in use at a time, and an exhausted series refuses (422).
 */
export async function issueCard(db: TenantDb, request: FastifyRequest, body: IssueBody) {
  const ma_kh = body.ma_kh.toUpperCase();
  const customer = await reachableCustomer(db, request, ma_kh);
  if (!customer) {
    throw invalidInput({ ma_kh: bilingual(`Khách hàng ${ma_kh} không tồn tại`, `Customer ${ma_kh} does not exist`) });
  }
  const series = await lockedSeries(db, body.ma_day.toUpperCase());
  const held = await cardInUse(db, request, ma_kh);
  if (held) throw invalidInput({ ma_kh: holdsCardInUse(ma_kh, held) });
  const next = await nextFreeNumber(db, request, series);
  if (!next) {
    throw invalidInput({
      ma_day: bilingual(
        `Dãy số thẻ ${series.ma_day} đã hết số (cấp đến ${cardNumber(series.tien_to, Number(series.den_so), series.do_dai)})`,
        `Card series ${series.ma_day} has no number left`,
      ),
    });
  }
  const user = request.auth?.user.user_name ?? "system";
  await db.$client.query(
    prepared("UPDATE customer_card_series SET so_cuoi = $2 WHERE ma_day = $1", [series.ma_day, next.n]),
  );
  const number = await sealedNumber(db, request, next.so_the);
  const { rows } = await db.$client.query<CardRow>(
    prepared(
      `INSERT INTO customer_cards (so_the, ma_kh, ten_kh, ma_day, hang_the, tl_ck, ngay_phat_hanh, ngay_het_han,
                                   trang_thai, ghi_chu, created_by, updated_by, so_the_bi, so_the_cuoi, khoa_the)
       VALUES ($1, $2, $3, $4, $5, $6, $7::date,
               CASE WHEN $8::int IS NULL THEN NULL ELSE ($7::date + make_interval(months => $8::int))::date END,
               $9, $10, $11, $11, $12, $13, $14)
       RETURNING ${CARD_COLUMNS}`,
      [
        number.so_the,
        customer.ma_kh,
        customer.ten_kh,
        series.ma_day,
        series.hang_the,
        series.tl_ck,
        body.ngay_phat_hanh ?? vietnamToday(),
        series.so_thang,
        CUSTOMER_CARD_STATE.active,
        body.ghi_chu || null,
        user,
        number.so_the_bi,
        number.so_the_cuoi,
        number.khoa_the,
      ],
    ),
  );
  // The audit keeps the row as stored (the number sealed); the answer and the history have it in clear.
  const stored = rows[0] as CardRow;
  const card = await openNumber(db, request, { ...stored });
  await writeCardHistory(db, request, card, {
    loai: CUSTOMER_CARD_MOVE.PH,
    hang_moi: card.hang_the,
    het_han_moi: card.ngay_het_han,
    ly_do: body.ghi_chu,
  });
  await audit(db, request, { action: "create", entity: customerCardEntity.name, recordId: card.id, new: stored });
  return card;
}
