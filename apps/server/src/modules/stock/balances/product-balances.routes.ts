import { PAGE_SIZES } from "@sen/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageOf } from "../../../platform/crud/list.js";
import { bilingual } from "../../../platform/crud/messages.js";
import { isoDate } from "../../../platform/documents/document.schemas.js";
import { checkBalances, productBalances, stockCard } from "./product-balances.service.js";

const read = { access: { command: "stock.product-balances", right: "read" } } as const;
const tags = ["stock"];
const codeParam = z.string().trim().min(1).max(50);
const PAGE_SIZE_VALUES: readonly number[] = PAGE_SIZES;

const balanceQuery = z.object({
  ma_kho: codeParam.optional(),
  ma_vt: codeParam.optional(),
  ngay: isoDate().optional(),
  searchKey: z.string().max(200).optional(),
  pageIndex: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce
    .number()
    .refine(
      (n) => PAGE_SIZE_VALUES.includes(n),
      bilingual("Số dòng mỗi trang không hợp lệ", "Rows per page not allowed"),
    )
    .default(20),
});

const balanceItem = z.object({
  ma_kho: z.string(),
  ten_kho: z.string(),
  ma_vt: z.string(),
  ten_vt: z.string(),
  ma_dvt: z.string(),
  so_luong: z.number(),
  gia_tri: z.number(),
});

const cardQuery = z.object({
  ma_kho: codeParam,
  ma_vt: codeParam,
  fromDate: isoDate().optional(),
  toDate: isoDate().optional(),
});

const cardRow = z.object({
  ngay_ct: z.string(),
  so_ct: z.string(),
  ma_ct: z.string(),
  dien_giai: z.string(),
  nhap: z.number(),
  xuat: z.number(),
  ton: z.number(),
  gia_tri_nhap: z.number(),
  gia_tri_xuat: z.number(),
  gia_tri_ton: z.number(),
});

const card = z.object({
  dau_ky: z.number(),
  dau_ky_gia_tri: z.number(),
  rows: z.array(cardRow),
  cuoi_ky: z.number(),
  cuoi_ky_gia_tri: z.number(),
});

const difference = z.object({
  ma_kho: z.string(),
  ma_vt: z.string(),
  so_luong: z.number(),
  so_luong_so_cai: z.number(),
  gia_tri: z.number(),
  gia_tri_so_cai: z.number(),
});

/** Stock on hand at a date, the stock card, and the check of the cached balances against the ledger. */
export async function productBalanceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/stock/product-balances",
    {
      config: read,
      schema: {
        tags,
        summary: "Stock on hand per warehouse and product as of `ngay` (default today), in base units",
        querystring: balanceQuery,
        response: { 200: pageOf(balanceItem) },
      },
    },
    (req) => req.tx((db) => productBalances(db, req.query, req.branches)),
  );
  r.get(
    "/stock/product-balances/card",
    {
      config: read,
      schema: {
        tags,
        summary: "The stock card (thẻ kho) of a product in a warehouse",
        querystring: cardQuery,
        response: { 200: card },
      },
    },
    (req) => req.tx((db) => stockCard(db, req.query, req.branches)),
  );
  r.get(
    "/stock/product-balances/check",
    {
      config: read,
      schema: {
        tags,
        summary: "Cached balances that differ from the ledger (empty when all is well)",
        response: { 200: z.object({ items: z.array(difference), total: z.number() }) },
      },
    },
    (req) => req.tx((db) => checkBalances(db, req.branches)),
  );
}
