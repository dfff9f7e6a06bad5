import { fromFixed, NO_NAME_MOVE, NO_NAME_STATE, NO_NAME_TRANSFER, NO_NAME_TRANSFER_OPTIONS, toFixed } from "@sen/core";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { figure } from "../../../platform/documents/document.schemas.js";
import type {
  DocumentDraft,
  DocumentKind,
  DocumentRow,
  StoredDocument,
} from "../../../platform/documents/document-kind.js";
import { draftBranch } from "../../../platform/documents/draft-branch.js";
import { invalidInput } from "../../../platform/errors.js";
import { voucherPrefix } from "../../accounting/voucher-prefixes.js";
import { MONEY } from "../../stock/ledger/stock-ledger.service.js";
import { upper } from "../bills/bill-drafts.js";
import { noNameCardLedger, noNameTransferDetails, noNameTransfers } from "../sales.tables.js";
import { balancesAfter, moveLocked, reverseValue, type ValueMove } from "../stored-value/value-ledger.js";
import { placeCards, recordPlaces } from "./card-places.js";
import { numberedLines, optionalCode, serial } from "./no-name-fields.js";
import { type NoNameCard, noNameBook, noNameCardsOf, unusableNoName } from "./no-name-ledger.js";
import { noNameListNames, noNameNames } from "./no-name-names.js";
import { placedRuns, runCards } from "./run-cards.js";
import { runOf, runsOf, serialsOf } from "./serial-runs.js";

type TransferLine = DocumentRow & {
  tu_seri: string;
  den_seri?: string | null;
  so_seri_nhan?: string | null;
  tien?: number | string | null;
};
type StoredTransferLine = DocumentRow & {
  tu_seri: string;
  den_seri: string;
  so_seri_nhan: string | null;
  tien: string;
};

const refuse = (field: string, vi: string, en: string) => invalidInput({ [field]: bilingual(vi, en) });
const byCard = (header: DocumentRow) => header.loai_chuyen === NO_NAME_TRANSFER.the;
const total = (lines: readonly TransferLine[]) =>
  lines.reduce((sum, l) => sum + toFixed(String(l.tien ?? 0), MONEY), 0n);

/** The receiving branch: known, and another than the sending one. */
async function receivingBranch(db: TenantDb, header: DocumentRow, branch: string) {
  const to = upper(header.ma_dvcs_nhan);
  if (!to) throw refuse("ma_dvcs_nhan", "Chọn chi nhánh nhận thẻ", "Choose the receiving branch");
  if (to === branch) {
    throw refuse("ma_dvcs_nhan", "Chi nhánh nhận phải khác chi nhánh chuyển", "The receiving branch must be another");
  }
  const { rows } = await db.$client.query(prepared("SELECT 1 FROM branches WHERE ma_dvcs = $1", [to]));
  if (rows.length === 0) throw refuse("ma_dvcs_nhan", `Chi nhánh ${to} không tồn tại`, `Branch ${to} does not exist`);
  return to;
}

/** Runs of cards in the branch's stock, sent to another branch. */
async function prepareSending(db: TenantDb, draft: DocumentDraft<TransferLine>, branch: string) {
  const ma_dvcs_nhan = await receivingBranch(db, draft.header, branch);
  const runs = runsOf(draft.details);
  const placed = placedRuns(runs, await runCards(db, runs), { state: NO_NAME_STATE.kho, branch });
  draft.header.ma_dvcs_nhan = ma_dvcs_nhan;
  draft.details = placed.map((r) => ({
    ...{ tu_seri: r.tu_seri, den_seri: r.den_seri, so_luong: r.so_luong, ma_loai: r.ma_loai, menh_gia: r.menh_gia },
    ...{ so_seri_nhan: null, tien: 0 },
  }));
}

/** The balance moves of card-to-card lines: each line's amount off its card, onto the receiving one. */
const balanceMoves = (lines: readonly StoredTransferLine[]): ValueMove[] =>
  lines.flatMap((l, i) => {
    const tien = toFixed(String(l.tien), MONEY);
    return [
      { code: l.tu_seri, tien: -tien, loai: NO_NAME_MOVE.CHUYEN_DI, field: `details.${i}.tu_seri` },
      { code: String(l.so_seri_nhan), tien, loai: NO_NAME_MOVE.CHUYEN_DEN, field: `details.${i}.so_seri_nhan` },
    ];
  });

/** Every receiving card is sold and not expired; 422 naming the line. */
function refuseReceivers(cards: Map<string, NoNameCard>, lines: readonly StoredTransferLine[], ngay_ct: string) {
  const errors: Record<string, string> = {};
  lines.forEach((l, i) => {
    const to = String(l.so_seri_nhan);
    const refused = unusableNoName(cards.get(to), to, ngay_ct);
    if (refused) errors[`details.${i}.so_seri_nhan`] = refused;
  });
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
}

/** Balances moved from card to card: each amount given or, when not, the whole balance of its card. */
async function prepareBalances(db: TenantDb, draft: DocumentDraft<TransferLine>) {
  const ngay_ct = String(draft.header.ngay_ct);
  const lines = draft.details.map((l, i) => {
    const from = String(l.tu_seri).toUpperCase();
    const to = upper(l.so_seri_nhan);
    if ((upper(l.den_seri) ?? from) !== from) {
      throw refuse(`details.${i}.den_seri`, "Chuyển số dư từng thẻ một", "Move balances one card a line");
    }
    if (!to) throw refuse(`details.${i}.so_seri_nhan`, "Nhập số seri thẻ nhận", "Enter the receiving card's serial");
    if (to === from) {
      throw refuse(`details.${i}.so_seri_nhan`, "Thẻ nhận phải khác thẻ chuyển", "The receiving card must be another");
    }
    return { tu_seri: from, so_seri_nhan: to, tien: l.tien };
  });
  const cards = await noNameCardsOf(
    db,
    lines.flatMap((l) => [l.tu_seri, l.so_seri_nhan]),
  );
  const stored = lines.map((l) => {
    const card = cards.get(l.tu_seri);
    const tien = l.tien == null ? (card?.so_du ?? "0") : String(l.tien);
    return {
      ...{ tu_seri: l.tu_seri, den_seri: l.tu_seri, so_luong: 1, ma_loai: card?.ma_loai ?? "" },
      ...{
        menh_gia: card?.menh_gia ?? "0",
        so_seri_nhan: l.so_seri_nhan,
        tien: fromFixed(toFixed(tien, MONEY), MONEY),
      },
    };
  });
  stored.forEach((l, i) => {
    if (toFixed(l.tien, MONEY) <= 0n && cards.has(l.tu_seri)) {
      throw refuse(
        `details.${i}.tu_seri`,
        `Thẻ ${l.tu_seri} không còn số dư để chuyển`,
        `Card ${l.tu_seri} holds nothing`,
      );
    }
  });
  refuseReceivers(cards, stored, ngay_ct);
  balancesAfter(noNameBook, cards, balanceMoves(stored), ngay_ct);
  draft.details = stored;
}

/** The refusal of a cancel once the cards sent were received. */
async function refuseReceived(db: TenantDb, stt_rec: string) {
  const { rows } = await db.$client.query<{ so_ct: string; ma_dvcs: string }>(
    prepared("SELECT so_ct, ma_dvcs FROM no_name_receives WHERE stt_rec_ck = $1 AND status = '2' LIMIT 1", [stt_rec]),
  );
  const received = rows[0];
  if (received) {
    throw refuse(
      "status",
      `Thẻ đã được nhận tại ${received.ma_dvcs} (phiếu nhận ${received.so_ct}): hủy phiếu nhận trước`,
      `The cards were received at ${received.ma_dvcs} (receive ${received.so_ct}): cancel it first`,
    );
  }
}

const runsOfDoc = (doc: StoredDocument<StoredTransferLine>) =>
  doc.details.map((l, i) => runOf(l.tu_seri, l.den_seri, `details.${i}`));

/**
 * A transfer of no-name cards (CV1, phiếu chuyển thẻ vô danh), of one of two kinds. `chi_nhanh`: runs of cards in
 * the branch's stock sent to `ma_dvcs_nhan`, in transit until that branch receives them (RV1); cancelling puts them
 * back in stock, refused once received. `the`: balances moved card to card (`tien` from `tu_seri` onto
 * `so_seri_nhan`, the whole balance when not given); cancelling moves them back, refused once spent. No money comes
 * in or goes out, so nothing is posted to the journal: both cards' value stays on 3387.
 */
export const transferKind: DocumentKind<TransferLine, StoredTransferLine> = {
  ma_ct: "CV1",
  api: "sales/no-name-transfers",
  command: "sales.no-name-transfers",
  label: { vi: "Phiếu chuyển thẻ vô danh", en: "No-name card transfer" },
  header: noNameTransfers,
  lines: noNameTransferDetails,
  headerFields: {
    loai_chuyen: z
      .enum(
        NO_NAME_TRANSFER_OPTIONS.map((o) => o.value) as [string, ...string[]],
        bilingual(
          "Kiểu chuyển: chi_nhanh (sang chi nhánh) hoặc the (từ thẻ sang thẻ)",
          "Kind: chi_nhanh (to a branch) or the (card to card)",
        ),
      )
      .default(NO_NAME_TRANSFER.chi_nhanh),
    ma_dvcs_nhan: optionalCode,
  },
  lineFields: {},
  lineShape: {
    fields: {
      tu_seri: serial({ vi: "Số seri", en: "Serial" }),
      den_seri: serial({ vi: "Số seri cuối", en: "Last serial" }).nullish(),
      so_seri_nhan: serial({ vi: "Số seri thẻ nhận", en: "Receiving card's serial" }).nullish(),
      tien: figure({ vi: "Số tiền chuyển", en: "Amount" }, 0, 1e13, true).nullish(),
    },
    price: numberedLines(total),
  },
  quotable: true,
  prefix: voucherPrefix,
  numberRepeatedIn: [noNameCardLedger],
  async prepare(db, draft, request: FastifyRequest) {
    const branch = draftBranch(draft, request, { vi: "Chọn chi nhánh chuyển thẻ", en: "Choose the sending branch" });
    if (byCard(draft.header)) {
      draft.header.ma_dvcs_nhan = null;
      await prepareBalances(db, draft);
    } else {
      await prepareSending(db, draft, branch);
    }
  },
  async post(db, doc) {
    const header = doc.header;
    if (byCard(header)) {
      const cards = await noNameCardsOf(
        db,
        doc.details.flatMap((l) => [l.tu_seri, String(l.so_seri_nhan)]),
        true,
      );
      refuseReceivers(cards, doc.details, header.ngay_ct);
      await moveLocked(db, noNameBook, header, cards, balanceMoves(doc.details));
      return undefined;
    }
    const runs = runsOfDoc(doc);
    placedRuns(runs, await runCards(db, runs, true), { state: NO_NAME_STATE.kho, branch: header.ma_dvcs });
    const serials = runs.flatMap(serialsOf);
    await placeCards(db, serials, {
      trang_thai: NO_NAME_STATE.chuyen,
      ma_dvcs_nhan: String(header.ma_dvcs_nhan),
      stt_rec_chuyen: header.stt_rec,
    });
    await recordPlaces(db, header, serials, NO_NAME_MOVE.CHUYEN);
    return undefined;
  },
  async cancel(db, doc) {
    const header = doc.header;
    if (byCard(header)) {
      await reverseValue(db, noNameBook, header);
      return;
    }
    await refuseReceived(db, header.stt_rec);
    const runs = runsOfDoc(doc);
    const want = { state: NO_NAME_STATE.chuyen, branch: header.ma_dvcs, transfer: header.stt_rec };
    placedRuns(runs, await runCards(db, runs, true), want, true);
    const serials = runs.flatMap(serialsOf);
    await placeCards(db, serials, { trang_thai: NO_NAME_STATE.kho, ma_dvcs_nhan: null, stt_rec_chuyen: null });
    await recordPlaces(db, header, serials, NO_NAME_MOVE.HUY);
  },
  describe: (db, doc) => noNameNames(db, doc as StoredDocument<DocumentRow>),
  describeList: noNameListNames,
};
