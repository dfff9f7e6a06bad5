import { NO_NAME_MOVE, NO_NAME_STATE } from "@sen/core";
import { z } from "zod";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { code } from "../../../platform/documents/document.schemas.js";
import type { DocumentKind, DocumentRow, StoredDocument } from "../../../platform/documents/document-kind.js";
import { draftBranch } from "../../../platform/documents/draft-branch.js";
import { invalidInput } from "../../../platform/errors.js";
import { upper } from "../bills/bill-drafts.js";
import { noNameIssueLines, noNameIssues } from "../sales.tables.js";
import { placeCards, recordPlaces } from "./card-places.js";
import { cardsOnly } from "./no-name-fields.js";
import { noNameCardsOf } from "./no-name-ledger.js";
import { noNameListNames, noNameNames } from "./no-name-names.js";
import { placedRuns } from "./run-cards.js";
import { RUN_MAX, runOf, serialAt, serialsOf } from "./serial-runs.js";

type IssueLine = DocumentRow & {
  tu_seri: string;
  den_seri: string;
  so_luong: number;
  ma_loai: string;
  menh_gia: string;
};

const refuse = (field: string, vi: string, en: string) => invalidInput({ [field]: bilingual(vi, en) });
const whole = (vi: string, en: string, max: number) =>
  z
    .number(bilingual(`${vi} phải là số nguyên`, `${en} must be a whole number`))
    .int(bilingual(`${vi} phải là số nguyên`, `${en} must be a whole number`))
    .min(0, bilingual(`${vi} không được âm`, `${en} must not be negative`))
    .max(max, bilingual(`${vi} quá lớn`, `${en} is too large`));

/** The type issued: known and in use. */
async function typeOf(db: TenantDb, ma_loai: string) {
  const { rows } = await db.$client.query<{ menh_gia: string }>(
    prepared("SELECT menh_gia::text FROM no_name_types WHERE ma_loai = $1 AND status", [ma_loai]),
  );
  const type = rows[0];
  if (!type) {
    throw refuse(
      "ma_loai",
      `Loại thẻ ${ma_loai} không tồn tại hoặc đã ngừng sử dụng`,
      `Card type ${ma_loai} does not exist or is inactive`,
    );
  }
  return type;
}

/** The counter after the highest serial of the prefix and length already issued (0 for a new prefix). */
async function nextCounter(db: TenantDb, prefix: string, digits: number) {
  const { rows } = await db.$client.query<{ n: string | null }>(
    `SELECT max(substr(so_seri, $2)::bigint)::text AS n FROM no_name_cards
     WHERE left(so_seri, $2 - 1) = $1 AND length(so_seri) = $3 AND substr(so_seri, $2) ~ '^[0-9]+$'`,
    [prefix, prefix.length + 1, prefix.length + digits],
  );
  return rows[0]?.n == null ? 1 : Number(rows[0].n) + 1;
}

/** The first serial of the run already issued (and not void), if any. */
async function issuedAlready(db: TenantDb, serials: string[]) {
  const { rows } = await db.$client.query<{ so_seri: string }>(
    `SELECT so_seri FROM no_name_cards WHERE so_seri = ANY($1) AND trang_thai <> $2 ORDER BY so_seri LIMIT 1`,
    [serials, NO_NAME_STATE.huy],
  );
  return rows[0]?.so_seri;
}

const taken = (so_seri: string) =>
  refuse("tu_so", `Số seri ${so_seri} đã được phát hành`, `Serial ${so_seri} has been issued already`);

/**
 * An issue of no-name cards (PV1, phiếu phát hành thẻ vô danh): the cards of type `ma_loai` numbered `tien_to` and
 * a counter of `do_dai` digits, from `tu_so` (or after the highest already issued) to `den_so` (or `so_luong`
 * cards), put into the branch's stock. Posting creates them (a void serial may be issued again); cancelling voids
 * them, refused once one has left the stock. No money moves: cards in stock hold nothing.
 */
export const issueKind: DocumentKind<IssueLine, IssueLine> = {
  ma_ct: "PV1",
  api: "sales/no-name-cards/issues",
  command: "sales.no-name-cards",
  label: { vi: "Phiếu phát hành thẻ vô danh", en: "No-name card issue" },
  header: noNameIssues,
  lines: noNameIssueLines,
  headerOnly: true,
  headerFields: {
    ma_loai: code({ vi: "Loại thẻ", en: "Card type" }, 32),
    tien_to: z
      .string()
      .trim()
      .max(20, bilingual("Tiền tố tối đa 20 ký tự", "A prefix takes at most 20 characters"))
      .regex(/^[A-Za-z0-9-]*$/, bilingual("Tiền tố chỉ gồm chữ, số và dấu -", "A prefix takes letters, digits, dashes"))
      .default(""),
    tu_so: whole("Số bắt đầu", "First number", 1e12).nullish(),
    den_so: whole("Số kết thúc", "Last number", 1e12).nullish(),
    so_luong: whole("Số lượng thẻ", "Number of cards", RUN_MAX)
      .min(1, bilingual("Số lượng thẻ phải lớn hơn 0", "Number of cards must be above 0"))
      .nullish(),
    do_dai: whole("Số chữ số", "Digits", 12)
      .min(1, bilingual("Số chữ số từ 1 đến 12", "Digits from 1 to 12"))
      .default(6),
  },
  ...cardsOnly<IssueLine>(),
  async prepare(db, draft, request) {
    draftBranch(draft, request, { vi: "Chọn chi nhánh nhận thẻ", en: "Choose the branch the cards go to" });
    const header = draft.header;
    const ma_loai = upper(header.ma_loai) ?? "";
    const prefix = String(header.tien_to ?? "").toUpperCase();
    const digits = Number(header.do_dai);
    const [type, next] = await Promise.all([
      typeOf(db, ma_loai),
      header.tu_so == null ? nextCounter(db, prefix, digits) : Promise.resolve(Number(header.tu_so)),
    ]);
    const count = header.so_luong == null ? undefined : Number(header.so_luong);
    const last = header.den_so == null ? (count === undefined ? undefined : next + count - 1) : Number(header.den_so);
    if (last === undefined) {
      throw refuse("so_luong", "Nhập số lượng thẻ hoặc số kết thúc", "Give the number of cards or the last number");
    }
    if (String(last).length > digits) {
      throw refuse(
        "do_dai",
        `Số ${last} dài hơn ${digits} chữ số: tăng số chữ số`,
        `${last} is longer than ${digits} digits: take more digits`,
      );
    }
    if (last < next) {
      throw refuse("den_so", "Số kết thúc nhỏ hơn số bắt đầu", "The last number is before the first");
    }
    const run = runOf(serialAt(prefix, next, digits), serialAt(prefix, last, digits), "details.0");
    const issued = await issuedAlready(db, serialsOf(run));
    if (issued) throw taken(issued);
    Object.assign(header, {
      ma_loai,
      tien_to: prefix,
      tu_so: next,
      den_so: last,
      do_dai: digits,
      so_luong: run.so_luong,
    });
    draft.details = [
      { tu_seri: run.tu_seri, den_seri: run.den_seri, so_luong: run.so_luong, ma_loai, menh_gia: type.menh_gia },
    ];
  },
  async post(db, doc) {
    const line = doc.details[0] as IssueLine;
    const serials = serialsOf(runOf(line.tu_seri, line.den_seri, "details.0"));
    const h = doc.header;
    const { rows } = await db.$client.query<{ so_seri: string }>(
      prepared(
        `INSERT INTO no_name_cards (so_seri, ma_dvcs, ma_loai, menh_gia, trang_thai, so_du, ngay_phat_hanh, stt_rec_ph,
                                    created_by, updated_by)
         SELECT s, $2, $3, $4, $5, 0, $6, $7, $8, $8 FROM unnest($1::text[]) AS s
         ON CONFLICT (so_seri) DO UPDATE SET ma_dvcs = excluded.ma_dvcs, ma_loai = excluded.ma_loai,
           menh_gia = excluded.menh_gia, trang_thai = excluded.trang_thai, ngay_phat_hanh = excluded.ngay_phat_hanh,
           stt_rec_ph = excluded.stt_rec_ph, ngay_ban = NULL, ngay_het_han = NULL, ma_dvcs_nhan = NULL,
           stt_rec_chuyen = NULL, updated_by = excluded.updated_by, updated_at = now()
         WHERE no_name_cards.trang_thai = $9
         RETURNING so_seri`,
        [
          serials,
          h.ma_dvcs,
          line.ma_loai,
          line.menh_gia,
          NO_NAME_STATE.kho,
          h.ngay_ct,
          h.stt_rec,
          h.updated_by ?? null,
          NO_NAME_STATE.huy,
        ],
      ),
    );
    if (rows.length < serials.length) {
      const made = new Set(rows.map((r) => r.so_seri));
      throw taken(serials.find((s) => !made.has(s)) ?? line.tu_seri);
    }
    await recordPlaces(db, h, serials, NO_NAME_MOVE.PH);
    return undefined;
  },
  async cancel(db, doc) {
    const line = doc.details[0] as IssueLine;
    const run = runOf(line.tu_seri, line.den_seri, "details.0");
    const cards = await noNameCardsOf(db, serialsOf(run), true);
    const mine = new Map([...cards].filter(([, c]) => c.stt_rec_ph === doc.header.stt_rec));
    placedRuns([run], mine, { state: NO_NAME_STATE.kho, branch: doc.header.ma_dvcs }, true);
    const serials = [...mine.keys()];
    await placeCards(db, serials, { trang_thai: NO_NAME_STATE.huy });
    await recordPlaces(db, doc.header, serials, NO_NAME_MOVE.HUY);
  },
  describe: (db, doc) => noNameNames(db, doc as StoredDocument<DocumentRow>),
  describeList: noNameListNames,
};
