import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { documentId } from "../../../platform/documents/document.schemas.js";
import type { DocumentKind } from "../../../platform/documents/document-kind.js";
import { tableOf } from "../../../platform/documents/document-rows.js";
import { AppError } from "../../../platform/errors.js";

/** Where a document kind's journal is read from: its header table, its command and its address. */
type JournalKind = Pick<DocumentKind, "api" | "command" | "header" | "label">;

const journalLine = z.object({
  line: z.number(),
  ngay_ct: z.string(),
  tk_no: z.string(),
  ten_tk_no: z.string().nullable(),
  tk_co: z.string(),
  ten_tk_co: z.string().nullable(),
  tien: z.number(),
  /** The debit side's partner and the credit side's. */
  ma_kh: z.string().nullable(),
  ma_kh_co: z.string().nullable(),
  ma_kho: z.string().nullable(),
  dien_giai: z.string().nullable(),
});

const documentJournal = z.object({ items: z.array(journalLine), tong_tien: z.number() });

/**
 * A document's journal lines (its posting, then the reversal of a cancel) and their sum, if the document is in the
 * branches: a document without lines gives one row of nulls, so that an unknown one gives none (404).
 */
async function journalOf(db: TenantDb, kind: JournalKind, id: string, branches: readonly string[]) {
  const { rows } = await db.$client.query<z.infer<typeof journalLine> & { tong_tien: number | null }>(
    prepared(
      `SELECT j.line, j.ngay_ct::text AS ngay_ct, j.tk_no, n.ten_tk AS ten_tk_no, j.tk_co, c.ten_tk AS ten_tk_co,
              j.tien::float8 AS tien, j.ma_kh, j.ma_kh_co, j.ma_kho, j.dien_giai,
              (sum(j.tien) OVER ())::float8 AS tong_tien
       FROM ${tableOf(kind.header)} h
       LEFT JOIN journal_entries j ON j.stt_rec = h.stt_rec
       LEFT JOIN accounts n ON n.tk = j.tk_no
       LEFT JOIN accounts c ON c.tk = j.tk_co
       WHERE h.stt_rec = $1 AND h.ma_dvcs = ANY($2)
       ORDER BY j.line`,
      [id, branches],
    ),
  );
  if (rows.length === 0) throw new AppError(404, "record_not_found");
  const items = rows.filter((r) => r.tk_no !== null).map(({ tong_tien: _sum, ...line }) => line);
  return { items, tong_tien: rows[0]?.tong_tien ?? 0 };
}

/**
 * GET {api}/{id}/journal for each kind: the journal lines its posting wrote (Nợ / Có, amount, partner), for whoever
 * may read the document.
 */
export function documentJournalRoutes(kinds: readonly JournalKind[]) {
  return async function routes(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    for (const kind of kinds) {
      r.get(
        `/${kind.api}/:id/journal`,
        {
          config: { access: { command: kind.command, right: "read" } },
          schema: {
            tags: [kind.api.split("/")[0] ?? "documents"],
            summary: `The journal lines of a ${kind.label.en ?? kind.label.vi}`,
            params: documentId,
            response: { 200: documentJournal },
          },
        },
        (req) => req.tx((db) => journalOf(db, kind, req.params.id, req.branches)),
      );
    }
  };
}
