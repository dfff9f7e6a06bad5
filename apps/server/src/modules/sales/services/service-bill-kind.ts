import { configIsTrue, PAYMENT_KIND } from "@sen/core";
import { z } from "zod";
import { bilingual } from "../../../platform/crud/messages.js";
import { isoDate } from "../../../platform/documents/document.schemas.js";
import type { DocumentKind } from "../../../platform/documents/document-kind.js";
import { invalidInput } from "../../../platform/errors.js";
import { journalEntries } from "../../accounting/accounting.tables.js";
import { reverseJournal } from "../../accounting/journal/journal.service.js";
import { postByRules, rulesOf } from "../../accounting/journal/posting-rules.js";
import { voucherPrefix } from "../../accounting/voucher-prefixes.js";
import { lineValue } from "../../stock/documents/goods-posting.js";
import { configValues } from "../../system/config.service.js";
import { prepareSoldLines, type SaleSwitches } from "../bills/bill-drafts.js";
import { billListNames, billNames } from "../bills/bill-names.js";
import {
  checkPayments,
  counterLineFields,
  counterSaleFields,
  type PaymentLine,
  payersOf,
  refuseUnpaid,
} from "../bills/bill-payments.js";
import { confirmCardOtps, keepOtps } from "../cards/customer-otp.js";
import { cancelEarnings, postBillEarnings } from "../commissions/commission-ledger.js";
import { commissionEntries } from "../commissions/commission-tables.js";
import { regroupCustomer } from "../customers/customer-groups.js";
import { serviceBillReportLines } from "../report-lines/sale-report-lines.js";
import { noNameCardLedger, paymentCardLedger } from "../sales.tables.js";
import { checkValueDraws, movePayments, reversePayments } from "../stored-value/value-payments.js";
import { closePackages, openPackages } from "./package-sales.js";
import { freeGifts, isPackage, prepareServices, refuseDepositUnlessAllowed, ruledService } from "./service-lines.js";
import { packageLedger, serviceBillDetails, serviceBills, servicePackages } from "./service-tables.js";
import { refuseServingBill } from "./serving-bills.js";

/** The configs a service bill's prices, discounts and customer follow. */
const SERVICE_SWITCHES: SaleSwitches = {
  price: "sale_service_price_manual",
  discount: "sale_service_discount_manual",
  card: "sale_package_require_card",
};

/** No-name cards pay a service bill only where the shop allows it (`sale_service_use_noname`). */
function refuseNoName(payments: readonly { loai_tt: string }[], allowed: boolean) {
  const i = payments.findIndex((p) => p.loai_tt === PAYMENT_KIND.no_name_card);
  if (i >= 0 && !allowed) {
    throw invalidInput({
      [`payments.${i}.ma_httt`]: bilingual(
        "Cửa hàng chưa cho phép thanh toán phiếu dịch vụ bằng thẻ vô danh",
        "The shop does not allow paying service bills with no-name cards",
      ),
    });
  }
}

/**
 * A service bill (DV1, phiếu dịch vụ): services sold to a customer at the counter, single ones or packages (a line
 * whose service has `so_buoi` above 1 sells, a unit each, a package of that many sessions), at the price in force
 * unless `sale_service_price_manual`, discounts only with `sale_service_discount_manual`, paid as a retail bill is.
 * Posting posts Nợ what paid it / Có revenue (single services) or Có 3387 (packages, until used) and output VAT, and
 * opens the packages; cancelling is refused once a package is used, else closes them and reverses the journal. What
 * it is paid counts in the customer's spending (their group 3 follows it as a retail bill's does).
 * With `sale_service_require_approve` a bill waits for an approver. A line may give its package free (`tang`), sell
 * package money (`goi_tien`) and set the packages' last day of use (`han_su_dung`); see service-lines.ts.
 */
export const serviceBillKind: DocumentKind = {
  ma_ct: "DV1",
  api: "sales/services",
  command: "sales.services",
  approver: { command: "sales.services.approve", right: "edit" },
  label: { vi: "Phiếu dịch vụ", en: "Service bill" },
  header: serviceBills,
  lines: serviceBillDetails,
  headerFields: counterSaleFields,
  lineFields: {
    ...counterLineFields,
    so_buoi: z.unknown().optional(),
    tang: z.boolean().optional(),
    goi_tien: z.boolean().optional(),
    han_su_dung: isoDate().nullish(),
  },
  warehouseColumns: ["ma_kho"],
  listFilters: { ma_kh: z.string().trim().toUpperCase().max(50).optional() },
  quotable: true,
  prefix: voucherPrefix,
  numberRepeatedIn: [
    journalEntries,
    paymentCardLedger,
    noNameCardLedger,
    packageLedger,
    servicePackages,
    commissionEntries,
  ],
  async needsApproval(db) {
    return configIsTrue((await configValues(db, ["sale_service_require_approve"])).sale_service_require_approve);
  },
  async prepare(db, draft, request) {
    keepOtps(request, draft.header.payments as PaymentLine[]);
    await prepareServices(db, draft);
    const [, configs] = await Promise.all([
      prepareSoldLines(db, draft, request, false, false, SERVICE_SWITCHES),
      configValues(db, ["sale_service_use_noname"]),
    ]);
    const due = freeGifts(draft);
    const checked = await checkPayments(db, (draft.header.payments ?? []) as PaymentLine[], due);
    refuseNoName(checked.payments, configIsTrue(configs.sale_service_use_noname));
    Object.assign(draft.header, checked);
    await checkValueDraws(db, draft.header);
  },
  async post(db, doc, request) {
    refuseUnpaid(doc.header);
    await refuseDepositUnlessAllowed(db, doc.header, doc.details);
    await confirmCardOtps(db, request, doc.header);
    await movePayments(db, doc.header, -1n);
    const payers = payersOf(doc.header);
    const rules = rulesOf(
      db,
      doc.header,
      doc.details.map((l) => l.ma_vt),
      payers,
    );
    const packages = doc.details.filter(isPackage);
    if (packages.length > 0) {
      await openPackages(
        db,
        doc.header,
        String(doc.header.ma_kh),
        packages.map((l) => ({
          line: l.line,
          ma_vt: l.ma_vt,
          units: Number(l.so_luong),
          so_buoi: Number(l.so_buoi),
          value: lineValue(l),
          money: l.goi_tien === true,
          han_su_dung: (l.han_su_dung as string | null) ?? null,
        })),
      );
    }
    await postByRules(db, doc.header, doc.details.map(ruledService), rules, payers);
    await postBillEarnings(db, doc);
    await regroupCustomer(db, doc.header.ma_kh);
    return undefined;
  },
  async cancel(db, doc, request) {
    await refuseServingBill(db, doc.header.stt_rec, request);
    await cancelEarnings(db, doc.header);
    await closePackages(db, doc.header);
    await reversePayments(db, doc.header);
    await reverseJournal(db, doc.header.stt_rec);
    await regroupCustomer(db, doc.header.ma_kh);
  },
  reportLines: serviceBillReportLines,
  describe: billNames,
  describeList: billListNames,
};
