import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { vietnamToday } from "../../../platform/db/vietnam-days.js";
import { basePriceSql } from "../../stock/pricing/price-in-force.js";
import { branchSellingFrom, customer, item } from "./cashier-items.js";

/*
 * What a cashier's browser keeps to go on selling when the server cannot be reached: the goods and services of the
 * warehouse it sells from with today's prices, VAT rates, barcodes and stock, and the customers; read in pages by
 * code (keyset), so a catalogue of any size comes down in steps the screen can show.
 */

const PAGE_MAX = 5000;

const page = z.object({
  after: z.string().trim().max(50).default(""),
  limit: z.coerce.number().int().min(1).max(PAGE_MAX).default(2000),
});

const offlineItem = item.extend({ barcodes: z.array(z.string()) });

async function itemsPage(db: TenantDb, ma_kho: string, branches: readonly string[], after: string, limit: number) {
  const branch = await branchSellingFrom(db, ma_kho, branches);
  const { rows } = await db.$client.query<z.infer<typeof offlineItem>>(
    prepared(
      `SELECT p.ma_vt, p.ten_vt, p.ma_dvt, p.loai_vt, (p.loai_vt = 'VT' AND p.theo_doi_ton) AS xuat_kho,
              ${basePriceSql("p", "$3", "$4")}::float8 AS gia, coalesce(t.thue_suat, 0)::float8 AS thue_suat,
              CASE WHEN p.loai_vt = 'VT' AND p.theo_doi_ton THEN coalesce(b.so_luong, 0)::float8 END AS ton,
              coalesce((SELECT array_agg(c.ma_vach ORDER BY c.ma_vach) FROM product_barcodes c WHERE c.ma_vt = p.ma_vt),
                       '{}') AS barcodes
       FROM products p
       LEFT JOIN taxes t ON t.ma_thue = p.ma_thue
       LEFT JOIN stock_balances b ON b.ma_kho = $2 AND b.ma_vt = p.ma_vt
       WHERE p.status AND p.ma_vt > $1
       ORDER BY p.ma_vt LIMIT $5`,
      [after, ma_kho, branch, vietnamToday(), limit],
    ),
  );
  return { items: rows, next: rows.length === limit ? (rows.at(-1)?.ma_vt ?? null) : null };
}

async function customersPage(db: TenantDb, after: string, limit: number) {
  const { rows } = await db.$client.query<z.infer<typeof customer>>(
    prepared("SELECT ma_kh, ten_kh, phone FROM partners WHERE ma_kh > $1 ORDER BY ma_kh LIMIT $2", [after, limit]),
  );
  return { items: rows, next: rows.length === limit ? (rows.at(-1)?.ma_kh ?? null) : null };
}

/** GET sales/retail-orders/offline/items and /offline/customers: the cashier's offline catalogue, page by page. */
export async function offlineCatalogueRoutes(app: FastifyInstance) {
  const seller = { access: { command: "sales.retail-orders", right: "add" } } as const;
  const next = z.string().nullable();
  app.withTypeProvider<ZodTypeProvider>().get(
    "/sales/retail-orders/offline/items",
    {
      config: seller,
      schema: {
        tags: ["sales"],
        summary: "A page of the goods and services a warehouse sells, with today's price, VAT, barcodes and stock",
        querystring: page.extend({ ma_kho: z.string().trim().min(1).max(50) }),
        response: { 200: z.object({ items: z.array(offlineItem), next }) },
      },
    },
    (req) =>
      req.tx((db) => itemsPage(db, req.query.ma_kho, req.branches, req.query.after.toUpperCase(), req.query.limit)),
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    "/sales/retail-orders/offline/customers",
    {
      config: seller,
      schema: {
        tags: ["sales"],
        summary: "A page of the customers a cashier may pick without the server",
        querystring: page,
        response: { 200: z.object({ items: z.array(customer), next }) },
      },
    },
    (req) => req.tx((db) => customersPage(db, req.query.after.toUpperCase(), req.query.limit)),
  );
}
