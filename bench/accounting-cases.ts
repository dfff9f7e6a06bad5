import { randomUUID } from "node:crypto";
import { DOCUMENT_STATUS } from "@sen/core";
import { monthEnd } from "../apps/server/src/platform/db/vietnam-days.js";
import { CUSTOMERS, customerCode, LEDGER_BRANCHES } from "./accounting-rows.js";
import type { LoadRequest } from "./partner-load.js";
import { seeded } from "./stock-cases.js";

export interface LedgerReadCase {
  name: string;
  /** Sent in turn by every connection. */
  requests: LoadRequest[];
  /** The target p50 in milliseconds, when it sets one. */
  target?: number;
}

const REPORTS = "/api/accounting/reports";
const ALL = LEDGER_BRANCHES.map((b) => b.ma_dvcs).join(",");
const get = (report: string, query: Record<string, string>, branches = ALL): LoadRequest => ({
  method: "GET",
  path: `${REPORTS}/${report}?${new URLSearchParams(query)}`,
  headers: { "x-branches": branches },
});
/** A page of the cash book: 500 lines, about two days of a busy branch. */
const page = (pageIndex: number) => ({ pageIndex: String(pageIndex), pageSize: "500" });
const months = (year: number) =>
  Array.from({ length: 12 }, (_, m) => {
    const from = `${year}-${String(m + 1).padStart(2, "0")}-01`;
    return { fromDate: from, toDate: monthEnd(from) };
  });

/**
 * What an accountant reads at the year's size: the trial balance of the year (every branch, one branch, and a year
 * cut mid-month, whose edge days come from the journal), the cash book of 1111 for a month (one branch, every
 * branch; whole, or a page of 500 lines near its start or its end; and one day of a branch), and the ledger of 131 for a month (every customer, one busy
 * customer). The month rotates through the year, so no answer is served twelve times from the same pages.
 */
export function ledgerReadCases(year: number): LedgerReadCase[] {
  const random = seeded(16);
  const year1 = { fromDate: `${year}-01-01`, toDate: `${year}-12-31` };
  const busy = () => customerCode(1 + Math.floor(10 * random()));
  return [
    { name: "trial balance, the year, 3 branches", requests: [get("trial-balance", year1)], target: 200 },
    { name: "trial balance, the year, CN01", requests: [get("trial-balance", year1, "CN01")], target: 200 },
    {
      name: "trial balance, 16 Jan → 15 Dec, 3 branches",
      requests: [get("trial-balance", { fromDate: `${year}-01-16`, toDate: `${year}-12-15` })],
      target: 200,
    },
    {
      name: "cash book 1111, a month, CN01",
      requests: months(year).map((m) => get("cash-book", { ...m, tk: "1111", ma_dvcs: "CN01" })),
    },
    {
      name: "cash book 1111, a month, CN01, page 1 of 500 lines",
      requests: months(year).map((m) => get("cash-book", { ...m, ...page(1), tk: "1111", ma_dvcs: "CN01" })),
      target: 50,
    },
    {
      name: "cash book 1111, a month, CN01, page 24 of 500 lines",
      requests: months(year).map((m) => get("cash-book", { ...m, ...page(24), tk: "1111", ma_dvcs: "CN01" })),
      target: 50,
    },
    {
      name: "cash book 1111, one day, CN01",
      requests: months(year).map((m) => {
        const day = `${m.fromDate.slice(0, 8)}10`;
        return get("cash-book", { fromDate: day, toDate: day, tk: "1111", ma_dvcs: "CN01" });
      }),
    },
    {
      name: "cash book 1111, a month, 3 branches",
      requests: months(year).map((m) => get("cash-book", { ...m, tk: "1111" })),
    },
    {
      name: "cash book 1111, a month, 3 branches, page 1 of 500 lines",
      requests: months(year).map((m) => get("cash-book", { ...m, ...page(1), tk: "1111" })),
      target: 50,
    },
    {
      name: "ledger of 131, a month, 3 branches",
      requests: months(year).map((m) => get("account-ledger", { ...m, tk: "131" })),
    },
    {
      name: "ledger of 131, a month, one customer",
      requests: months(year).map((m) => get("account-ledger", { ...m, tk: "131", ma_kh: busy() })),
    },
  ];
}

export const RECEIPTS = "/api/accounting/receive-invoices";

/**
 * A new posted cash receipt each time it is sent, with an Idempotency-Key of its own: half a debt collected from a
 * customer (Nợ 1111 / Có 131), half a walk-in's services with their VAT (Nợ 1111 / Có 5113, 33311), in the
 * branches by their share, dated `day`.
 */
export function receiptRequest(day: string, seed: number): LoadRequest {
  const random = seeded(seed);
  const branches = LEDGER_BRANCHES.flatMap((b) => Array<string>(b.share).fill(b.ma_dvcs));
  const amount = () => 1_000 * (100 + Math.floor(random() * 4_900));
  return {
    method: "POST",
    path: RECEIPTS,
    setupRequest: (r) => {
      const ma_dvcs = branches[Math.floor(random() * branches.length)] ?? "CN01";
      const tien = amount();
      const debt = random() < 0.5;
      const body = debt
        ? {
            ngay_ct: day,
            ma_dvcs,
            status: DOCUMENT_STATUS.posted,
            ma_kh: customerCode(1 + Math.floor(CUSTOMERS * random() ** 2)),
            ong_ba: "Nguyễn Thị Thu",
            dien_giai: "Thu nợ khách hàng (bench)",
            details: [{ tk: "131", tien }],
          }
        : {
            ngay_ct: day,
            ma_dvcs,
            status: DOCUMENT_STATUS.posted,
            ong_ba: "Khách lẻ",
            dien_giai: "Thu tiền dịch vụ (bench)",
            details: [
              { tk: "5113", tien, dien_giai: "Gói chăm sóc da" },
              { tk: "33311", tien: Math.round(tien * 0.08), dien_giai: "Thuế GTGT 8%" },
            ],
          };
      return {
        ...r,
        headers: { ...r.headers, "content-type": "application/json", "idempotency-key": randomUUID() },
        body: JSON.stringify(body),
      };
    },
  };
}
