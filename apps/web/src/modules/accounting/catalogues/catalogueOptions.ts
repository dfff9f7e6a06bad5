export interface Option {
  value: string;
  label: string;
}

type Row = Record<string, unknown>;

const option = (code: unknown, name: unknown): Option => ({
  value: String(code),
  label: name ? `${code} · ${name}` : String(code),
});

/**
 * The accounts a voucher's line or a book may name: those without sub-accounts (a parent account takes no
 * postings), under `group` when given ("111": the cash accounts), in number order, "1111 · Tiền Việt Nam".
 */
export function accountOptions(rows: readonly Row[], group?: string): Option[] {
  const parents = new Set(rows.map((row) => row.tk_me).filter(Boolean));
  return rows
    .filter((row) => !parents.has(row.tk) && (!group || String(row.tk).startsWith(group)))
    .sort((a, b) => String(a.tk).localeCompare(String(b.tk)))
    .map((row) => option(row.tk, row.ten_tk));
}

/** Expense items, with the account each usually goes to (to fill a line's contra account). */
export const expenseOptions = (rows: readonly Row[]): (Option & { tk?: string })[] =>
  rows.map((row) => ({ ...option(row.ma_phi, row.ten_phi), tk: row.tk ? String(row.tk) : undefined }));

/** Partners, "KH000001 · Nguyễn Thị Mai". */
export const partnerOptions = (rows: readonly Row[]): Option[] =>
  rows.flatMap((row) => (row.ma_kh ? [option(row.ma_kh, row.ten_kh)] : []));

export const currencyOptions = (rows: readonly Row[]): Option[] => rows.map((row) => option(row.ma_nt, row.ten_nt));
