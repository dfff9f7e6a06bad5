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
import { cancelEarnings, postServingEarnings } from "../commissions/commission-ledger.js";
import { commissionEntries } from "../commissions/commission-tables.js";
import { servingReportLines } from "../report-lines/sale-report-lines.js";
import { consumeNorms, returnNorms } from "../servings/serving-consumption.js";
import { servingListNames, servingNames } from "../servings/serving-names.js";
import { checkRoom, freeRoom } from "../servings/serving-room.js";
import {
  mayOwe,
  refuseSeveralPackages,
  refuseWithoutMain,
  type ServingConfigs,
  servingConfigs,
} from "../servings/serving-rules.js";
import { giveSessionsBack, notEnoughSessions, type OwedSessions, refuseForeign, useSessions } from "./package-uses.js";
import { packageLedger, servingDetails, servings } from "./service-tables.js";

/** A serving's line: sessions of a package used, by an employee. */
type ServingLine = DocumentRow & {
  ma_vt: string;
  so_luong: number;
  stt_rec_goi?: string | null;
  ma_nv?: string | null;
  gia_buoi?: string;
  tien?: string;
};

const lineFields = {
  ma_vt: code({ vi: "Mã dịch vụ", en: "Service code" }),
  so_luong: figure({ vi: "Số buổi", en: "Sessions" }, 0, 1000, true),
  stt_rec_goi: z.uuid(bilingual("Liệu trình không hợp lệ", "Not a package id")).nullish(),
  ma_nv: z.string().trim().max(50).nullish(),
};

/**
 * Each line's package and employee, checked before the serving is saved (the posting checks again, locked): the
 * package configs say whether it may lack sessions, whether the serving may use several and must name a main service.
 */
async function prepareLines(db: TenantDb, draft: DocumentDraft<ServingLine>, ma_kh: string, c: ServingConfigs) {
  const errors: Record<string, string> = {};
  draft.details.forEach((l, i) => {
    l.ma_vt = l.ma_vt.toUpperCase();
    l.ma_nv = upper(l.ma_nv);
    if (!l.stt_rec_goi) {
      errors[`details.${i}.stt_rec_goi`] = bilingual(
        "Chọn liệu trình của khách: dịch vụ lẻ được bán và thu tiền trên phiếu dịch vụ",
        "Choose the customer's package: a single service is sold and paid on a service bill",
      );
    }
  });
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  refuseSeveralPackages(draft.details, c);
  const ids = [...new Set(draft.details.map((l) => String(l.stt_rec_goi)))];
  const employees = [...new Set(draft.details.map((l) => l.ma_nv).filter((c): c is string => !!c))];
  const [packages, staff] = await Promise.all([
    db.$client.query<{
      stt_rec_goi: string;
      ma_kh: string;
      ma_vt: string;
      so_buoi_con: number;
      gia_buoi: string;
      huy: boolean;
    }>(
      prepared(
        `SELECT stt_rec_goi::text, ma_kh, ma_vt, so_buoi_con, gia_buoi::text, huy FROM service_packages
         WHERE stt_rec_goi = ANY($1::uuid[])`,
        [ids],
      ),
    ),
    db.$client.query<{ ma_nv: string }>(
      prepared("SELECT ma_nv FROM employees WHERE ma_nv = ANY($1) AND status", [employees]),
    ),
    refuseWithoutMain(db, draft.details, c),
  ]);
  const byId = new Map(packages.rows.map((p) => [p.stt_rec_goi, p]));
  const working = new Set(staff.rows.map((e) => e.ma_nv));
  const wanted = new Map<string, number>();
  draft.details.forEach((l, i) => {
    const p = byId.get(String(l.stt_rec_goi));
    refuseForeign(p, l, ma_kh, `details.${i}.stt_rec_goi`);
    const pkg = p as NonNullable<typeof p>;
    const n = (wanted.get(pkg.stt_rec_goi) ?? 0) + l.so_luong;
    wanted.set(pkg.stt_rec_goi, n);
    if (n > pkg.so_buoi_con && !c.notEnough) throw notEnoughSessions(`details.${i}.so_luong`, pkg.so_buoi_con);
    if (l.ma_nv && !working.has(l.ma_nv)) {
      throw invalidInput({
        [`details.${i}.ma_nv`]: bilingual(
          `Nhân viên ${l.ma_nv} không tồn tại hoặc đã nghỉ`,
          `Employee ${l.ma_nv} does not exist or has left`,
        ),
      });
    }
    l.gia_buoi = pkg.gia_buoi;
    l.tien = fromFixed(BigInt(l.so_luong) * toFixed(pkg.gia_buoi, MONEY), MONEY);
  });
}

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

/** Writes what posting found of each line (value used, sessions owed and their money) and the header's totals. */
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
      `UPDATE servings SET tong_tien = $2, tong_thanh_toan = $3, con_no = $4, trang_thai = $5,
              bat_dau = coalesce(bat_dau, now()), ket_thuc = coalesce(ket_thuc, now())
       WHERE stt_rec = $1 RETURNING bat_dau, ket_thuc`,
      [header.stt_rec, totals.tong_tien, totals.tong_thanh_toan, totals.con_no, SERVING_STATE.done],
    ),
  );
  Object.assign(header, totals, rows[0], { trang_thai: SERVING_STATE.done });
}

/**
 * A serving (SD1, phiếu phục vụ): customer `ma_kh` is served sessions of their packages, each line `so_luong` sessions
 * of package `stt_rec_goi` performed by employee `ma_nv`, in room `ma_phong`. It may wait as a draft through the service
 * process (`trang_thai`: waiting, in service, done: servings/serving-process.ts). Posting uses the sessions under the
 * packages' locks and recognises their value as revenue, Nợ 3387 / Có the service's revenue account; sessions a
 * package lacks are refused ('Liệu trình chỉ còn N buổi') unless `sale_service_package_not_enough` and
 * `sale_service_package_debt_money` let the customer owe them at the session price (Nợ 131 / Có revenue, `con_no`).
 * With `sale_service_comsume` it delivers the services' consumption norms from its warehouse (Nợ 632 / Có 152/156).
 * Cancelling gives the sessions and the products back and reverses the journal. A line without a package is refused:
 * a single service is sold and paid on a service bill.
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
  prefix: voucherPrefix,
  numberRepeatedIn: [journalEntries, packageLedger, stockLedger, commissionEntries],
  async prepare(db, draft, request) {
    await preparePlace(db, draft, request);
    if (draft.details.length === 0) {
      throw invalidInput({ details: bilingual("Phiếu phục vụ phải có ít nhất một dòng", "A serving needs a line") });
    }
    await checkPeople(db, draft.header, true);
    await prepareLines(db, draft, String(draft.header.ma_kh), await servingConfigs(db));
  },
  async post(db, doc, request) {
    const header = doc.header;
    const configs = await servingConfigs(db);
    const owed: OwedSessions | undefined = mayOwe(configs) ? new Map() : undefined;
    const lines = doc.details.map((l, index) => ({
      line: l.line,
      index,
      ma_vt: l.ma_vt,
      so_luong: Number(l.so_luong),
      stt_rec_goi: String(l.stt_rec_goi),
    }));
    const values = await useSessions(db, header, String(header.ma_kh), lines, owed);
    const details = doc.details.map((l) => ({
      ...l,
      tien: fromFixed(values.get(l.line) ?? 0n, MONEY),
      so_buoi_no: owed?.get(l.line)?.so_buoi ?? 0,
      tien_no: fromFixed(owed?.get(l.line)?.tien ?? 0n, MONEY),
    }));
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
    // The technician performed the sessions owed too: they earn on the line's whole value.
    await postServingEarnings(
      db,
      header,
      details.map((l) => ({ ...l, tien: fromFixed(toFixed(l.tien, MONEY) + toFixed(l.tien_no, MONEY), MONEY) })),
    );
    return details;
  },
  async cancel(db, doc) {
    await giveSessionsBack(db, doc.header);
    await returnNorms(db, doc);
    await reverseJournal(db, doc.header.stt_rec);
    await cancelEarnings(db, doc.header);
  },
  reportLines: servingReportLines,
  describe: servingNames,
  describeList: servingListNames,
};
