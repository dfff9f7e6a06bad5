import { configIsTrue, ITEM_KIND, mulDiv, PAYMENT_KIND, toFixed } from "@sen/core";
import { z } from "zod";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { DocumentDraft, DocumentKind, StoredDocument } from "../../../platform/documents/document-kind.js";
import { invalidInput } from "../../../platform/errors.js";
import { journalEntries } from "../../accounting/accounting.tables.js";
import { reverseJournal } from "../../accounting/journal/journal.service.js";
import { postByRules, type RuledLine, rulesOf } from "../../accounting/journal/posting-rules.js";
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
import { noNameCardLedger, paymentCardLedger } from "../sales.tables.js";
import { checkValueDraws, movePayments, reversePayments } from "../stored-value/value-payments.js";
import { closePackages, openPackages } from "./package-ledger.js";
import { packageLedger, serviceBillDetails, serviceBills, servicePackages } from "./service-tables.js";

/** The configs a service bill's prices, discounts and customer follow. */
const SERVICE_SWITCHES: SaleSwitches = {
  price: "sale_service_price_manual",
  discount: "sale_service_discount_manual",
  card: "sale_package_require_card",
};

/** The most packages one line may open (one a unit). */
const MAX_UNITS = 100;

type Line = StoredDocument["details"][number];

/** Whether a stored line sells packages (a unit each). */
const isPackage = (l: DocumentDraft["details"][number] | Line) => Number(l.so_buoi ?? 1) > 1;

/**
 * Each line's service (a product of kind DV: 422 naming the line otherwise) and its sessions a unit; a package line
 * sells whole units, at most `MAX_UNITS`.
 */
async function prepareServices(db: TenantDb, draft: DocumentDraft) {
  const { rows } = await db.$client.query<{ ma_vt: string; loai_vt: string; so_buoi: number | null }>(
    prepared("SELECT ma_vt, loai_vt, so_buoi FROM products WHERE ma_vt = ANY($1)", [
      [...new Set(draft.details.map((l) => l.ma_vt))],
    ]),
  );
  const found = new Map(rows.map((r) => [r.ma_vt, r]));
  const errors: Record<string, string> = {};
  draft.details.forEach((line, i) => {
    const product = found.get(line.ma_vt);
    if (product && product.loai_vt !== ITEM_KIND.DV) {
      errors[`details.${i}.ma_vt`] = bilingual(
        `${line.ma_vt} không phải dịch vụ: bán hàng hóa trên hóa đơn bán lẻ`,
        `${line.ma_vt} is not a service: sell goods on a retail bill`,
      );
      return;
    }
    line.so_buoi = Math.max(1, Number(product?.so_buoi ?? 1));
    if (isPackage(line) && (!Number.isInteger(line.so_luong) || line.so_luong > MAX_UNITS)) {
      errors[`details.${i}.so_luong`] = bilingual(
        `Số liệu trình phải là số nguyên từ 1 đến ${MAX_UNITS}`,
        `The number of packages is a whole number from 1 to ${MAX_UNITS}`,
      );
    }
  });
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  const packages = draft.details.some(isPackage);
  if (packages && !(typeof draft.header.ma_kh === "string" && draft.header.ma_kh.trim() !== "")) {
    throw invalidInput({
      ma_kh: bilingual("Bán liệu trình phải chọn khách hàng", "A package is sold to a customer: choose one"),
    });
  }
}

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
 * A line's amounts as DV1's posting rules read them: a single service's value after discount as revenue
 * (`tien_hang`), a package's as package money (`tien_goi`, held on 3387 until used), and its VAT.
 */
const ruledService = (l: Line): RuledLine => ({
  ma_vt: l.ma_vt,
  [isPackage(l) ? "tien_goi" : "tien_hang"]: lineValue(l),
  thue: mulDiv(lineValue(l), toFixed(String(l.thue_suat), 4), 1_000_000n),
});

/**
 * A service bill (DV1, phiếu dịch vụ): services sold to a customer at the counter, single ones or packages (a line
 * whose service has `so_buoi` above 1 sells, a unit each, a package of that many sessions), at the price in force
 * unless `sale_service_price_manual`, discounts only with `sale_service_discount_manual`, paid as a retail bill is.
 * Posting posts Nợ what paid it / Có revenue (single services) or Có 3387 (packages, until used) and output VAT, and
 * opens the packages; cancelling is refused once a package is used, else closes them and reverses the journal.
 * With `sale_service_require_approve` a bill waits for an approver.
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
  },
  warehouseColumns: ["ma_kho"],
  quotable: true,
  prefix: voucherPrefix,
  numberRepeatedIn: [journalEntries, paymentCardLedger, noNameCardLedger, packageLedger, servicePackages],
  async needsApproval(db) {
    return configIsTrue((await configValues(db, ["sale_service_require_approve"])).sale_service_require_approve);
  },
  async prepare(db, draft, request) {
    keepOtps(request, draft.header.payments as PaymentLine[]);
    await prepareServices(db, draft);
    const [due, configs] = await Promise.all([
      prepareSoldLines(db, draft, request, false, false, SERVICE_SWITCHES),
      configValues(db, ["sale_service_use_noname"]),
    ]);
    const checked = await checkPayments(db, (draft.header.payments ?? []) as PaymentLine[], due);
    refuseNoName(checked.payments, configIsTrue(configs.sale_service_use_noname));
    Object.assign(draft.header, checked);
    await checkValueDraws(db, draft.header);
  },
  async post(db, doc, request) {
    refuseUnpaid(doc.header);
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
        })),
      );
    }
    await postByRules(db, doc.header, doc.details.map(ruledService), rules, payers);
    return undefined;
  },
  async cancel(db, doc) {
    await closePackages(db, doc.header);
    await reversePayments(db, doc.header);
    await reverseJournal(db, doc.header.stt_rec);
  },
  describe: billNames,
  describeList: billListNames,
};
