import { fromFixed, toFixed } from "@sen/core";
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
import { MONEY } from "../../stock/ledger/stock-ledger.service.js";
import { checkPeople, upper } from "../bills/bill-drafts.js";
import { giveSessionsBack, notEnoughSessions, refuseForeign, useSessions } from "./package-ledger.js";
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

/** Each line's package and employee, checked before the serving is saved (the posting checks again, locked). */
async function prepareLines(db: TenantDb, draft: DocumentDraft<ServingLine>, ma_kh: string) {
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
    if (n > pkg.so_buoi_con) throw notEnoughSessions(`details.${i}.so_luong`, pkg.so_buoi_con);
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

/**
 * A serving (SD1, phiếu phục vụ): customer `ma_kh` is served sessions of their packages, each line `so_luong` sessions
 * of package `stt_rec_goi` performed by employee `ma_nv`. Posting uses the sessions under the packages' locks (never
 * more than a package holds: 422 'Liệu trình chỉ còn N buổi') and recognises their value as revenue, Nợ 3387 / Có
 * the service's revenue account; cancelling gives the sessions back and reverses the journal. A line without a
 * package is refused: a single service is sold and paid on a service bill. `sale_service_package_not_enough`
 * (serving beyond the sessions left) is not followed: what the package lacks is sold on a service bill first.
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
  },
  lineFields: {},
  lineShape: {
    fields: lineFields,
    price(lines) {
      const total = lines.reduce((sum, l) => sum + toFixed(String(l.tien ?? "0"), MONEY), 0n);
      return { details: lines.map((l, i) => ({ ...l, line: i + 1 })), totals: moneyTotals(total) };
    },
  },
  prefix: voucherPrefix,
  numberRepeatedIn: [journalEntries, packageLedger],
  async prepare(db, draft, request) {
    draftBranch(draft, request, { vi: "Chọn chi nhánh phục vụ", en: "Choose the branch of the serving" });
    if (draft.details.length === 0) {
      throw invalidInput({ details: bilingual("Phiếu phục vụ phải có ít nhất một dòng", "A serving needs a line") });
    }
    await checkPeople(db, draft.header, true);
    await prepareLines(db, draft, String(draft.header.ma_kh));
  },
  async post(db, doc) {
    const header = doc.header;
    const lines = doc.details.map((l, index) => ({
      line: l.line,
      index,
      ma_vt: l.ma_vt,
      so_luong: Number(l.so_luong),
      stt_rec_goi: String(l.stt_rec_goi),
    }));
    const values = await useSessions(db, header, String(header.ma_kh), lines);
    const details = doc.details.map((l) => ({ ...l, tien: fromFixed(values.get(l.line) ?? 0n, MONEY) }));
    const total = [...values.values()].reduce((s, v) => s + v, 0n);
    await db.$client.query(
      prepared(
        `UPDATE serving_details d SET tien = u.tien FROM unnest($2::int[], $3::numeric[]) AS u(line, tien)
         WHERE d.stt_rec = $1 AND d.line = u.line`,
        [header.stt_rec, details.map((d) => d.line), details.map((d) => d.tien)],
      ),
    );
    const totals = moneyTotals(total);
    await db.$client.query(
      prepared("UPDATE servings SET tong_tien = $2, tong_thanh_toan = $3 WHERE stt_rec = $1", [
        header.stt_rec,
        totals.tong_tien,
        totals.tong_thanh_toan,
      ]),
    );
    Object.assign(header, totals);
    await postByRules(
      db,
      header,
      details.map((l) => ({ ma_vt: l.ma_vt, tien_hang: toFixed(l.tien, MONEY) })),
    );
    return details;
  },
  async cancel(db, doc) {
    await giveSessionsBack(db, doc.header);
    await reverseJournal(db, doc.header.stt_rec);
  },
  async describeList(db, headers) {
    const codes = [...new Set(headers.map((h) => String(h.ma_kh)))];
    const { rows } = await db.$client.query<{ ma_kh: string; ten_kh: string }>(
      prepared("SELECT ma_kh, ten_kh FROM partners WHERE ma_kh = ANY($1)", [codes]),
    );
    const name = new Map(rows.map((c) => [c.ma_kh, c.ten_kh]));
    return headers.map((h) => ({ ten_kh: name.get(String(h.ma_kh)) ?? "" }));
  },
};
