import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { localize } from "../../../platform/crud/messages.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { vietnamToday } from "../../../platform/db/vietnam-days.js";
import { documentId, isoDate } from "../../../platform/documents/document.schemas.js";
import { AppError, langOf } from "../../../platform/errors.js";
import { billNames } from "../bills/bill-names.js";
import { retailOrderKind } from "../bills/retail-order-kind.js";
import { leftOf, QTY3 } from "../source-lines.js";
import { refuseUnreturnable } from "./return-drafts.js";
import { billLines, billOf } from "./returned-lines.js";

const bill = z.object({
  stt_rec: z.string(),
  so_ct: z.string(),
  ngay_ct: z.string(),
  status: z.string(),
  ma_kh: z.string().nullable(),
  ten_kh: z.string(),
  ma_kho: z.string(),
  ten_kho: z.string(),
});

const line = z.object({
  line: z.number(),
  ma_vt: z.string(),
  ten_vt: z.string(),
  ma_dvt: z.string(),
  /** Sold, taken back by posted returns, and left to return, in the line's unit. */
  so_luong: z.number(),
  returned: z.number(),
  left: z.number(),
  gia: z.number(),
  thue_suat: z.number(),
});

const returnable = z.object({
  bill,
  lines: z.array(line),
  /** Why no return of the bill can be made on that day (`stt_rec_hd`, `ngay_ct`), as a save would refuse it. */
  refused: z.record(z.string(), z.string()),
});

const fixed3 = (thousandths: bigint) => Number(thousandths) / 10 ** QTY3;

/**
 * What of a bill can still come back: its lines with what was sold, what posted returns took back and what is left;
 * and, as a save would refuse it, why a return of it dated `ngay_ct` cannot be made (not posted, past
 * `sale_return_days`, before the bill's day). 404 for no such bill, 403 for one of a branch out of view.
 */
async function returnableOf(db: TenantDb, stt_rec_hd: string, ngay_ct: string, request: FastifyRequest) {
  const found = await billOf(db, stt_rec_hd);
  if (!found) throw new AppError(404, "record_not_found");
  if (!request.branches.includes(found.ma_dvcs))
    throw new AppError(403, "branch_forbidden", { branches: found.ma_dvcs });
  const lines = await billLines(db, found.stt_rec);
  const names = await billNames(db, { header: { ...found, ma_ct: retailOrderKind.ma_ct }, details: lines });
  const refused: Record<string, string> = {};
  try {
    await refuseUnreturnable(db, found, ngay_ct);
  } catch (error) {
    if (!(error instanceof AppError && error.statusCode === 422)) throw error;
    for (const [field, message] of Object.entries(error.fieldErrors ?? {})) {
      refused[field] = localize(message, langOf(request));
    }
  }
  return {
    bill: {
      stt_rec: found.stt_rec,
      so_ct: found.so_ct,
      ngay_ct: found.ngay_ct,
      status: found.status,
      ma_kh: found.ma_kh,
      ten_kh: String(names.header.ten_kh),
      ma_kho: found.ma_kho,
      ten_kho: String(names.header.ten_kho),
    },
    lines: lines.map((l, i) => ({
      line: l.line,
      ma_vt: l.ma_vt,
      ten_vt: String(names.details[i]?.ten_vt ?? ""),
      ma_dvt: l.ma_dvt,
      so_luong: Number(l.so_luong),
      returned: Number(l.done),
      left: fixed3(leftOf(l)),
      gia: Number(l.gia),
      thue_suat: Number(l.thue_suat),
    })),
    refused,
  };
}

/** GET sales/returns/returnable/{id}: what of a bill the returns' form may take back, for whoever reads returns. */
export async function returnableRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/sales/returns/returnable/:id",
    {
      config: { access: { command: "sales.returns", right: "read" } },
      schema: {
        tags: ["sales"],
        summary:
          "A bill's lines with what is sold, returned and left to return, and why a return dated ngay_ct is refused",
        params: documentId,
        querystring: z.object({ ngay_ct: isoDate().optional() }),
        response: { 200: returnable },
      },
    },
    (req) => req.tx((db) => returnableOf(db, req.params.id, req.query.ngay_ct ?? vietnamToday(), req)),
  );
}
