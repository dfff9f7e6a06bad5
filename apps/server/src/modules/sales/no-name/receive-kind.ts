import { DOCUMENT_STATUS, NO_NAME_MOVE, NO_NAME_STATE, NO_NAME_TRANSFER } from "@sen/core";
import { z } from "zod";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { DocumentKind, DocumentRow, StoredDocument } from "../../../platform/documents/document-kind.js";
import { draftBranch } from "../../../platform/documents/draft-branch.js";
import { invalidInput } from "../../../platform/errors.js";
import { noNameReceiveDetails, noNameReceives } from "../sales.tables.js";
import { placeCards, recordPlaces } from "./card-places.js";
import { cardsOnly } from "./no-name-fields.js";
import { noNameListNames, noNameNames } from "./no-name-names.js";
import { placedRuns, runCards } from "./run-cards.js";
import { runOf, serialsOf } from "./serial-runs.js";

type ReceivedLine = DocumentRow & { tu_seri: string; den_seri: string; so_luong: number; ma_loai: string };

const refuse = (vi: string, en: string) => invalidInput({ stt_rec_ck: bilingual(vi, en) });

interface Transfer {
  so_ct: string;
  ma_dvcs: string;
  ma_dvcs_nhan: string | null;
  loai_chuyen: string;
  status: string;
  lines: ReceivedLine[];
  nhan: string | null;
}

/** The transfer, its lines, and the number of a posted receive of it, if any. */
async function transferOf(db: TenantDb, stt_rec: string): Promise<Transfer | undefined> {
  const { rows } = await db.$client.query<Transfer>(
    prepared(
      `SELECT t.so_ct, t.ma_dvcs, t.ma_dvcs_nhan, t.loai_chuyen, t.status,
         (SELECT coalesce(json_agg(json_build_object('tu_seri', d.tu_seri, 'den_seri', d.den_seri,
            'so_luong', d.so_luong, 'ma_loai', d.ma_loai, 'menh_gia', d.menh_gia) ORDER BY d.line), '[]')
          FROM no_name_transfer_details d WHERE d.stt_rec = t.stt_rec) AS lines,
         (SELECT r.so_ct FROM no_name_receives r WHERE r.stt_rec_ck = t.stt_rec AND r.status = $2 LIMIT 1) AS nhan
       FROM no_name_transfers t WHERE t.stt_rec = $1`,
      [stt_rec, DOCUMENT_STATUS.posted],
    ),
  );
  return rows[0];
}

const runsOfLines = (lines: readonly ReceivedLine[]) =>
  lines.map((l, i) => runOf(l.tu_seri, l.den_seri, `details.${i}`));

/**
 * A receive of no-name cards (RV1, phiếu nhận thẻ vô danh): the branch a posted transfer (`stt_rec_ck`) sent cards
 * to takes them into its stock, all of them. Cancelling sends them back in transit, refused once one of them has
 * been sold or sent on.
 */
export const receiveKind: DocumentKind<ReceivedLine, ReceivedLine> = {
  ma_ct: "RV1",
  api: "sales/no-name-receives",
  command: "sales.no-name-receives",
  label: { vi: "Phiếu nhận thẻ vô danh", en: "No-name card receipt" },
  header: noNameReceives,
  lines: noNameReceiveDetails,
  headerOnly: true,
  headerFields: { stt_rec_ck: z.uuid(bilingual("Chọn phiếu chuyển thẻ cần nhận", "Choose the transfer to receive")) },
  ...cardsOnly<ReceivedLine>(),
  async prepare(db, draft, request) {
    const branch = draftBranch(draft, request, { vi: "Chọn chi nhánh nhận thẻ", en: "Choose the receiving branch" });
    const transfer = await transferOf(db, String(draft.header.stt_rec_ck));
    if (
      !transfer ||
      transfer.status !== DOCUMENT_STATUS.posted ||
      transfer.loai_chuyen !== NO_NAME_TRANSFER.chi_nhanh
    ) {
      throw refuse("Phiếu chuyển thẻ không tồn tại hoặc chưa ghi sổ", "No posted card transfer of that id");
    }
    if (transfer.ma_dvcs_nhan !== branch) {
      throw refuse(
        `Phiếu chuyển ${transfer.so_ct} chuyển thẻ đến chi nhánh ${transfer.ma_dvcs_nhan}, không phải ${branch}`,
        `Transfer ${transfer.so_ct} sends its cards to ${transfer.ma_dvcs_nhan}, not ${branch}`,
      );
    }
    if (transfer.nhan) {
      throw refuse(
        `Phiếu chuyển ${transfer.so_ct} đã được nhận (phiếu nhận ${transfer.nhan})`,
        `Transfer ${transfer.so_ct} was received (receive ${transfer.nhan})`,
      );
    }
    Object.assign(draft.header, { so_ct_ck: transfer.so_ct, ma_dvcs_chuyen: transfer.ma_dvcs });
    draft.details = transfer.lines;
  },
  async post(db, doc) {
    const header = doc.header;
    const runs = runsOfLines(doc.details);
    const want = {
      state: NO_NAME_STATE.chuyen,
      branch: String(header.ma_dvcs_chuyen),
      transfer: String(header.stt_rec_ck),
    };
    placedRuns(runs, await runCards(db, runs, true), want);
    const serials = runs.flatMap(serialsOf);
    await placeCards(db, serials, {
      trang_thai: NO_NAME_STATE.kho,
      ma_dvcs: header.ma_dvcs,
      ma_dvcs_nhan: null,
      stt_rec_chuyen: null,
    });
    await recordPlaces(db, header, serials, NO_NAME_MOVE.NHAN);
    return undefined;
  },
  async cancel(db, doc) {
    const header = doc.header;
    const runs = runsOfLines(doc.details);
    placedRuns(runs, await runCards(db, runs, true), { state: NO_NAME_STATE.kho, branch: header.ma_dvcs }, true);
    const serials = runs.flatMap(serialsOf);
    await placeCards(db, serials, {
      trang_thai: NO_NAME_STATE.chuyen,
      ma_dvcs: String(header.ma_dvcs_chuyen),
      ma_dvcs_nhan: header.ma_dvcs,
      stt_rec_chuyen: String(header.stt_rec_ck),
    });
    await recordPlaces(db, header, serials, NO_NAME_MOVE.HUY);
  },
  describe: (db, doc) => noNameNames(db, doc as StoredDocument<DocumentRow>),
  describeList: noNameListNames,
};

/**
 * The branch transfers waiting at the user's branches: posted, sent there, their cards still in transit; the
 * receive screen picks one.
 */
export async function pendingTransfers(db: TenantDb, branches: readonly string[]) {
  const { rows } = await db.$client.query<{
    stt_rec: string;
    so_ct: string;
    ngay_ct: string;
    ma_dvcs: string;
    ma_dvcs_nhan: string;
    so_luong: number;
  }>(
    `SELECT t.stt_rec, t.so_ct, t.ngay_ct::text, t.ma_dvcs, t.ma_dvcs_nhan,
       (SELECT coalesce(sum(d.so_luong), 0)::int FROM no_name_transfer_details d WHERE d.stt_rec = t.stt_rec) AS so_luong
     FROM no_name_transfers t
     WHERE t.status = $2 AND t.loai_chuyen = $3 AND t.ma_dvcs_nhan = ANY($1)
       AND EXISTS (SELECT 1 FROM no_name_cards c WHERE c.stt_rec_chuyen = t.stt_rec::text AND c.trang_thai = $4)
     ORDER BY t.ngay_ct, t.so_ct LIMIT 200`,
    [branches, DOCUMENT_STATUS.posted, NO_NAME_TRANSFER.chi_nhanh, NO_NAME_STATE.chuyen],
  );
  return { items: rows, total: rows.length };
}
