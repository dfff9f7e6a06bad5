import { type Fixed, fromFixed, toFixed } from "@sen/core";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { AppError, invalidInput } from "../../../platform/errors.js";

/** One journal line: debit `tk_no`, credit `tk_co`, by `tien` (hundredths of the currency). */
export interface JournalLine {
  tk_no: string;
  tk_co: string;
  tien: Fixed;
  /** The partner, of both sides unless `ma_kh_co` names the credit side's. */
  ma_kh?: string | null;
  /** The credit side's partner, when it is another (a voucher offsetting one partner's debt against another's). */
  ma_kh_co?: string | null;
  ma_nv?: string | null;
  ma_kho?: string | null;
  dien_giai?: string;
}

/** The document the lines belong to, as its header has it. */
export interface JournalDocument {
  stt_rec: string;
  ma_ct: string;
  so_ct: string;
  ngay_ct: string;
  ma_dvcs: string;
  dien_giai?: unknown;
}

interface Turnover {
  tk: string;
  ma_dvcs: string;
  thang: string;
  no: Fixed;
  co: Fixed;
}

/** Each transaction's account turnover still to add to account_totals, written once at its commit. */
const pending = new WeakMap<TenantDb, Map<string, Turnover>>();

function addTurnover(db: TenantDb, tk: string, ma_dvcs: string, ngay_ct: string, no: Fixed, co: Fixed) {
  let totals = pending.get(db);
  if (!totals) {
    const created = new Map<string, Turnover>();
    totals = created;
    pending.set(db, created);
    // Sent with COMMIT: the month's row of a busy account (1111) is locked for that round trip only. Rows go in
    // key order (unnest keeps it), so two postings never wait on each other crosswise.
    db.atCommit({
      text: `INSERT INTO account_totals (tk, ma_dvcs, thang, ps_no, ps_co)
             SELECT * FROM unnest($1::text[], $2::text[], $3::date[], $4::numeric[], $5::numeric[])
             ON CONFLICT (tk, ma_dvcs, thang) DO UPDATE
             SET ps_no = account_totals.ps_no + excluded.ps_no, ps_co = account_totals.ps_co + excluded.ps_co`,
      get values() {
        const rows = [...created.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, t]) => t);
        return [
          rows.map((t) => t.tk),
          rows.map((t) => t.ma_dvcs),
          rows.map((t) => t.thang),
          rows.map((t) => fromFixed(t.no, 2)),
          rows.map((t) => fromFixed(t.co, 2)),
        ];
      },
    });
  }
  const thang = `${ngay_ct.slice(0, 7)}-01`;
  const key = `${tk}\u0000${ma_dvcs}\u0000${thang}`;
  const row = totals.get(key) ?? { tk, ma_dvcs, thang, no: 0n, co: 0n };
  row.no += no;
  row.co += co;
  totals.set(key, row);
}

/** Accounts of `codes` that may not take postings: unknown, out of use, or with sub-accounts. */
export async function unpostableAccounts(db: TenantDb, codes: string[]): Promise<string[]> {
  const { rows } = await db.$client.query<{ tk: string }>(
    prepared(
      `SELECT c.tk FROM unnest($1::text[]) AS c(tk)
     WHERE NOT EXISTS (SELECT 1 FROM accounts a WHERE a.tk = c.tk AND a.status)
        OR EXISTS (SELECT 1 FROM accounts s WHERE s.tk_me = c.tk)`,
      [codes],
    ),
  );
  return rows.map((r) => r.tk);
}

/**
 * The posting engine: writes a document's journal lines in the caller's transaction. Every line is a balanced
 * pair (one debit, one credit, one amount above zero) on accounts that take postings; anything else is refused
 * (422) and nothing is written. The account totals follow at commit. `postable` says of accounts the caller has
 * already looked up whether they take postings; the others are looked up here.
 */
export async function postJournal(
  db: TenantDb,
  doc: JournalDocument,
  lines: readonly JournalLine[],
  postable: ReadonlyMap<string, boolean> = new Map(),
): Promise<void> {
  const kept = lines.filter((l) => l.tien !== 0n && l.tk_no !== l.tk_co);
  if (kept.length === 0) return;
  kept.forEach((l, i) => {
    if (l.tien < 0n) {
      throw invalidInput({
        [`details.${i}`]: bilingual("Số tiền hạch toán phải dương", "A posted amount must be above 0"),
      });
    }
  });
  const used = [...new Set(kept.flatMap((l) => [l.tk_no, l.tk_co]))];
  const unknown = used.filter((tk) => !postable.has(tk));
  const refused = [
    ...used.filter((tk) => postable.get(tk) === false),
    ...(unknown.length > 0 ? await unpostableAccounts(db, unknown) : []),
  ];
  if (refused.length > 0) throw new AppError(422, "journal_account", { tk: refused.join(", ") });
  const dien_giai = String(doc.dien_giai ?? "");
  db.later(
    `INSERT INTO journal_entries (stt_rec, ma_ct, so_ct, ngay_ct, ma_dvcs, line, tk_no, tk_co, tien, ma_kh, ma_kh_co, ma_nv, ma_kho, dien_giai)
     SELECT $1, $2, $3, $4, $5, u.line, u.tk_no, u.tk_co, u.tien, u.ma_kh, u.ma_kh_co, u.ma_nv, u.ma_kho, u.dien_giai
     FROM unnest($6::int[], $7::text[], $8::text[], $9::numeric[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[])
       AS u(line, tk_no, tk_co, tien, ma_kh, ma_kh_co, ma_nv, ma_kho, dien_giai)`,
    [
      doc.stt_rec,
      doc.ma_ct,
      doc.so_ct,
      doc.ngay_ct,
      doc.ma_dvcs,
      kept.map((_, i) => i + 1),
      kept.map((l) => l.tk_no),
      kept.map((l) => l.tk_co),
      kept.map((l) => fromFixed(l.tien, 2)),
      kept.map((l) => l.ma_kh ?? null),
      kept.map((l) => (l.ma_kh_co === undefined ? (l.ma_kh ?? null) : l.ma_kh_co)),
      kept.map((l) => l.ma_nv ?? null),
      kept.map((l) => l.ma_kho ?? null),
      kept.map((l) => l.dien_giai ?? dien_giai),
    ],
  );
  for (const l of kept) {
    addTurnover(db, l.tk_no, doc.ma_dvcs, doc.ngay_ct, l.tien, 0n);
    addTurnover(db, l.tk_co, doc.ma_dvcs, doc.ngay_ct, 0n, l.tien);
  }
}

/**
 * Cancels a document's journal: a line of the opposite sign for each line it has, on the same date, so that its
 * turnover nets to nothing and the journal keeps both.
 */
export async function reverseJournal(db: TenantDb, stt_rec: string): Promise<void> {
  const { rows } = await db.$client.query<{
    tk_no: string;
    tk_co: string;
    tien: string;
    ngay_ct: string;
    ma_dvcs: string;
  }>(
    `INSERT INTO journal_entries (stt_rec, ma_ct, so_ct, ngay_ct, ma_dvcs, line, tk_no, tk_co, tien, ma_kh, ma_kh_co, ma_nv, ma_kho, dien_giai)
     SELECT stt_rec, ma_ct, so_ct, ngay_ct, ma_dvcs, line + (SELECT max(line) FROM journal_entries WHERE stt_rec = $1),
            tk_no, tk_co, -tien, ma_kh, ma_kh_co, ma_nv, ma_kho, dien_giai
     FROM journal_entries WHERE stt_rec = $1
     RETURNING tk_no, tk_co, tien, ngay_ct::text AS ngay_ct, ma_dvcs`,
    [stt_rec],
  );
  for (const r of rows) {
    const tien = toFixed(r.tien, 2);
    addTurnover(db, r.tk_no, r.ma_dvcs, r.ngay_ct, tien, 0n);
    addTurnover(db, r.tk_co, r.ma_dvcs, r.ngay_ct, 0n, tien);
  }
}
