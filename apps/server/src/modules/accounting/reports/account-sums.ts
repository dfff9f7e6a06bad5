import { type Fixed, fromFixed, toFixed } from "@sen/core";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { monthStart } from "../../../platform/db/vietnam-days.js";
import { splitPeriod } from "./report-period.js";

/*
 * Balances and turnover per account over a set of branches, read the fast way: whole months from account_totals,
 * only the days at a period's edges from journal_entries. `tks` narrows to some accounts (null: all of them).
 *
 * The opening of a day is, per branch, the opening balances of the latest year up to that day's year that has any
 * (none: from the very first posting), plus the turnover from 1 January of that year to the day before.
 */

const toMoney = (value: string | null) => toFixed(value ?? "0", 2);

/** Each branch's opening year (from `table`) and the day its movements start counting; $1 branches, $2 year. */
const startOf = (table: "account_balances" | "customer_balances") => `
  start AS (
    SELECT d.ma_dvcs, y.nam, coalesce(make_date(y.nam, 1, 1), '-infinity'::date) AS tu_ngay
    FROM unnest($1::text[]) AS d(ma_dvcs)
    CROSS JOIN LATERAL (
      SELECT max(b.nam)::int AS nam FROM ${table} b WHERE b.ma_dvcs = d.ma_dvcs AND b.nam <= $2
    ) y
  )`;

/**
 * `edge`: the journal lines of some days (`days`, a condition on `j`) summed per pair of accounts, in one pass over
 * them; each pair then counts as a debit of `tk_no` and a credit of `tk_co`. A few dozen pairs, where reading the
 * lines once per side and grouping them by account cost four times as much at two million lines. `branches` and
 * `tks` (null: every account) are parameters.
 */
const edgePairs = (days: string, branches: string, tks: string) => `
  edge AS (
    SELECT j.tk_no, j.tk_co, sum(j.tien) AS tien FROM journal_entries j
    WHERE ${days} AND j.ma_dvcs = ANY(${branches})
      AND (${tks}::text[] IS NULL OR j.tk_no = ANY(${tks}) OR j.tk_co = ANY(${tks}))
    GROUP BY j.tk_no, j.tk_co
  )`;

/** Debit minus credit of each account at the start of `from`. */
export async function openingByAccount(
  db: TenantDb,
  branches: readonly string[],
  from: string,
  tks: readonly string[] | null,
): Promise<Map<string, Fixed>> {
  // The movements of the opening year before `from`'s month are whole months; its days before `from` are not.
  const { rows } = await db.$client.query<{ tk: string; du: string }>(
    `WITH ${startOf("account_balances")},
     ${edgePairs("j.ngay_ct >= $3::date AND j.ngay_ct < $4::date", "$1", "$5")}
     SELECT tk, sum(du)::text AS du FROM (
       SELECT b.tk, coalesce(b.du_no, 0) - coalesce(b.du_co, 0) AS du
       FROM account_balances b JOIN start s ON s.ma_dvcs = b.ma_dvcs AND b.nam = s.nam
       WHERE ($5::text[] IS NULL OR b.tk = ANY($5))
       UNION ALL
       SELECT t.tk, t.ps_no - t.ps_co FROM account_totals t JOIN start s ON s.ma_dvcs = t.ma_dvcs
       WHERE t.thang >= s.tu_ngay AND t.thang < $3::date AND ($5::text[] IS NULL OR t.tk = ANY($5))
       UNION ALL
       SELECT tk_no, tien FROM edge WHERE ($5::text[] IS NULL OR tk_no = ANY($5))
       UNION ALL
       SELECT tk_co, -tien FROM edge WHERE ($5::text[] IS NULL OR tk_co = ANY($5))
     ) x GROUP BY tk`,
    [branches, Number(from.slice(0, 4)), monthStart(from), from, tks],
  );
  return new Map(rows.map((r) => [r.tk, toMoney(r.du)]));
}

export interface Turnover {
  no: Fixed;
  co: Fixed;
}

/** Debits and credits of each account from `from` to `to`, both included. */
export async function turnoverByAccount(
  db: TenantDb,
  branches: readonly string[],
  from: string,
  to: string,
  tks: readonly string[] | null,
): Promise<Map<string, Turnover>> {
  const { months, days } = splitPeriod(from, to);
  const [head, tail] = days;
  const edgeDays = "(j.ngay_ct BETWEEN $4::date AND $5::date OR j.ngay_ct BETWEEN $6::date AND $7::date)";
  const { rows } = await db.$client.query<{ tk: string; no: string; co: string }>(
    `WITH ${edgePairs(edgeDays, "$1", "$8")}
     SELECT tk, sum(no)::text AS no, sum(co)::text AS co FROM (
       SELECT t.tk, t.ps_no AS no, t.ps_co AS co FROM account_totals t
       WHERE t.ma_dvcs = ANY($1) AND t.thang >= $2::date AND t.thang < $3::date
         AND ($8::text[] IS NULL OR t.tk = ANY($8))
       UNION ALL
       SELECT tk_no, tien, 0 FROM edge WHERE ($8::text[] IS NULL OR tk_no = ANY($8))
       UNION ALL
       SELECT tk_co, 0, tien FROM edge WHERE ($8::text[] IS NULL OR tk_co = ANY($8))
     ) x GROUP BY tk`,
    [
      branches,
      months?.from ?? null,
      months?.to ?? null,
      head?.from ?? null,
      head?.to ?? null,
      tail?.from ?? null,
      tail?.to ?? null,
      tks,
    ],
  );
  return new Map(rows.map((r) => [r.tk, { no: toMoney(r.no), co: toMoney(r.co) }]));
}

/**
 * Debit minus credit of a partner on the accounts at the start of `from`: its opening debts (customer_balances,
 * with their own opening year) plus its journal lines since. The totals have no partner, so all is read from the
 * journal, through its partner index.
 */
export async function partnerOpening(
  db: TenantDb,
  branches: readonly string[],
  from: string,
  tks: readonly string[],
  ma_kh: string,
): Promise<Fixed> {
  const { rows } = await db.$client.query<{ du: string | null }>(
    `WITH ${startOf("customer_balances")}
     SELECT sum(du)::text AS du FROM (
       SELECT coalesce(c.du_no, 0) - coalesce(c.du_co, 0) AS du
       FROM customer_balances c JOIN start s ON s.ma_dvcs = c.ma_dvcs AND c.nam = s.nam
       WHERE c.tk = ANY($3) AND c.ma_kh = $4
       UNION ALL
       SELECT j.tien FROM journal_entries j JOIN start s ON s.ma_dvcs = j.ma_dvcs
       WHERE j.ma_kh = $4 AND j.tk_no = ANY($3) AND j.ngay_ct >= s.tu_ngay AND j.ngay_ct < $5::date
       UNION ALL
       SELECT -j.tien FROM journal_entries j JOIN start s ON s.ma_dvcs = j.ma_dvcs
       WHERE j.ma_kh_co = $4 AND j.tk_co = ANY($3) AND j.ngay_ct >= s.tu_ngay AND j.ngay_ct < $5::date
     ) x`,
    [branches, Number(from.slice(0, 4)), tks, ma_kh, from],
  );
  return toMoney(rows[0]?.du ?? null);
}

/** The sum of a map's values. */
export const sumOf = (values: Iterable<Fixed>) => {
  let total = 0n;
  for (const v of values) total += v;
  return total;
};

/** A money figure as the answers give it: a JSON number of the currency (two decimals at most). */
export const amount = (value: Fixed) => Number(fromFixed(value, 2));

/** A net balance (debit minus credit) shown on its side: a debit balance as `no`, a credit balance as `co`. */
export const onItsSide = (net: Fixed) => ({ no: net > 0n ? amount(net) : 0, co: net < 0n ? amount(-net) : 0 });
