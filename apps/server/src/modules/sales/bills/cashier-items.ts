import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { likePattern } from "../../../platform/crud/list-query.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { vietnamToday } from "../../../platform/db/vietnam-days.js";
import { AppError } from "../../../platform/errors.js";
import { defaultWarehouses } from "../../admin/branch-warehouses.service.js";
import { basePriceSql } from "../../stock/pricing/price-in-force.js";

const itemsQuery = z.object({
  searchKey: z.string().trim().min(1).max(100),
  ma_kho: z.string().trim().min(1).max(50),
});

/** The branch of an active warehouse the cashier sells from, one of the user's (403 otherwise). */
export async function branchSellingFrom(db: TenantDb, ma_kho: string, branches: readonly string[]) {
  const { rows } = await db.$client.query<{ ma_dvcs: string }>(
    prepared("SELECT ma_dvcs FROM warehouses WHERE ma_kho = $1 AND status", [ma_kho]),
  );
  const branch = rows[0]?.ma_dvcs;
  if (!branch || !branches.includes(branch))
    throw new AppError(403, "branch_forbidden", { branches: branch ?? ma_kho });
  return branch;
}

export const item = z.object({
  ma_vt: z.string(),
  ten_vt: z.string(),
  ma_dvt: z.string(),
  loai_vt: z.string(),
  /** Whether it leaves the warehouse (stocked goods, not a service). */
  xuat_kho: z.boolean(),
  /** The price in force for the warehouse's branch today, in the base unit. */
  gia: z.number(),
  thue_suat: z.number(),
  /** On hand in the warehouse, in the base unit (null for what is not stocked). */
  ton: z.number().nullable(),
});

const LIMIT = 20;

/**
 * What the cashier finds by what was typed or scanned: a product code or barcode exactly first, then names and codes
 * holding the words (without diacritics); each with its price in force in the branch today, its VAT rate and what the
 * warehouse has.
 */
async function findItems(db: TenantDb, searchKey: string, ma_kho: string, branches: readonly string[]) {
  const branch = await branchSellingFrom(db, ma_kho, branches);
  // Each way of finding goes by its own index (the code, the barcodes, the names' trigrams), exact ones first; not
  // prepared, since a search's best plan depends on what was typed.
  const { rows } = await db.$client.query<z.infer<typeof item>>(
    `WITH found AS (
       SELECT ma_vt, 0 AS rank FROM products WHERE ma_vt = upper($1)
       UNION ALL
       SELECT ma_vt, 0 FROM product_barcodes WHERE ma_vach = $1
       UNION ALL
       (SELECT ma_vt, 1 FROM products WHERE search_text LIKE public.sen_unaccent($2) AND status LIMIT ${LIMIT * 10})
     ),
     ranked AS (SELECT ma_vt, min(rank) AS rank FROM found GROUP BY ma_vt)
     SELECT p.ma_vt, p.ten_vt, p.ma_dvt, p.loai_vt, (p.loai_vt = 'VT' AND p.theo_doi_ton) AS xuat_kho,
            ${basePriceSql("p", "$4", "$5")}::float8 AS gia, coalesce(t.thue_suat, 0)::float8 AS thue_suat,
            CASE WHEN p.loai_vt = 'VT' AND p.theo_doi_ton THEN coalesce(b.so_luong, 0)::float8 END AS ton
     FROM ranked f
     JOIN products p ON p.ma_vt = f.ma_vt AND p.status
     LEFT JOIN taxes t ON t.ma_thue = p.ma_thue
     LEFT JOIN stock_balances b ON b.ma_kho = $3 AND b.ma_vt = p.ma_vt
     ORDER BY f.rank, p.ten_vt, p.ma_vt
     LIMIT ${LIMIT}`,
    [searchKey, likePattern(searchKey), ma_kho, branch, vietnamToday()],
  );
  return { items: rows };
}

export const customer = z.object({ ma_kh: z.string(), ten_kh: z.string(), phone: z.string().nullable() });

/** A customer at the counter, by the phone they give (its digits, from the start) or their name or code. */
async function findCustomers(db: TenantDb, searchKey: string) {
  const digits = searchKey.replace(/\D/g, "");
  const { rows } = await db.$client.query<z.infer<typeof customer>>(
    `SELECT ma_kh, ten_kh, phone FROM partners
     WHERE ($1 <> '' AND (phone LIKE $1 || '%' OR phone2 LIKE $1 || '%'))
        OR ma_kh = upper($2) OR search_text LIKE public.sen_unaccent($3)
     ORDER BY ten_kh, ma_kh LIMIT ${LIMIT}`,
    [digits.length >= 3 ? digits : "", searchKey, likePattern(searchKey)],
  );
  return { items: rows };
}

/** GET {path}: the default warehouse each branch in view sells from, for whoever adds `command`'s documents. */
export function counterRoute(app: FastifyInstance, path: string, command: "sales.retail-orders" | "sales.services") {
  app.withTypeProvider<ZodTypeProvider>().get(
    path,
    {
      config: { access: { command, right: "add" } },
      schema: {
        tags: ["sales"],
        summary: "The default warehouse each branch in view sells from (none when the shop set none)",
        response: {
          200: z.object({ warehouses: z.array(z.object({ ma_dvcs: z.string(), ma_kho: z.string().nullable() })) }),
        },
      },
    },
    async (req) => {
      const rows = await req.tx((db) => defaultWarehouses(db, req.branches));
      return { warehouses: rows.map(({ ma_dvcs, ma_kho }) => ({ ma_dvcs, ma_kho })) };
    },
  );
}

/** GET sales/retail-orders/items, /customers and /counter: the cashier's searches and setup, for whoever sells. */
export async function cashierItemRoutes(app: FastifyInstance) {
  const seller = { access: { command: "sales.retail-orders", right: "add" } } as const;
  counterRoute(app, "/sales/retail-orders/counter", "sales.retail-orders");
  app.withTypeProvider<ZodTypeProvider>().get(
    "/sales/retail-orders/customers",
    {
      config: seller,
      schema: {
        tags: ["sales"],
        summary: "Customers the cashier finds by phone, name or code",
        querystring: z.object({ searchKey: z.string().trim().min(1).max(100) }),
        response: { 200: z.object({ items: z.array(customer) }) },
      },
    },
    (req) => req.tx((db) => findCustomers(db, req.query.searchKey)),
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    "/sales/retail-orders/items",
    {
      config: seller,
      schema: {
        tags: ["sales"],
        summary: "Goods and services the cashier finds by code, barcode or name, with price, VAT and stock",
        querystring: itemsQuery,
        response: { 200: z.object({ items: z.array(item) }) },
      },
    },
    (req) => req.tx((db) => findItems(db, req.query.searchKey, req.query.ma_kho, req.branches)),
  );
}
