import { NO_NAME_MOVE, toFixed } from "@sen/core";
import { z } from "zod";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { figure } from "../../../platform/documents/document.schemas.js";
import type { DocumentKind, DocumentRow, StoredDocument } from "../../../platform/documents/document-kind.js";
import { draftBranch } from "../../../platform/documents/draft-branch.js";
import { invalidInput } from "../../../platform/errors.js";
import { journalEntries } from "../../accounting/accounting.tables.js";
import { reverseJournal } from "../../accounting/journal/journal.service.js";
import { postByRules } from "../../accounting/journal/posting-rules.js";
import { voucherPrefix } from "../../accounting/voucher-prefixes.js";
import { MONEY } from "../../stock/ledger/stock-ledger.service.js";
import { checkPeople } from "../bills/bill-drafts.js";
import { checkPayments, type PaymentLine, payersOf, paymentLine } from "../bills/bill-payments.js";
import { noNameCardLedger, noNameDepositDetails, noNameDeposits } from "../sales.tables.js";
import { moveLocked, reverseValue } from "../stored-value/value-ledger.js";
import { numberedLines, optionalCode, serial } from "./no-name-fields.js";
import { type NoNameCard, noNameBook, noNameCardsOf, unusableNoName } from "./no-name-ledger.js";
import { noNameListNames, noNameNames } from "./no-name-names.js";

type DepositLine = DocumentRow & { so_seri: string; tien: number | string };

const total = (lines: readonly DepositLine[]) => lines.reduce((sum, l) => sum + toFixed(String(l.tien), MONEY), 0n);

/** Every card topped up is sold and not expired on `ngay_ct`; 422 naming the line. */
function refuseUnusable(cards: Map<string, NoNameCard>, lines: readonly DepositLine[], ngay_ct: string) {
  const errors: Record<string, string> = {};
  lines.forEach((line, i) => {
    const refused = unusableNoName(cards.get(line.so_seri), line.so_seri, ngay_ct);
    if (refused) errors[`details.${i}.so_seri`] = refused;
  });
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
}

const cardsOfLines = (db: TenantDb, lines: readonly DepositLine[], lock = false) =>
  noNameCardsOf(
    db,
    lines.map((l) => l.so_seri),
    lock,
  );

/**
 * A deposit onto no-name cards (NV1, phiếu nạp tiền thẻ vô danh): `tien` onto each sold card of a line, at any
 * branch, paid in full as a bill is (not by stored value). Posting moves the cards and posts Nợ what paid / Có 3387;
 * cancelling takes the money off again, refused once a card has spent it.
 */
export const depositKind: DocumentKind<DepositLine, DepositLine> = {
  ma_ct: "NV1",
  api: "sales/no-name-deposits",
  command: "sales.no-name-deposits",
  label: { vi: "Phiếu nạp tiền thẻ vô danh", en: "No-name card deposit" },
  header: noNameDeposits,
  lines: noNameDepositDetails,
  headerFields: {
    ma_kh: optionalCode,
    payments: z.array(paymentLine).min(1).max(20),
  },
  lineFields: {},
  lineShape: {
    fields: {
      so_seri: serial({ vi: "Số seri", en: "Serial" }),
      tien: figure({ vi: "Số tiền nạp", en: "Amount" }, 0, 1e13, true),
    },
    price: numberedLines(total),
  },
  quotable: true,
  prefix: voucherPrefix,
  numberRepeatedIn: [journalEntries, noNameCardLedger],
  async prepare(db, draft, request) {
    draftBranch(draft, request, { vi: "Chọn chi nhánh nạp thẻ", en: "Choose the branch of the top-up" });
    const header = draft.header;
    for (const line of draft.details) line.so_seri = line.so_seri.toUpperCase();
    const [cards] = await Promise.all([cardsOfLines(db, draft.details), checkPeople(db, header, false)]);
    refuseUnusable(cards, draft.details, String(header.ngay_ct));
    const checked = await checkPayments(db, header.payments as PaymentLine[], total(draft.details), {
      storedValue: false,
      inFull: { vi: "Phải thu đủ số tiền nạp", en: "The top-up must be paid in full" },
    });
    Object.assign(header, { payments: checked.payments, tien_thoi: checked.tien_thoi });
  },
  async post(db, doc) {
    const header = doc.header;
    const cards = await cardsOfLines(db, doc.details, true);
    refuseUnusable(cards, doc.details, header.ngay_ct);
    await moveLocked(
      db,
      noNameBook,
      header,
      cards,
      doc.details.map((l, i) => ({
        code: l.so_seri,
        tien: toFixed(String(l.tien), MONEY),
        loai: NO_NAME_MOVE.NAP,
        field: `details.${i}.so_seri`,
      })),
    );
    const amounts = [{ ma_vt: "", tien_nap: total(doc.details) }];
    await postByRules(db, header, amounts, undefined, payersOf({ ...header, con_no: 0, tien_coc: 0 }));
    return undefined;
  },
  async cancel(db, doc) {
    await reverseValue(db, noNameBook, doc.header);
    await reverseJournal(db, doc.header.stt_rec);
  },
  describe: (db, doc) => noNameNames(db, doc as StoredDocument<DocumentRow>),
  describeList: noNameListNames,
};
