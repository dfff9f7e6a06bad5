import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { documentRoutes } from "../../../platform/documents/document.routes.js";
import { documentJournalRoutes } from "../../accounting/journal/document-journal.routes.js";
import { page } from "../cards/card.schemas.js";
import { serviceBillKind } from "./service-bill-kind.js";
import { servingKind } from "./serving-kind.js";

const tags = ["sales"];
const codeQuery = z.string().trim().min(1).max(50);

/** Who reads packages: the service bills' and the servings' screens, and the customers' page. */
const packageReaders = {
  anyOf: [
    { command: "sales.services", right: "read" },
    { command: "sales.servings", right: "read" },
    { command: "sales.customers", right: "read" },
  ],
} as const;

interface BalanceQuery {
  ma_kh?: string;
  ma_vt?: string;
  open?: boolean;
  pageIndex: number;
  pageSize: number;
}

/**
 * The packages of a customer (or of everyone) and a service, open ones first (then the latest), in the user's
 * branches or any branch (a customer is served anywhere); cancelled ones left out.
 */
async function packageBalances(db: TenantDb, q: BalanceQuery) {
  const { rows } = await db.$client.query(
    prepared(
      `SELECT p.stt_rec_goi, p.ma_kh, k.ten_kh, p.ma_vt, v.ten_vt, p.so_buoi, p.so_buoi_con, p.gia_buoi::float8 AS gia_buoi,
              p.tien::float8 AS tien, p.tien_con::float8 AS tien_con, p.ngay_ct::text, p.so_ct, p.ma_dvcs,
              count(*) OVER ()::int AS total
       FROM service_packages p
       LEFT JOIN products v ON v.ma_vt = p.ma_vt
       LEFT JOIN partners k ON k.ma_kh = p.ma_kh
       WHERE NOT p.huy AND ($1::text IS NULL OR p.ma_kh = $1) AND ($2::text IS NULL OR p.ma_vt = $2)
         AND (NOT $3 OR p.so_buoi_con > 0)
       ORDER BY (p.so_buoi_con > 0) DESC, p.ngay_ct DESC, p.created_at DESC
       LIMIT $4 OFFSET $5`,
      [
        q.ma_kh?.toUpperCase() ?? null,
        q.ma_vt?.toUpperCase() ?? null,
        q.open ?? false,
        q.pageSize,
        (q.pageIndex - 1) * q.pageSize,
      ],
    ),
  );
  const total = (rows[0] as { total?: number } | undefined)?.total ?? 0;
  return { items: rows.map(({ total: _t, ...r }) => r), total };
}

/** Packages whose cached sessions or value differ from the sums of their ledger (none expected). */
async function packageDifferences(db: TenantDb) {
  const { rows } = await db.$client.query(
    `SELECT p.stt_rec_goi, p.ma_kh, p.ma_vt, p.so_buoi_con, coalesce(l.so_buoi, 0)::int AS so_buoi_so_cai,
            p.tien_con::float8 AS tien_con, coalesce(l.tien, 0)::float8 AS tien_so_cai
     FROM service_packages p
     LEFT JOIN (SELECT stt_rec_goi, sum(so_buoi) AS so_buoi, sum(tien) AS tien FROM package_ledger GROUP BY stt_rec_goi) l
       ON l.stt_rec_goi = p.stt_rec_goi
     WHERE p.so_buoi_con <> coalesce(l.so_buoi, 0) OR p.tien_con <> coalesce(l.tien, 0)
     ORDER BY p.stt_rec_goi LIMIT 1000`,
  );
  return { items: rows, total: rows.length };
}

/**
 * Services: service bills (DV1) and servings (SD1), their journals, the packages of sessions and the check of the
 * packages against their ledger.
 */
export async function serviceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/sales/services/balances",
    {
      config: { access: packageReaders },
      schema: {
        tags,
        summary:
          "Packages of sessions (liệu trình) of a customer and a service, with the sessions left, open ones first",
        querystring: z.object({
          ma_kh: codeQuery.optional(),
          ma_vt: codeQuery.optional(),
          open: z
            .enum(["true", "false"])
            .transform((v) => v === "true")
            .optional(),
          ...page,
        }),
      },
    },
    (req) => req.tx((db) => packageBalances(db, req.query)),
  );
  r.get(
    "/sales/services/balances/check",
    {
      config: { access: { command: "sales.services", right: "read" } },
      schema: { tags, summary: "Packages whose cached sessions differ from the sum of their ledger (none expected)" },
    },
    (req) => req.tx((db) => packageDifferences(db)),
  );
  await app.register(documentRoutes(serviceBillKind));
  await app.register(documentRoutes(servingKind));
  await app.register(documentJournalRoutes([serviceBillKind, servingKind]));
}
