import { type Fixed, fromFixed, SERVING_STATE, toFixed } from "@sen/core";
import { z } from "zod";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { code, figure } from "../../../platform/documents/document.schemas.js";
import type { DocumentDraft, DocumentKind, DocumentRow } from "../../../platform/documents/document-kind.js";
import { draftBranch } from "../../../platform/documents/draft-branch.js";
import { moneyTotals } from "../../../platform/documents/goods-lines.js";
import { invalidInput } from "../../../platform/errors.js";
import { journalEntries } from "../../accounting/accounting.tables.js";
import { reverseJournal } from "../../accounting/journal/journal.service.js";
import { postByRules } from "../../accounting/journal/posting-rules.js";
import { voucherPrefix } from "../../accounting/voucher-prefixes.js";
import { defaultWarehouses } from "../../admin/branch-warehouses.service.js";
import { prepareWarehouses } from "../../stock/documents/stock-drafts.js";
import { MONEY } from "../../stock/ledger/stock-ledger.service.js";
import { stockLedger } from "../../stock/stock.tables.js";
import { checkPeople, upper } from "../bills/bill-drafts.js";
import { paymentLine } from "../bills/bill-payments.js";
import { cancelEarnings, postServingEarnings } from "../commissions/commission-ledger.js";
import { commissionEntries } from "../commissions/commission-tables.js";
import { servingReportLines } from "../report-lines/sale-report-lines.js";
import { cancelPaidBill } from "../servings/serving-bill.js";
import { consumeNorms, returnNorms } from "../servings/serving-consumption.js";
import { prepareLines, type ServingLine } from "../servings/serving-lines.js";
import { servingListNames, servingNames } from "../servings/serving-names.js";
import { checkRoom, freeRoom, releaseRoom } from "../servings/serving-room.js";
import { servingConfigs } from "../servings/serving-rules.js";
import { servedGroup, takeServing } from "../servings/serving-uses.js";
import { giveSessionsBack } from "./package-uses.js";
import { packageLedger, servingDetails, servings } from "./service-tables.js";

const lineFields = {
  ma_vt: code({ vi: "Mã dịch vụ", en: "Service code" }),
  so_luong: figure({ vi: "Số buổi", en: "Sessions" }, 0, 1000, true),
  stt_rec_goi: z.uuid(bilingual("Liệu trình không hợp lệ", "Not a package id")).nullish(),
  ma_nv: z.string().trim().max(50).nullish(),
};

/** The serving's branch (a warehouse named gives it), its warehouse (else the branch's default) and its room. */
async function preparePlace(
  db: TenantDb,
  draft: DocumentDraft<ServingLine>,
  request: Parameters<typeof draftBranch>[1],
) {
  const header = draft.header;
  header.ma_kho = upper(header.ma_kho as string | null | undefined);
  header.ma_phong = upper(header.ma_phong as string | null | undefined);
  if (header.ma_kho) await prepareWarehouses(db, draft as unknown as DocumentDraft, request);
  const branch = draftBranch(draft, request, { vi: "Chọn chi nhánh phục vụ", en: "Choose the branch of the serving" });
  if (!header.ma_kho) header.ma_kho = (await defaultWarehouses(db, [branch]))[0]?.ma_kho ?? null;
  if (header.ma_phong) await checkRoom(db, String(header.ma_phong), branch);
}

/**
 * Writes what posting found of each line (value used, sessions owed and their money), the header's totals and the
 * bill that sold the lines paid now.
 */
async function storePosted(db: TenantDb, header: DocumentRow & { stt_rec: string }, details: DocumentRow[]) {
  const [used, owed] = [0n, 0n].map((_, k) =>
    details.reduce((s, l) => s + toFixed(String(k === 0 ? l.tien : l.tien_no), MONEY), 0n),
  ) as [Fixed, Fixed];
  await db.$client.query(
    prepared(
      `UPDATE serving_details d SET tien = u.tien, so_buoi_no = u.so_buoi_no, tien_no = u.tien_no
       FROM unnest($2::int[], $3::numeric[], $4::int[], $5::numeric[]) AS u(line, tien, so_buoi_no, tien_no)
       WHERE d.stt_rec = $1 AND d.line = u.line`,
      [
        header.stt_rec,
        details.map((d) => d.line),
        details.map((d) => d.tien),
        details.map((d) => d.so_buoi_no),
        details.map((d) => d.tien_no),
      ],
    ),
  );
  const totals = { ...moneyTotals(used + owed), con_no: fromFixed(owed, MONEY) };
  const { rows } = await db.$client.query<{ bat_dau: Date; ket_thuc: Date }>(
    prepared(
      `UPDATE servings SET tong_tien = $2, tong_thanh_toan = $3, con_no = $4, trang_thai = $5, stt_rec_dv = $6,
              bat_dau = coalesce(bat_dau, now()), ket_thuc = coalesce(ket_thuc, now())
       WHERE stt_rec = $1 RETURNING bat_dau, ket_thuc`,
      [
        header.stt_rec,
        totals.tong_tien,
        totals.tong_thanh_toan,
        totals.con_no,
        SERVING_STATE.done,
        header.stt_rec_dv ?? null,
      ],
    ),
  );
  Object.assign(header, totals, rows[0], { trang_thai: SERVING_STATE.done });
}

/**
 * A serving (SD1, phiếu phục vụ): customer `ma_kh` is served, each line `so_luong` of service `ma_vt` performed by
 * employee `ma_nv`, in room `ma_phong`: sessions of package `stt_rec_goi`, or paid from package money
 * (`sale_use_package_money`: a money package named, the service's price in force × `so_luong`), or, without a package,
 * paid now by the serving's `payments`. It may wait as a draft through the service process (`trang_thai`: waiting, in
 * service, done: servings/serving-process.ts). Posting uses the sessions and the money under the packages' locks and
 * recognises their value as revenue, Nợ 3387 / Có the service's revenue account; sessions a package lacks are refused
 * ('Liệu trình chỉ còn N buổi') unless `sale_service_package_not_enough` and `sale_service_package_debt_money` let the
 * customer owe them at the session price (Nợ 131 / Có revenue, `con_no`); money a package lacks is refused ('Gói tiền
 * chỉ còn N ₫'). The lines paid now are sold on a service bill (DV1, `stt_rec_dv`) created and posted in the same
 * transaction, which recognises their revenue: on the serving they are worth 0 but still the technician's turn.
 * With `sale_service_comsume` it delivers the services' consumption norms from its warehouse (Nợ 632 / Có 152/156).
 * Cancelling cancels the bill, gives the sessions, the money and the products back and reverses the journal.
 */
export const servingKind: DocumentKind<ServingLine, ServingLine> = {
  ma_ct: "SD1",
  api: "sales/servings",
  command: "sales.servings",
  label: { vi: "Phiếu phục vụ", en: "Serving" },
  header: servings,
  lines: servingDetails,
  headerFields: {
    ma_dvcs: z.string().trim().max(50).optional(),
    ma_kh: code({ vi: "Khách hàng", en: "Customer" }),
    ma_phong: z.string().trim().max(20).nullish(),
    ma_kho: z.string().trim().max(50).nullish(),
    ma_nvbh: z.string().trim().max(50).nullish(),
    payments: z.array(paymentLine).max(20).default([]),
  },
  lineFields: {},
  lineShape: {
    fields: lineFields,
    price(lines) {
      const total = lines.reduce((sum, l) => sum + toFixed(String(l.tien ?? "0"), MONEY), 0n);
      return { details: lines.map((l, i) => ({ ...l, line: i + 1 })), totals: moneyTotals(total) };
    },
  },
  warehouseColumns: ["ma_kho"],
  quotable: true,
  prefix: voucherPrefix,
  numberRepeatedIn: [journalEntries, packageLedger, stockLedger, commissionEntries],
  async prepare(db, draft, request) {
    await preparePlace(db, draft, request);
    if (draft.details.length === 0) {
      throw invalidInput({ details: bilingual("Phiếu phục vụ phải có ít nhất một dòng", "A serving needs a line") });
    }
    await checkPeople(db, draft.header, true);
    await prepareLines(db, draft, await servingConfigs(db), request);
  },
  async post(db, doc, request) {
    const header = doc.header;
    const configs = await servingConfigs(db);
    const { values, owed, bill, sold } = await takeServing(db, doc, configs, request);
    const details = doc.details.map((l) => ({
      ...l,
      tien: fromFixed(values.get(l.line) ?? 0n, MONEY),
      so_buoi_no: owed?.get(l.line)?.so_buoi ?? 0,
      tien_no: fromFixed(owed?.get(l.line)?.tien ?? 0n, MONEY),
    }));
    Object.assign(header, { stt_rec_dv: bill?.stt_rec ?? null, so_ct_dv: bill?.so_ct ?? null });
    const consumed = configs.consume ? await consumeNorms(db, doc) : [];
    await storePosted(db, header, details);
    await freeRoom(db, header.room_order_id, request.auth?.user.user_name ?? null);
    await postByRules(db, header, [
      ...details.map((l) => ({
        ma_vt: l.ma_vt,
        tien_hang: toFixed(l.tien, MONEY),
        tien_no: toFixed(l.tien_no, MONEY),
      })),
      ...consumed,
    ]);
    // The technician performed the sessions owed too: they earn on the line's whole value (a line paid now: what its
    // bill sold it for).
    await postServingEarnings(
      db,
      header,
      details.map((l) => ({
        ...l,
        tien: sold.get(l.line) ?? fromFixed(toFixed(l.tien, MONEY) + toFixed(l.tien_no, MONEY), MONEY),
      })),
    );
    return details;
  },
  async cancel(db, doc, request) {
    if (doc.header.stt_rec_dv) await cancelPaidBill(db, String(doc.header.stt_rec_dv), request);
    await giveSessionsBack(db, doc.header);
    await returnNorms(db, doc);
    await reverseJournal(db, doc.header.stt_rec);
    await cancelEarnings(db, doc.header);
  },
  async dropped(db, doc, request) {
    await releaseRoom(db, doc.header.room_order_id, request.auth?.user.user_name ?? null);
  },
  reportLines: (db, doc) => servingReportLines(db, doc).map((l) => ({ ...l, nhom: servedGroup(doc.header, l.line) })),
  describe: servingNames,
  describeList: servingListNames,
};
