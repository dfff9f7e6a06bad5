import { fromFixed, NO_NAME_MOVE, NO_NAME_STATE, toFixed } from "@sen/core";
import { z } from "zod";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { figure } from "../../../platform/documents/document.schemas.js";
import type { DocumentKind, DocumentRow, StoredDocument } from "../../../platform/documents/document-kind.js";
import { draftBranch } from "../../../platform/documents/draft-branch.js";
import { moneyTotals } from "../../../platform/documents/goods-lines.js";
import { invalidInput } from "../../../platform/errors.js";
import { journalEntries } from "../../accounting/accounting.tables.js";
import { reverseJournal } from "../../accounting/journal/journal.service.js";
import { postByRules } from "../../accounting/journal/posting-rules.js";
import { voucherPrefix } from "../../accounting/voucher-prefixes.js";
import { MONEY } from "../../stock/ledger/stock-ledger.service.js";
import { checkPeople } from "../bills/bill-drafts.js";
import { checkPayments, type PaymentLine, paidOf, payersOf, paymentLine } from "../bills/bill-payments.js";
import { noNameCardLedger, noNameOrderDetails, noNameOrders } from "../sales.tables.js";
import { moveLocked, reverseValue } from "../stored-value/value-ledger.js";
import { placeCards, sellCards } from "./card-places.js";
import { optionalCode, serial } from "./no-name-fields.js";
import { noNameBook } from "./no-name-ledger.js";
import { noNameListNames, noNameNames } from "./no-name-names.js";
import { placedRuns, runCards } from "./run-cards.js";
import { priceRuns, saleTotals } from "./sale-pricing.js";
import { runOf, runsOf, serialsOf } from "./serial-runs.js";

/** A line as the client sends it: a run of serials and, where the shop allows, a discount typed. */
type SaleLine = DocumentRow & { tu_seri: string; den_seri?: string | null; ck?: number | null };
type SoldLine = DocumentRow & { tu_seri: string; den_seri: string; so_luong: number; menh_gia: string };

const runsOfDoc = (doc: StoredDocument<SoldLine>) =>
  doc.details.map((l, i) => runOf(l.tu_seri, l.den_seri, `details.${i}`));

/** A sold card on which anything happened since (a payment, a top-up): the sale is no longer undone. */
async function refuseUsedSince(db: TenantDb, stt_rec: string, serials: string[]) {
  const { rows } = await db.$client.query<{ so_seri: string }>(
    prepared(
      `SELECT so_seri FROM (SELECT DISTINCT ON (so_seri) so_seri, stt_rec FROM no_name_card_ledger
         WHERE so_seri = ANY($1) ORDER BY so_seri, id DESC) last
       WHERE stt_rec IS DISTINCT FROM $2 LIMIT 1`,
      [serials, stt_rec],
    ),
  );
  const used = rows[0]?.so_seri;
  if (used) {
    throw invalidInput({
      status: bilingual(
        `Thẻ ${used} đã có giao dịch sau khi bán: không hủy được chứng từ`,
        `Card ${used} was used after its sale: the document cannot be cancelled`,
      ),
    });
  }
}

/**
 * A sale of no-name cards (BV1, đơn bán thẻ vô danh): runs of cards in the branch's stock sold at their type's price
 * less a discount, paid in full as a bill is (cash with change, transfer, bank card; not stored value). Posting
 * sells the cards, each holding its face value from then, and posts Nợ what paid / Có 3387 for the money and
 * Nợ 641 / Có 3387 for the discount (the face value less what was paid), so 3387 holds the whole face value until
 * the cards are spent. Cancelling takes the value off and puts the cards back in stock, refused once one was used.
 */
export const saleKind: DocumentKind<SaleLine, SoldLine> = {
  ma_ct: "BV1",
  api: "sales/no-name-orders",
  command: "sales.no-name-orders",
  label: { vi: "Đơn bán thẻ vô danh", en: "No-name card sale" },
  header: noNameOrders,
  lines: noNameOrderDetails,
  headerFields: {
    ma_kh: optionalCode,
    ma_nvbh: optionalCode,
    payments: z.array(paymentLine).max(20).default([]),
  },
  lineFields: {},
  lineShape: {
    fields: {
      tu_seri: serial({ vi: "Số seri đầu", en: "First serial" }),
      den_seri: serial({ vi: "Số seri cuối", en: "Last serial" }).nullish(),
      ck: figure({ vi: "Chiết khấu", en: "Discount" }, 0, 1e13).nullish(),
    },
    price(lines) {
      const totals = saleTotals(lines as unknown as Parameters<typeof saleTotals>[0]);
      return { details: lines.map((l, i) => ({ ...l, line: i + 1 })), totals: moneyTotals(totals.tien, totals.ck) };
    },
  },
  quotable: true,
  prefix: voucherPrefix,
  numberRepeatedIn: [journalEntries, noNameCardLedger],
  async prepare(db, draft, request) {
    const branch = draftBranch(draft, request, { vi: "Chọn chi nhánh bán thẻ", en: "Choose the selling branch" });
    const header = draft.header;
    const runs = runsOf(draft.details);
    const [cards] = await Promise.all([runCards(db, runs), checkPeople(db, header, false)]);
    const placed = placedRuns(runs, cards, { state: NO_NAME_STATE.kho, branch });
    const lines = await priceRuns(
      db,
      placed.map((run, i) => ({ ...run, ck: draft.details[i]?.ck })),
      String(header.ngay_ct),
    );
    const { due, face } = saleTotals(lines);
    // Paid in full is checked at posting: a quote (the form's figures before anything is paid) is not refused.
    const checked = await checkPayments(db, (header.payments ?? []) as PaymentLine[], due, { storedValue: false });
    Object.assign(header, {
      payments: checked.payments,
      tien_thoi: checked.tien_thoi,
      tong_menh_gia: fromFixed(face, MONEY),
    });
    draft.details = lines as unknown as SaleLine[];
  },
  async post(db, doc) {
    const header = doc.header;
    const { due, face } = saleTotals(doc.details as unknown as Parameters<typeof saleTotals>[0]);
    if (paidOf(header) < due) {
      throw invalidInput({ payments: bilingual("Phải thu đủ tiền bán thẻ", "The cards must be paid in full") });
    }
    const runs = runsOfDoc(doc);
    const cards = await runCards(db, runs, true);
    placedRuns(runs, cards, { state: NO_NAME_STATE.kho, branch: header.ma_dvcs });
    const serials = runs.flatMap(serialsOf);
    await sellCards(db, serials, header.ngay_ct);
    await moveLocked(
      db,
      noNameBook,
      header,
      cards,
      serials.map((code) => ({
        code,
        tien: toFixed(cards.get(code)?.menh_gia ?? "0", MONEY),
        loai: NO_NAME_MOVE.BAN,
        field: "details",
      })),
    );
    const amounts = [{ ma_vt: "", tien_nap: due, tien_km: face - due }];
    await postByRules(db, header, amounts, undefined, payersOf({ ...header, con_no: 0, tien_coc: 0 }));
    return undefined;
  },
  async cancel(db, doc) {
    const runs = runsOfDoc(doc);
    const serials = runs.flatMap(serialsOf);
    const cards = await runCards(db, runs, true);
    placedRuns(runs, cards, { state: NO_NAME_STATE.ban, branch: doc.header.ma_dvcs }, true);
    await refuseUsedSince(db, doc.header.stt_rec, serials);
    await reverseValue(db, noNameBook, doc.header);
    await placeCards(db, serials, { trang_thai: NO_NAME_STATE.kho, ngay_ban: null, ngay_het_han: null });
    await reverseJournal(db, doc.header.stt_rec);
  },
  describe: (db, doc) => noNameNames(db, doc as StoredDocument<DocumentRow>),
  describeList: noNameListNames,
};
