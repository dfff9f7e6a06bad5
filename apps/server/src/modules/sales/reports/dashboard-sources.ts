import { ITEM_KIND, PAYMENT_KIND } from "@sen/core";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { DashboardContext } from "../../dashboard/dashboard-period.js";
import {
  type SalesFigures,
  type SalesFiguresSource,
  salesFiguresSources,
} from "../../dashboard/ecommerce/sales-figures.js";
import { retailOrderKind } from "../bills/retail-order-kind.js";
import { returnKind } from "../returns/return-kind.js";
import { serviceBillKind } from "../services/service-bill-kind.js";
import { servingKind } from "../services/serving-kind.js";
import { inPeriod, productName } from "./report-sql-parts.js";

/*
 * What the sales module gives the dashboards: posted retail bills less posted returns (HD1, TL1), posted service
 * bills (DV1) and the package sessions posted servings (SD1) used, over the dashboard's period ($1, $2), branches
 * ($3) and employees ($4, null: all), as the sales reports count them.
 */

/** A document of `h` whose salesperson (`employee`) the user may see. */
const seen = (employee: string) => `($4::text[] IS NULL OR ${employee} = ANY($4))`;

/** A kind of bill: its type, the sign its amounts count with, where its salesperson is, whether it counts bills. */
interface BillKind {
  ma_ct: string;
  sign: "" | "-";
  /** The FROM of its headers (`h`), joined to whatever names the salesperson. */
  from: string;
  employee: string;
  counted: boolean;
}

const RETAIL: BillKind = {
  ma_ct: retailOrderKind.ma_ct,
  sign: "",
  from: "retail_orders h",
  employee: "h.ma_nvbh",
  counted: true,
};
const RETURNS: BillKind = {
  ma_ct: returnKind.ma_ct,
  sign: "-",
  from: "sales_returns h JOIN retail_orders b ON b.stt_rec = h.stt_rec_hd",
  employee: "b.ma_nvbh",
  counted: false,
};
const SERVICE_BILLS: BillKind = {
  ma_ct: serviceBillKind.ma_ct,
  sign: "",
  from: "service_bills h",
  employee: "h.ma_nvbh",
  counted: true,
};

const where = (k: BillKind) => `${inPeriod("h")} AND ${seen(k.employee)}`;

const daysOf = (k: BillKind) => `
  SELECT h.ngay_ct::text AS day, h.ma_dvcs, ${k.sign}h.tong_thanh_toan AS revenue, ${k.counted ? 1 : 0} AS bills
    FROM ${k.from} WHERE ${where(k)}`;

/** Its lines, signed, from the report lines (a month of them one range of an index, no join to the headers). */
const linesOf = (k: BillKind) => `
  SELECT r.ma_vt, r.so_luong AS quantity, r.tong AS revenue FROM report_lines r
   WHERE r.ngay_ct BETWEEN $1 AND $2 AND r.ma_dvcs = ANY($3) AND r.ma_ct = '${k.ma_ct}' AND ${seen("r.ma_nv")}`;

/** Each payment line, the change given taken off the first cash line of its bill. */
const paymentsOf = (k: BillKind) => `
  SELECT x.p->>'ma_httt' AS ma_httt,
         ${k.sign}((x.p->>'tien')::numeric
           - CASE WHEN x.p->>'loai_tt' = '${PAYMENT_KIND.cash}' AND NOT EXISTS (
                    SELECT 1 FROM jsonb_array_elements(h.payments) WITH ORDINALITY y(p, n)
                     WHERE y.n < x.n AND y.p->>'loai_tt' = '${PAYMENT_KIND.cash}')
                  THEN ${k.counted ? "h.tien_thoi" : "0"} ELSE 0 END) AS amount
    FROM ${k.from} CROSS JOIN LATERAL jsonb_array_elements(h.payments) WITH ORDINALITY x(p, n)
   WHERE ${where(k)}`;

const union = (kinds: readonly BillKind[], part: (k: BillKind) => string) => kinds.map(part).join(" UNION ALL ");

async function rows<R>(db: TenantDb, text: string, ctx: DashboardContext): Promise<R[]> {
  const { rows } = await db.$client.query(text, [ctx.from, ctx.to, ctx.branches, ctx.employees ?? null]);
  return rows as R[];
}

/** The figures of bills of `kinds`: per day and branch, per product or service, per payment type. */
async function billFigures(db: TenantDb, ctx: DashboardContext, kinds: readonly BillKind[]): Promise<SalesFigures> {
  const [days, lines, payments] = await Promise.all([
    rows<SalesFigures["days"][number]>(
      db,
      `SELECT m.day, m.ma_dvcs, sum(m.revenue)::float8 AS revenue, sum(m.bills)::int AS bills
         FROM (${union(kinds, daysOf)}) m GROUP BY 1, 2`,
      ctx,
    ),
    rows<SalesFigures["lines"][number]>(
      db,
      `SELECT CASE WHEN v.loai_vt = '${ITEM_KIND.VT}' THEN 'product' ELSE 'service' END AS kind, m.ma_vt,
              coalesce(${productName("m.ma_vt")}, m.ma_vt) AS ten_vt,
              sum(m.quantity)::float8 AS quantity, sum(m.revenue)::float8 AS revenue
         FROM (${union(kinds, linesOf)}) m LEFT JOIN products v ON v.ma_vt = m.ma_vt
        GROUP BY v.loai_vt, m.ma_vt`,
      ctx,
    ),
    rows<SalesFigures["payments"][number]>(
      db,
      `SELECT m.ma_httt, coalesce((SELECT t.ten_httt FROM payment_types t WHERE t.ma_httt = m.ma_httt), m.ma_httt)
                AS ten_httt, sum(m.amount)::float8 AS amount
         FROM (${union(kinds, paymentsOf)}) m GROUP BY 1 HAVING sum(m.amount) <> 0`,
      ctx,
    ),
  ]);
  return { days, lines, payments };
}

/**
 * The sessions posted servings used, and the revenue they recognised (the packages' value, and the money owed for
 * sessions a package lacked), per day and branch, in the technician's scope.
 */
async function usedFigures(db: TenantDb, ctx: DashboardContext): Promise<SalesFigures> {
  const used = await rows<NonNullable<SalesFigures["used"]>[number]>(
    db,
    `SELECT r.ngay_ct::text AS day, r.ma_dvcs, coalesce(sum(r.so_luong) FILTER (WHERE r.nhom IS NULL), 0)::int AS sessions,
            sum(r.tien)::float8 AS revenue
       FROM report_lines r
      WHERE r.ngay_ct BETWEEN $1 AND $2 AND r.ma_dvcs = ANY($3) AND r.ma_ct = '${servingKind.ma_ct}' AND ${seen("r.ma_nv")}
      GROUP BY 1, 2`,
    ctx,
  );
  return { days: [], lines: [], payments: [], used };
}

/** The sources, each under the read right of the list its rows are on. */
const SOURCES: SalesFiguresSource[] = [
  {
    name: "retail-bills",
    source: "sales.bills",
    group: "sales",
    figures: (db, ctx) => billFigures(db, ctx, [RETAIL, RETURNS]),
  },
  {
    name: "service-bills",
    source: "sales.services",
    group: "services",
    figures: (db, ctx) => billFigures(db, ctx, [SERVICE_BILLS]),
  },
  { name: "servings", source: "sales.servings", group: "services", figures: usedFigures },
];

let registered = false;

/** Gives the dashboards the sales module's figures, once for the process (every app built in it shares them). */
export function registerDashboardSources() {
  if (registered) return;
  registered = true;
  for (const source of SOURCES) salesFiguresSources.register(source);
}
