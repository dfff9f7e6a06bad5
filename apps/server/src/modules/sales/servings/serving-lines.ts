import { configIsTrue, type Fixed, fromFixed, toFixed } from "@sen/core";
import type { FastifyRequest } from "fastify";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { DocumentDraft, DocumentRow } from "../../../platform/documents/document-kind.js";
import { invalidInput } from "../../../platform/errors.js";
import { MONEY } from "../../stock/ledger/stock-ledger.service.js";
import { configValues } from "../../system/config.service.js";
import { upper } from "../bills/bill-drafts.js";
import type { PaymentLine } from "../bills/bill-payments.js";
import { notEnoughMoney, notEnoughSessions, refuseForeign } from "../services/package-uses.js";
import { keepPayments, quoteServices, type SoldLine } from "./serving-bill.js";
import { refuseSeveralPackages, refuseWithoutMain, type ServingConfigs } from "./serving-rules.js";

/** A serving's line: sessions of a package, package money, or (no package) a service paid now; by an employee. */
export type ServingLine = DocumentRow & {
  ma_vt: string;
  so_luong: number;
  stt_rec_goi?: string | null;
  ma_nv?: string | null;
  gia_buoi?: string;
  tien?: string;
};

interface Package {
  stt_rec_goi: string;
  ma_kh: string;
  ma_vt: string;
  so_buoi_con: number;
  gia_buoi: string;
  tien_con: string;
  huy: boolean;
  goi_tien: boolean;
}

const unknownEmployee = (i: number, ma_nv: string) =>
  invalidInput({
    [`details.${i}.ma_nv`]: bilingual(
      `Nhân viên ${ma_nv} không tồn tại hoặc đã nghỉ`,
      `Employee ${ma_nv} does not exist or has left`,
    ),
  });

/** A line priced by a bill as a package of sessions: a serving uses a package's sessions, it does not sell one. */
function refusePackageSold(draft: DocumentDraft<ServingLine>, index: number, priced: DocumentRow) {
  if (Number(priced.so_buoi ?? 1) <= 1) return;
  const ma_vt = draft.details[index]?.ma_vt;
  throw invalidInput({
    [`details.${index}.stt_rec_goi`]: bilingual(
      `${ma_vt} là liệu trình: chọn liệu trình của khách (liệu trình được bán trên phiếu dịch vụ)`,
      `${ma_vt} is a package: choose the customer's (packages are sold on service bills)`,
    ),
  });
}

const moneyOff = (i: number) =>
  invalidInput({
    [`details.${i}.stt_rec_goi`]: bilingual(
      "Cửa hàng chưa cho phép dùng gói tiền dịch vụ",
      "The shop does not allow paying with package money",
    ),
  });

/** The packages and working employees the lines name, the main-service rule and whether package money is allowed. */
async function readLines(db: TenantDb, lines: readonly ServingLine[], c: ServingConfigs) {
  const ids = [...new Set(lines.flatMap((l) => (l.stt_rec_goi ? [l.stt_rec_goi] : [])))];
  const employees = [...new Set(lines.map((l) => l.ma_nv).filter((c): c is string => !!c))];
  const [packages, staff, , configs] = await Promise.all([
    db.$client.query<Package>(
      prepared(
        `SELECT stt_rec_goi::text, ma_kh, ma_vt, so_buoi_con, gia_buoi::text, tien_con::text, huy, goi_tien
         FROM service_packages WHERE stt_rec_goi = ANY($1::uuid[])`,
        [ids],
      ),
    ),
    db.$client.query<{ ma_nv: string }>(
      prepared("SELECT ma_nv FROM employees WHERE ma_nv = ANY($1) AND status", [employees]),
    ),
    refuseWithoutMain(db, lines, c),
    configValues(db, ["sale_use_package_money"]),
  ]);
  return {
    byId: new Map(packages.rows.map((p) => [p.stt_rec_goi, p])),
    working: new Set(staff.rows.map((e) => e.ma_nv)),
    money: configIsTrue(configs.sale_use_package_money),
  };
}

/** Prices the lines paid from package money (the service's price in force × so_luong), each package holding them. */
async function priceMoneyLines(
  db: TenantDb,
  draft: DocumentDraft<ServingLine>,
  lines: readonly (SoldLine & { pkg: Package })[],
  request: FastifyRequest,
) {
  if (lines.length === 0) return;
  const priced = await quoteServices(db, draft.header, lines, [], request);
  const spent = new Map<string, Fixed>();
  lines.forEach((m, j) => {
    const d = priced.details[j] as DocumentRow;
    refusePackageSold(draft, m.index, d);
    const tien = toFixed(String(d.tien ?? 0), MONEY);
    const total = (spent.get(m.pkg.stt_rec_goi) ?? 0n) + tien;
    spent.set(m.pkg.stt_rec_goi, total);
    const left = toFixed(m.pkg.tien_con, MONEY);
    if (total > left) throw notEnoughMoney(`details.${m.index}.tien`, left);
    Object.assign(draft.details[m.index] as ServingLine, {
      gia_buoi: String(d.gia ?? 0),
      tien: fromFixed(tien, MONEY),
    });
  });
}

/**
 * The lines paid now, priced as a service bill prices them with the serving's payments (what they fall short by is
 * refused when the serving is posted, as a bill's is); the serving keeps the payments for its posting and what the
 * lines come to (`tien_dv`). A line paid now recognises nothing on the serving (`tien` 0): its bill does.
 */
async function pricePaidLines(
  db: TenantDb,
  draft: DocumentDraft<ServingLine>,
  lines: readonly SoldLine[],
  request: FastifyRequest,
) {
  const header = draft.header;
  const sent = (header.payments ?? []) as PaymentLine[];
  // Kept as `payments_dv`: they are the bill's money, which the serving's own reports must not count.
  delete header.payments;
  header.payments_dv = keepPayments(request, sent);
  header.tien_dv = "0";
  if (lines.length === 0) {
    if (sent.length === 0) return;
    throw invalidInput({
      payments: bilingual(
        "Phiếu chỉ thu tiền dịch vụ lẻ (dòng không dùng liệu trình): phiếu này không có",
        "A serving takes payments only for single services (lines without a package): this one has none",
      ),
    });
  }
  const bill = await quoteServices(db, header, lines, sent, request);
  lines.forEach((p, j) => {
    const d = bill.details[j] as DocumentRow;
    refusePackageSold(draft, p.index, d);
    Object.assign(draft.details[p.index] as ServingLine, { gia_buoi: String(d.gia ?? 0), tien: "0" });
  });
  header.tien_dv = String(bill.tong_thanh_toan);
}

/**
 * Each line's package and employee, checked before the serving is saved (the posting checks again, locked): the
 * package configs say whether it may lack sessions, whether the serving may use several and must name a main service;
 * package money (`sale_use_package_money`) pays any service at its price; a line without a package is paid now.
 */
export async function prepareLines(
  db: TenantDb,
  draft: DocumentDraft<ServingLine>,
  c: ServingConfigs,
  request: FastifyRequest,
) {
  const ma_kh = String(draft.header.ma_kh);
  for (const l of draft.details) {
    l.ma_vt = l.ma_vt.toUpperCase();
    l.ma_nv = upper(l.ma_nv);
  }
  refuseSeveralPackages(draft.details, c);
  const { byId, working, money } = await readLines(db, draft.details, c);
  const wanted = new Map<string, number>();
  const [paid, fromMoney]: [SoldLine[], (SoldLine & { pkg: Package })[]] = [[], []];
  draft.details.forEach((l, i) => {
    if (l.ma_nv && !working.has(l.ma_nv)) throw unknownEmployee(i, l.ma_nv);
    const sold = { index: i, ma_vt: l.ma_vt, so_luong: l.so_luong };
    if (!l.stt_rec_goi) {
      paid.push(sold);
      return;
    }
    const p = byId.get(l.stt_rec_goi);
    refuseForeign(p, l, ma_kh, `details.${i}.stt_rec_goi`);
    const pkg = p as Package;
    if (pkg.goi_tien) {
      if (!money) throw moneyOff(i);
      fromMoney.push({ ...sold, pkg });
      return;
    }
    const n = (wanted.get(pkg.stt_rec_goi) ?? 0) + l.so_luong;
    wanted.set(pkg.stt_rec_goi, n);
    if (n > pkg.so_buoi_con && !c.notEnough) throw notEnoughSessions(`details.${i}.so_luong`, pkg.so_buoi_con);
    l.gia_buoi = pkg.gia_buoi;
    l.tien = fromFixed(BigInt(l.so_luong) * toFixed(pkg.gia_buoi, MONEY), MONEY);
  });
  await priceMoneyLines(db, draft, fromMoney, request);
  await pricePaidLines(db, draft, paid, request);
}
