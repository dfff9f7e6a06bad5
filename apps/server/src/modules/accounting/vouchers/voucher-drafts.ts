import { fromFixed, mulDiv, toFixed } from "@sen/core";
import { bilingual } from "../../../platform/crud/messages.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { DocumentDraft, DocumentRow } from "../../../platform/documents/document-kind.js";
import { invalidInput } from "../../../platform/errors.js";
import { unpostableAccounts } from "../journal/journal.service.js";

export const BOOK_CURRENCY = "VND";

/** The branch of a voucher: the one given, or the one the user works in; 422 when several are in view. */
export function requireBranch(draft: DocumentDraft<DocumentRow>) {
  if (!draft.header.ma_dvcs) {
    throw invalidInput({ ma_dvcs: bilingual("Chọn chi nhánh của chứng từ", "Choose the document's branch") });
  }
}

/**
 * The rate of the voucher's currency: 1 for VND, else the one given or the rate in force on its date
 * (exchange-rates); 422 when there is none.
 */
export async function prepareRate(db: TenantDb, draft: DocumentDraft<DocumentRow>): Promise<bigint> {
  const ma_nt = String(draft.header.ma_nt ?? BOOK_CURRENCY);
  draft.header.ma_nt = ma_nt;
  if (ma_nt === BOOK_CURRENCY) {
    draft.header.ty_gia = "1";
    return 1_0000n;
  }
  if (draft.header.ty_gia == null) {
    const { rows } = await db.$client.query<{ ty_gia: string }>(
      "SELECT ty_gia FROM exchange_rates WHERE ma_nt = $1 AND ngay <= $2 ORDER BY ngay DESC LIMIT 1",
      [ma_nt, draft.header.ngay_ct],
    );
    const rate = rows[0]?.ty_gia;
    if (!rate) {
      throw invalidInput({
        ma_nt: bilingual(
          `Chưa có tỷ giá ${ma_nt} đến ngày ${draft.header.ngay_ct}`,
          `No ${ma_nt} rate on or before ${draft.header.ngay_ct}`,
        ),
      });
    }
    draft.header.ty_gia = rate;
  }
  return toFixed(String(draft.header.ty_gia), 4);
}

/** An amount in the voucher's currency in VND at `rate` (4 decimals), to the đồng. */
export const inBookCurrency = (amount: number, rate: bigint) =>
  fromFixed(mulDiv(toFixed(amount, 2), rate, 10_000_00n) * 100n, 2);

/** Accounts of `codes` missing from the chart, out of use, or with sub-accounts (they take no postings). */
export async function refuseAccounts(db: TenantDb, fields: Record<string, string>) {
  const refused = new Set(await unpostableAccounts(db, [...new Set(Object.values(fields))]));
  const errors: Record<string, string> = {};
  for (const [field, tk] of Object.entries(fields)) {
    if (refused.has(tk)) {
      errors[field] = bilingual(
        `Tài khoản ${tk} không có, đã ngừng dùng hoặc có tài khoản chi tiết`,
        `Account ${tk} is missing, inactive or has sub-accounts`,
      );
    }
  }
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
}

/** Partners named (by field) that do not exist; a field left empty names none. */
export async function refusePartners(db: TenantDb, fields: Record<string, unknown>) {
  const named = Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === "string" && e[1] !== "");
  if (named.length === 0) return;
  const { rows } = await db.$client.query<{ ma_kh: string }>(
    "SELECT c.ma_kh FROM unnest($1::text[]) AS c(ma_kh) WHERE NOT EXISTS (SELECT 1 FROM partners p WHERE p.ma_kh = c.ma_kh)",
    [[...new Set(named.map(([, code]) => code))]],
  );
  const missing = new Set(rows.map((r) => r.ma_kh));
  const errors = Object.fromEntries(
    named
      .filter(([, code]) => missing.has(code))
      .map(([field, code]) => [field, bilingual(`Không có đối tượng ${code}`, `No partner ${code}`)]),
  );
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
}
