import { toFixed } from "@sen/core";
import { z } from "zod";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { code, figure } from "../../../platform/documents/document.schemas.js";
import type { DocumentKind, DocumentRow } from "../../../platform/documents/document-kind.js";
import { draftBranch } from "../../../platform/documents/draft-branch.js";
import { moneyTotals } from "../../../platform/documents/goods-lines.js";
import { invalidInput } from "../../../platform/errors.js";
import { journalEntries } from "../../accounting/accounting.tables.js";
import { reverseJournal } from "../../accounting/journal/journal.service.js";
import { postByRules } from "../../accounting/journal/posting-rules.js";
import { voucherPrefix } from "../../accounting/voucher-prefixes.js";
import { MONEY } from "../../stock/ledger/stock-ledger.service.js";
import { checkPayments, type PaymentLine, payersOf, paymentLine } from "../bills/bill-payments.js";
import { paymentCardLedger, paymentCardTopupLines, paymentCardTopups } from "../sales.tables.js";
import { CARD_MOVE, cardsOf, moveCards, reverseCards, unusableCard } from "./card-ledger.js";

type TopUpLine = DocumentRow & { ma_the: string; tien: string | number; tien_km: string | number };

/** The card topped up: known, in use, not locked, not expired (a top-up moves nothing onto a card it may not use). */
async function cardOf(db: TenantDb, ma_the: string, ngay_ct: string) {
  const card = (await cardsOf(db, [ma_the])).get(ma_the);
  const unusable = unusableCard(card, ma_the, ngay_ct);
  if (unusable || !card) throw invalidInput({ ma_the: unusable ?? "" });
  return card;
}

/** The policy in force on the day that the amount reaches, the highest threshold first. */
async function policyOf(db: TenantDb, tien: number, ngay_ct: string) {
  const { rows } = await db.$client.query<{ ma_cs: string; tien_km: string }>(
    prepared(
      `SELECT ma_cs, tien_km::text FROM payment_card_policies
       WHERE status AND tu_tien <= $1 AND tu_ngay <= $2 AND (den_ngay IS NULL OR den_ngay >= $2)
       ORDER BY tu_tien DESC, tien_km DESC, ma_cs LIMIT 1`,
      [tien, ngay_ct],
    ),
  );
  return rows[0];
}

/**
 * A card top-up (NT1, phiếu nạp tiền thẻ): `tien` paid in full by `payments` (cash with change, transfer, bank card;
 * not another prepaid card), onto card `ma_the`, with the bonus `tien_km` of the policy in force. Posting moves the
 * card by both and posts Nợ what paid / Có 3387 for the money, Nợ 641 / Có 3387 for the bonus (the customer's money
 * and gift, held until spent); cancelling takes both off again, refused once the card has spent them.
 */
export const topUpKind: DocumentKind<TopUpLine, TopUpLine> = {
  ma_ct: "NT1",
  api: "sales/payment-cards/update",
  command: "sales.payment-cards.update",
  label: { vi: "Phiếu nạp tiền thẻ", en: "Card top-up" },
  header: paymentCardTopups,
  lines: paymentCardTopupLines,
  headerOnly: true,
  headerFields: {
    ma_the: code({ vi: "Số thẻ", en: "Card number" }),
    tien: figure({ vi: "Số tiền nạp", en: "Amount" }, 0, 1e13, true),
    payments: z.array(paymentLine).min(1).max(20),
  },
  lineFields: {},
  lineShape: {
    fields: {},
    price(lines) {
      const total = lines.reduce((sum, l) => sum + toFixed(String(l.tien), MONEY), 0n);
      return { details: lines.map((l, i) => ({ ...l, line: i + 1 })), totals: moneyTotals(total) };
    },
  },
  quotable: true,
  prefix: voucherPrefix,
  numberRepeatedIn: [journalEntries, paymentCardLedger],
  async prepare(db, draft, request) {
    draftBranch(draft, request, { vi: "Chọn chi nhánh nạp thẻ", en: "Choose the branch of the top-up" });
    const header = draft.header;
    const ngay = String(header.ngay_ct);
    const tien = Number(header.tien);
    const ma_the = String(header.ma_the).toUpperCase();
    const [card, policy] = await Promise.all([cardOf(db, ma_the, ngay), policyOf(db, tien, ngay)]);
    const checked = await checkPayments(db, header.payments as PaymentLine[], toFixed(tien, MONEY), {
      storedValue: false,
      inFull: { vi: "Phải thu đủ số tiền nạp", en: "The top-up must be paid in full" },
    });
    Object.assign(header, {
      ma_the: card.ma_the,
      ma_kh: card.ma_kh,
      ma_cs: policy?.ma_cs ?? null,
      tien_km: policy?.tien_km ?? "0",
      payments: checked.payments,
      tien_thoi: checked.tien_thoi,
    });
    draft.details = [{ ma_the: card.ma_the, tien, tien_km: String(header.tien_km) }];
  },
  async post(db, doc) {
    const header = doc.header;
    const [tien, tien_km] = [toFixed(String(header.tien), MONEY), toFixed(String(header.tien_km), MONEY)];
    await moveCards(db, header, [
      { ma_the: String(header.ma_the), tien, loai: CARD_MOVE.topUp, field: "ma_the" },
      ...(tien_km > 0n
        ? [{ ma_the: String(header.ma_the), tien: tien_km, loai: CARD_MOVE.bonus, field: "ma_the" }]
        : []),
    ]);
    const amounts = [{ ma_vt: "", tien_nap: tien, tien_km }];
    await postByRules(db, header, amounts, undefined, payersOf({ ...header, con_no: 0, tien_coc: 0 }));
    return undefined;
  },
  async cancel(db, doc) {
    await reverseCards(db, doc.header);
    await reverseJournal(db, doc.header.stt_rec);
  },
  async describe(db, doc) {
    const names = await ownersOf(db, [doc.header]);
    return { header: names[0] ?? {}, details: doc.details.map(() => ({})) };
  },
  describeList: ownersOf,
};

/** The card owner's name beside each top-up. */
async function ownersOf(db: TenantDb, rows: DocumentRow[]): Promise<DocumentRow[]> {
  const { rows: found } = await db.$client.query<{ ma_kh: string; ten_kh: string }>(
    prepared("SELECT ma_kh, ten_kh FROM partners WHERE ma_kh = ANY($1)", [rows.map((r) => String(r.ma_kh))]),
  );
  const names = new Map(found.map((r) => [r.ma_kh, r.ten_kh]));
  return rows.map((r) => ({ ten_kh: names.get(String(r.ma_kh)) ?? "" }));
}
