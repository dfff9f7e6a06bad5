import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { monthEnd, monthStart, vietnamToday } from "../../../platform/db/vietnam-days.js";
import { accountLedger } from "./account-ledger.js";
import { reportBranches } from "./account-tree.js";
import { cashBook } from "./cash-book.js";
import {
  accountLedgerAnswer,
  accountLedgerQuery,
  cashBookAnswer,
  cashBookQuery,
  trialBalanceAnswer,
  trialBalanceQuery,
} from "./report-schemas.js";
import { totalsCheckAnswer, totalsDifferences } from "./totals-check.js";
import { trialBalance } from "./trial-balance.js";

/*
 * The menu has one accounting report page so far, the cash book: the trial balance and the account ledger read
 * under its command until they have pages of their own (the menu is not this module's to change).
 */
const read = { access: { command: "accounting.reports.cash-book", right: "read" } } as const;
const tags = ["accounting"];

/** A missing day of the cash book: the month of the other day, or this month. */
function cashBookPeriod(fromDate?: string, toDate?: string) {
  const anchor = fromDate || toDate || vietnamToday();
  return { from: fromDate || monthStart(anchor), to: toDate || monthEnd(anchor) };
}

/** GET accounting/reports/{cash-book, trial-balance, account-ledger, totals-check}, over the selected branches. */
export async function accountingReportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/accounting/reports/cash-book",
    {
      config: read,
      schema: {
        tags,
        summary: "The cash book (sổ quỹ tiền mặt, S07-DN) of a cash account, with the running balance",
        querystring: cashBookQuery,
        response: { 200: cashBookAnswer },
      },
    },
    (req) =>
      req.tx((db) =>
        cashBook(db, {
          ...cashBookPeriod(req.query.fromDate, req.query.toDate),
          tk: req.query.tk || "1111",
          branches: reportBranches(req.branches, req.query.ma_dvcs),
          page: req.query.pageSize ? { pageIndex: req.query.pageIndex ?? 1, pageSize: req.query.pageSize } : undefined,
        }),
      ),
  );
  r.get(
    "/accounting/reports/trial-balance",
    {
      // Under the cash book's command for now, see above.
      config: read,
      schema: {
        tags,
        summary: "The trial balance (bảng cân đối số phát sinh), parent accounts rolled up",
        querystring: trialBalanceQuery,
        response: { 200: trialBalanceAnswer },
      },
    },
    (req) => req.tx((db) => trialBalance(db, req.branches, req.query.fromDate, req.query.toDate)),
  );
  r.get(
    "/accounting/reports/totals-check",
    {
      // Under the cash book's command for now, see above.
      config: read,
      schema: {
        tags,
        summary: "The months whose stored account turnover differs from the journal's sums (none in a sound ledger)",
        response: { 200: totalsCheckAnswer },
      },
    },
    (req) => req.tx((db) => totalsDifferences(db, req.branches)),
  );
  r.get(
    "/accounting/reports/account-ledger",
    {
      // Under the cash book's command for now, see above.
      config: read,
      schema: {
        tags,
        summary: "The ledger of an account (sổ chi tiết tài khoản), of one partner if asked",
        querystring: accountLedgerQuery,
        response: { 200: accountLedgerAnswer },
      },
    },
    (req) =>
      req.tx((db) =>
        accountLedger(db, {
          tk: req.query.tk,
          from: req.query.fromDate,
          to: req.query.toDate,
          ma_kh: req.query.ma_kh || null,
          branches: req.branches,
        }),
      ),
  );
}
