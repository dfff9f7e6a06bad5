import { z } from "zod";
import { bilingual } from "../../../platform/crud/messages.js";
import { isoDate } from "../../../platform/documents/document.schemas.js";

/*
 * Like every query checked by its schema, a wrong or missing parameter is a malformed request (400 naming it), the
 * end of a period before its start too (as crm/targets/progress answers).
 */

const endAfterStart = {
  path: ["toDate"],
  message: bilingual("Đến ngày phải từ Từ ngày trở đi", "The end must not be before the start"),
};
const inOrder = (q: { fromDate?: string; toDate?: string }) => !q.fromDate || !q.toDate || q.fromDate <= q.toDate;

/** A code a screen may send blank, meaning none. */
const optionalCode = (max: number) => z.string().trim().max(max).optional();
const account = z.string().trim().min(1).max(20).describe("Account number; a parent takes in its sub-accounts");
const day = (what: string) => isoDate().describe(`${what}, YYYY-MM-DD`);
const blankOrDay = (what: string) =>
  z
    .union([isoDate(), z.literal("")])
    .optional()
    .describe(`${what}, YYYY-MM-DD`);

export const cashBookQuery = z
  .object({
    fromDate: blankOrDay("First day (default: the first of this month)"),
    toDate: blankOrDay("Last day, included (default: the end of the first day's month)"),
    tk: optionalCode(20).describe("Cash account (default 1111)"),
    ma_dvcs: optionalCode(20).describe("One of the selected branches only"),
    pageIndex: z.coerce.number().int().min(1).max(100_000).optional().describe("A page of the lines, from 1"),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(1000)
      .optional()
      .describe("Lines per page (at most 1,000); without it, every line of the period"),
  })
  .refine(inOrder, endAfterStart);

export const trialBalanceQuery = z
  .object({ fromDate: day("First day"), toDate: day("Last day, included") })
  .refine(inOrder, endAfterStart);

export const accountLedgerQuery = z
  .object({
    tk: account,
    fromDate: day("First day"),
    toDate: day("Last day, included"),
    ma_kh: optionalCode(50).describe("One partner's lines and opening debts only"),
  })
  .refine(inOrder, endAfterStart);

const document = {
  ngay_ct: z.string(),
  so_ct: z.string(),
  ma_ct: z.string(),
  stt_rec: z.string(),
  dien_giai: z.string(),
};

export const cashBookAnswer = z.object({
  dau_ky: z.number(),
  tong_thu: z.number(),
  tong_chi: z.number(),
  rows: z.array(z.object({ ...document, thu: z.number(), chi: z.number(), ton: z.number() })),
  cuoi_ky: z.number(),
  pageIndex: z.number().optional(),
  pageSize: z.number().optional(),
  /** Lines follow this page. */
  more: z.boolean().optional(),
});

const columns = {
  no_dk: z.number(),
  co_dk: z.number(),
  ps_no: z.number(),
  ps_co: z.number(),
  no_ck: z.number(),
  co_ck: z.number(),
};

export const trialBalanceAnswer = z.object({
  items: z.array(
    z.object({ tk: z.string(), ten_tk: z.string(), cap: z.number(), tk_me: z.string().nullable(), ...columns }),
  ),
  totals: z.object(columns),
});

export const accountLedgerAnswer = z.object({
  dau_ky_no: z.number(),
  dau_ky_co: z.number(),
  rows: z.array(
    z.object({ ...document, tk_du: z.string(), ps_no: z.number(), ps_co: z.number(), ma_kh: z.string().nullable() }),
  ),
  cuoi_ky_no: z.number(),
  cuoi_ky_co: z.number(),
});
