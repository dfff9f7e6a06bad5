import { expect } from "vitest";
import { call, startTestApp, type TestApp } from "../../../../../../test/api.js";
import { type StockTenant, stockTenant } from "../../../../../../test/fixtures/stock-tenant.js";
import { inTenant } from "../../../platform/db/tenant-db.js";
import { seedUser } from "../../../seed/base.js";

export interface ReportsTenant extends StockTenant {
  /** ketoan01: the accounting reports, branch CN01 only. */
  accountant: StockTenant["admin"];
}

/**
 * The server and a tenant of the stock fixture, plus an accountant of CN01 and partners KH01, KH02.
 */
export async function startReports(code: string): Promise<{ t: TestApp; s: ReportsTenant }> {
  const t = await startTestApp();
  const s = await stockTenant(t, code);
  await inTenant(t.pool, s.schema, async (db) => {
    await seedUser(db, {
      user_name: "ketoan01",
      password: "Ketoan@12345",
      full_name: "Lê Thị Kế Toán",
      branchs: "CN01",
      commands: ["accounting.reports.cash-book"],
    });
    await db.$client.query(
      "INSERT INTO partners (ma_kh, ten_kh, ma_dvcs) VALUES ('KH01', 'Công ty An Bình', 'CN01'), ('KH02', 'Cửa hàng Hoa Mai', 'CN01')",
    );
  });
  const login = await call(t.app, {
    method: "POST",
    url: "/api/auth/login",
    tenant: code,
    payload: { user_name: "ketoan01", password: "Ketoan@12345" },
  });
  const token = (login.json() as { access_token: string }).access_token;
  const accountant: StockTenant["admin"] = (method, url, payload, headers = { "x-branches": "CN01" }) =>
    call(t.app, { method, url: `/api/${url}`, token, tenant: code, payload: payload as object, headers });
  return { t, s: { ...s, accountant } };
}

type Caller = StockTenant["admin"];

/** Posts a voucher (status 2) and answers its stt_rec; fails the test when refused. */
export async function post(as: Caller, api: string, body: object, branch = "CN01"): Promise<string> {
  const res = await as("POST", `accounting/${api}`, { status: "2", ...body }, { "x-branches": branch });
  if (res.statusCode !== 201) throw new Error(`POST ${api}: ${res.statusCode} ${res.body}`);
  return (res.json() as { stt_rec: string }).stt_rec;
}

/** Cancels a posted voucher. */
export async function cancel(as: Caller, api: string, stt_rec: string, branch = "CN01"): Promise<void> {
  const res = await as("PATCH", `accounting/${api}/${stt_rec}`, { status: "9" }, { "x-branches": branch });
  if (res.statusCode !== 200) throw new Error(`cancel ${api}: ${res.statusCode} ${res.body}`);
}

/** GET a report as `as`, failing the test unless it answers 200. */
export async function report<T = Record<string, unknown>>(as: Caller, url: string, branches = "CN01"): Promise<T> {
  const res = await as("GET", `accounting/reports/${url}`, undefined, { "x-branches": branches });
  if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/** Enters an opening balance (accounting/account-balances, or customer-balances when it names a partner). */
export async function opening(
  as: Caller,
  row: { nam: number; ma_dvcs: string; tk: string; ma_kh?: string; du_no?: number; du_co?: number },
) {
  const api = row.ma_kh ? "customer-balances" : "account-balances";
  const res = await as("POST", `accounting/${api}`, row, { "x-branches": row.ma_dvcs });
  if (res.statusCode !== 200) throw new Error(`POST ${api}: ${res.statusCode} ${res.body}`);
}

export type Columns = { no_dk: number; co_dk: number; ps_no: number; ps_co: number; no_ck: number; co_ck: number };
export interface TrialBalance {
  items: ({ tk: string; ten_tk: string; cap: number; tk_me: string | null } & Columns)[];
  totals: Columns;
}

/**
 * The trial balance recomputed the plain way, for checking the report: every journal line of the branches read
 * one by one, the opening balances of `openingYear` (if any) added, and each account summing the accounts whose
 * number begins with its own.
 */
export async function naiveTrialBalance(
  t: TestApp,
  schema: string,
  branches: string[],
  from: string,
  to: string,
  openingYear?: number,
): Promise<TrialBalance> {
  const cents = (v: string) => Math.round(Number(v) * 100);
  const leaves = new Map<string, { dk: number; no: number; co: number }>();
  const leaf = (tk: string) => {
    const found = leaves.get(tk) ?? { dk: 0, no: 0, co: 0 };
    leaves.set(tk, found);
    return found;
  };
  const { rows: lines } = await t.pool.query(
    `SELECT ngay_ct::text AS ngay, tk_no, tk_co, tien::text FROM ${schema}.journal_entries WHERE ma_dvcs = ANY($1)`,
    [branches],
  );
  for (const l of lines) {
    const tien = cents(l.tien);
    if (l.ngay < from) {
      leaf(l.tk_no).dk += tien;
      leaf(l.tk_co).dk -= tien;
    } else if (l.ngay <= to) {
      leaf(l.tk_no).no += tien;
      leaf(l.tk_co).co += tien;
    }
  }
  if (openingYear !== undefined) {
    const { rows } = await t.pool.query(
      `SELECT tk, (coalesce(du_no, 0) - coalesce(du_co, 0))::text AS du FROM ${schema}.account_balances
       WHERE ma_dvcs = ANY($1) AND nam = $2`,
      [branches, openingYear],
    );
    for (const r of rows) leaf(r.tk).dk += cents(r.du);
  }
  const { rows: chart } = await t.pool.query(`SELECT tk, ten_tk, tk_me, cap::int FROM ${schema}.accounts`);
  chart.sort((a, b) => (a.tk < b.tk ? -1 : 1));
  const centsOf = (dk: number, no: number, co: number): Columns => {
    const ck = dk + no - co;
    const [no_dk, co_dk, no_ck, co_ck] = [Math.max(dk, 0), Math.max(-dk, 0), Math.max(ck, 0), Math.max(-ck, 0)];
    return { no_dk, co_dk, ps_no: no, ps_co: co, no_ck, co_ck };
  };
  const inMoney = (c: Columns) => Object.fromEntries(Object.entries(c).map(([k, v]) => [k, v / 100])) as Columns;
  const items: TrialBalance["items"] = [];
  const totals = centsOf(0, 0, 0);
  for (const a of chart) {
    let [dk, no, co] = [0, 0, 0];
    for (const [tk, v] of leaves) {
      if (!tk.startsWith(a.tk)) continue;
      [dk, no, co] = [dk + v.dk, no + v.no, co + v.co];
    }
    if (dk === 0 && no === 0 && co === 0) continue;
    const columns = centsOf(dk, no, co);
    items.push({ tk: a.tk, ten_tk: a.ten_tk, cap: a.cap, tk_me: a.tk_me, ...inMoney(columns) });
    if (a.tk_me === null) for (const k of Object.keys(totals) as (keyof Columns)[]) totals[k] += columns[k];
  }
  return { items, totals: inMoney(totals) };
}

/** Each column's debits equal its credits. */
export function expectBalanced({ totals }: TrialBalance) {
  expect([totals.no_dk, totals.ps_no, totals.no_ck]).toEqual([totals.co_dk, totals.ps_co, totals.co_ck]);
}
