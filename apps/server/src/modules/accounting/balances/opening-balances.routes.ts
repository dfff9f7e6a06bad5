import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { vietnamToday } from "../../../platform/db/vietnam-days.js";
import { checkOpenings } from "./opening-check.js";

const amount = z.number();

export const openingCheckQuery = z.object({
  nam: z.coerce.number().int().min(2000).max(2999).optional().describe("The year (default: this year in Vietnam)"),
});

export const openingCheckAnswer = z.object({
  nam: z.number().int(),
  branches: z.array(
    z.object({
      ma_dvcs: z.string(),
      ten_dvcs: z.string(),
      du_no: amount,
      du_co: amount,
      chenh_lech: amount.describe("Debits less credits: 0 when the branch balances"),
      can_doi: z.boolean(),
    }),
  ),
  misplaced: z.array(
    z.object({
      nguon: z.enum(["account", "customer"]).describe("An account's opening, or a partner's (công nợ đầu kỳ)"),
      ma_dvcs: z.string(),
      tk: z.string(),
      ten_tk: z.string().nullable(),
      ma_kh: z.string().nullable(),
      du_no: amount,
      du_co: amount,
      ly_do: z
        .enum(["parent", "unknown", "not_by_partner"])
        .describe("On an account with sub-accounts, one not in the chart, or (a partner's) one not kept by partner"),
    }),
  ),
  partners: z.array(
    z.object({
      ma_dvcs: z.string(),
      tk: z.string(),
      ten_tk: z.string(),
      du_no: amount,
      du_co: amount,
      chi_tiet_no: amount.describe("Sum of the partners' opening debits on the account"),
      chi_tiet_co: amount.describe("Sum of the partners' opening credits on the account"),
      chenh_lech_no: amount,
      chenh_lech_co: amount,
      khop: z.boolean(),
    }),
  ),
  ok: z.boolean(),
});

/** GET accounting/account-balances/check?nam=: whether the year's opening balances hold together, over the selected branches. */
export async function openingBalanceRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/accounting/account-balances/check",
    {
      config: { access: { command: "accounting.account-balances", right: "read" } },
      schema: {
        tags: ["accounting"],
        summary:
          "Checks a year's opening balances per branch: debits equal to credits, none on a parent or unknown account, each account kept by partner equal to its partners' sum",
        querystring: openingCheckQuery,
        response: { 200: openingCheckAnswer },
      },
    },
    (req) => req.tx((db) => checkOpenings(db, req.query.nam ?? Number(vietnamToday().slice(0, 4)), req.branches)),
  );
}
