import type { Fixed, POSTING_AMOUNT_OPTIONS } from "@sen/core";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { invalidInput } from "../../../platform/errors.js";
import { type JournalDocument, type JournalLine, postJournal } from "./journal.service.js";

type Amount = (typeof POSTING_AMOUNT_OPTIONS)[number]["value"];

/** A document line as the rules see it: its product and its amounts (one it lacks is nothing to post). */
export type RuledLine = { ma_vt: string } & Partial<Record<Amount, Fixed>>;

interface Rule {
  tk_no: string;
  tk_co: string;
  so_tien: Amount;
}

type Accounts = Record<string, string | null>;

interface Context {
  rules: Rule[];
  products: Record<string, Accounts>;
  /** The supplier's payable account, 331 without one. */
  tk_cn: string;
  /** Whether each account the rules, the products or the supplier may name takes postings. */
  postable: Record<string, boolean>;
}

/**
 * The type's rules, the products' accounts, the supplier's payable account (331 by default) and whether each of those accounts
 * takes postings (known, in use, without sub-accounts), in one round trip.
 */
async function contextOf(
  db: TenantDb,
  ma_ct: string,
  products: string[],
  ma_ncc: unknown,
  accounts: readonly string[],
): Promise<Context> {
  const { rows } = await db.$client.query<Context>(
    prepared(
      `WITH r AS (SELECT tk_no, tk_co, so_tien, ma_bt FROM posting_rules WHERE ma_ct = $1 AND status),
       p AS (SELECT ma_vt, tk_vt, tk_gv, tk_dt FROM products WHERE ma_vt = ANY($2)),
       s AS (SELECT coalesce((SELECT tk_cn FROM suppliers WHERE ma_ncc = $3), '331') AS tk_cn),
       c AS (
         SELECT v.tk FROM r, LATERAL (VALUES (r.tk_no), (r.tk_co)) AS v(tk)
         UNION SELECT v.tk FROM p, LATERAL (VALUES (p.tk_vt), (p.tk_gv), (p.tk_dt)) AS v(tk)
         UNION SELECT tk_cn FROM s
         UNION SELECT unnest($4::text[])
       )
       SELECT
         (SELECT coalesce(json_agg(json_build_object('tk_no', tk_no, 'tk_co', tk_co, 'so_tien', so_tien) ORDER BY ma_bt), '[]')
            FROM r) AS rules,
         (SELECT coalesce(json_object_agg(ma_vt, json_build_object('tk_vt', tk_vt, 'tk_gv', tk_gv, 'tk_dt', tk_dt)), '{}')
            FROM p) AS products,
         (SELECT tk_cn FROM s) AS tk_cn,
         (SELECT coalesce(json_object_agg(c.tk,
              EXISTS (SELECT 1 FROM accounts a WHERE a.tk = c.tk AND a.status)
              AND NOT EXISTS (SELECT 1 FROM accounts b WHERE b.tk_me = c.tk)), '{}')
            FROM c WHERE c.tk IS NOT NULL AND c.tk NOT LIKE '{%') AS postable`,
      [ma_ct, products, ma_ncc == null ? null : String(ma_ncc), [...new Set(accounts)]],
    ),
  );
  return rows[0] as Context;
}

const PLACEHOLDER = /^\{(\w+)\}$/;

type RuledDocument = JournalDocument & { ma_kho?: unknown; ma_ncc?: unknown; ma_kh?: unknown };

/** Who pays a sale, each for an amount: the accounts `{tk_tt}` stands for (cash 1111, a transfer 1121, a debt 131). */
export interface Payer {
  tk: string;
  tien: Fixed;
}

const PAYERS = "{tk_tt}";

/**
 * Splits the lines naming `{tk_tt}` among the payers, in order: each payer's amount goes to those lines in turn,
 * so every journal line stays one debit, one credit and one amount, and nothing is rounded. A sale debits `{tk_tt}`
 * (what paid it); a return credits it (what paid the customer back). Both sides must add up to the same total
 * (the document's), which its payments were checked to.
 */
export function splitAmongPayers(lines: readonly JournalLine[], payers: readonly Payer[]): JournalLine[] {
  const named = (l: JournalLine) => l.tk_no === PAYERS || l.tk_co === PAYERS;
  const owed = lines.filter(named).map((l) => ({ ...l }));
  const paying = payers.filter((p) => p.tien > 0n).map((p) => ({ ...p }));
  const split: JournalLine[] = lines.filter((l) => !named(l));
  let [i, j] = [0, 0];
  while (i < owed.length && j < paying.length) {
    const credit = owed[i] as JournalLine;
    const payer = paying[j] as Payer;
    const tien = credit.tien < payer.tien ? credit.tien : payer.tien;
    if (tien > 0n) {
      const side = credit.tk_no === PAYERS ? { tk_no: payer.tk } : { tk_co: payer.tk };
      split.push({ ...credit, ...side, tien });
    }
    credit.tien -= tien;
    payer.tien -= tien;
    if (credit.tien === 0n) i++;
    if (payer.tien === 0n) j++;
  }
  const unpaid = owed.slice(i).some((l) => l.tien > 0n) || paying.slice(j).some((p) => p.tien > 0n);
  if (unpaid) {
    throw invalidInput({
      payments: bilingual("Thanh toán không khớp với số phải trả", "The payments do not match the amount due"),
    });
  }
  return split;
}

/**
 * What posting `doc` by its rules needs to read, asked now (the statement goes out with whatever the caller awaits
 * next, such as the lock of its stock balances) and read by `postByRules`; the payers' accounts are looked up with
 * the rules' own.
 */
export function rulesOf(
  db: TenantDb,
  doc: RuledDocument,
  products: readonly string[],
  payers: readonly Payer[] = [],
): Promise<Context> {
  const context = contextOf(
    db,
    doc.ma_ct,
    [...new Set(products)],
    doc.ma_ncc,
    payers.map((p) => p.tk),
  );
  context.catch(() => undefined);
  return context;
}

/**
 * Posts a document by its type's posting rules (accounting/posting-rules): each rule debits and credits, for
 * every line, the amount it names; accounts in braces come from the line's product or the supplier, and `{tk_tt}`
 * from the sale's payers (split among them). Lines with the same accounts are summed into one journal line. A type
 * without rules posts nothing.
 */
export async function postByRules(
  db: TenantDb,
  doc: RuledDocument,
  lines: readonly RuledLine[],
  rules = rulesOf(
    db,
    doc,
    lines.map((l) => l.ma_vt),
  ),
  payers?: readonly Payer[],
): Promise<void> {
  const context = await rules;
  if (context.rules.length === 0) return;
  const named = doc.ma_ncc ?? doc.ma_kh;
  const partner = named == null ? null : String(named);
  const summed = new Map<string, JournalLine>();
  const errors: Record<string, string> = {};
  lines.forEach((line, i) => {
    const accounts: Accounts = {
      ...context.products[line.ma_vt],
      tk_cn: context.tk_cn,
      ...(payers ? { tk_tt: PAYERS } : {}),
    };
    const resolve = (template: string) => {
      const name = PLACEHOLDER.exec(template)?.[1];
      if (!name) return template;
      const tk = accounts[name];
      if (!tk) {
        errors[`details.${i}.ma_vt`] = bilingual(
          `${line.ma_vt} chưa có tài khoản ${name} để hạch toán`,
          `${line.ma_vt} has no ${name} account to post to`,
        );
      }
      return tk ?? "";
    };
    for (const rule of context.rules) {
      // A line with nothing to post by a rule (a service's cost) needs no account for it.
      const amount = line[rule.so_tien] ?? 0n;
      if (amount === 0n) continue;
      const [tk_no, tk_co] = [resolve(rule.tk_no), resolve(rule.tk_co)];
      const key = `${tk_no}\u0000${tk_co}`;
      const sum = summed.get(key) ?? { tk_no, tk_co, tien: 0n, ma_kh: partner, ma_kho: doc.ma_kho as string | null };
      sum.tien += amount;
      summed.set(key, sum);
    }
  });
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  const journal = payers ? splitAmongPayers([...summed.values()], payers) : [...summed.values()];
  await postJournal(db, doc, journal, new Map(Object.entries(context.postable)));
}
