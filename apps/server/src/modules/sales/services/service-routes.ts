import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { documentRoutes } from "../../../platform/documents/document.routes.js";
import { documentJournalRoutes } from "../../accounting/journal/document-journal.routes.js";
import { counterRoute } from "../bills/cashier-items.js";
import { page } from "../cards/card.schemas.js";
import { servingRoutes } from "../servings/serving-routes.js";
import { packageActionRoutes } from "./package-action-routes.js";
import { packageHistory } from "./package-history.js";
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
  /** The service bill that opened them. */
  stt_rec?: string;
  open?: boolean;
  pageIndex: number;
  pageSize: number;
}

/**
 * The packages of a customer (or of everyone) and a service, or those a bill opened: open ones first (sessions left, or
 * package money left), then the latest, in any branch (a customer is served anywhere); cancelled ones left out.
 */
async function packageBalances(db: TenantDb, q: BalanceQuery) {
  const { rows } = await db.$client.query(
    prepared(
      `SELECT p.stt_rec_goi, p.ma_kh, k.ten_kh, p.ma_vt, v.ten_vt, p.so_buoi, p.so_buoi_con, p.gia_buoi::float8 AS gia_buoi,
              p.tien::float8 AS tien, p.tien_con::float8 AS tien_con, p.ngay_ct::text, p.so_ct, p.stt_rec, p.ma_dvcs, p.goi_tien, p.han_su_dung::text,
              count(*) OVER ()::int AS total
       FROM service_packages p
       LEFT JOIN products v ON v.ma_vt = p.ma_vt
       LEFT JOIN partners k ON k.ma_kh = p.ma_kh
       WHERE NOT p.huy AND ($1::text IS NULL OR p.ma_kh = $1) AND ($2::text IS NULL OR p.ma_vt = $2)
         AND (NOT $3 OR p.so_buoi_con > 0 OR (p.goi_tien AND p.tien_con > 0)) AND ($6::uuid IS NULL OR p.stt_rec = $6)
       ORDER BY (p.so_buoi_con > 0 OR (p.goi_tien AND p.tien_con > 0)) DESC, p.ngay_ct DESC, p.created_at DESC, p.line, p.stt_rec_goi
       LIMIT $4 OFFSET $5`,
      [
        q.ma_kh?.toUpperCase() ?? null,
        q.ma_vt?.toUpperCase() ?? null,
        q.open ?? false,
        q.pageSize,
        (q.pageIndex - 1) * q.pageSize,
        q.stt_rec ?? null,
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
          stt_rec: z.uuid().optional(),
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
    "/sales/services/balances/:stt_rec_goi/history",
    {
      config: { access: packageReaders },
      schema: {
        tags,
        summary: "A package of sessions with every movement of its ledger and what each left, the oldest first",
        params: z.object({ stt_rec_goi: z.uuid() }),
      },
    },
    (req) => req.tx((db) => packageHistory(db, req.params.stt_rec_goi)),
  );
  counterRoute(app, "/sales/services/counter", "sales.services");
  r.get(
    "/sales/services/balances/check",
    {
      config: { access: { command: "sales.services", right: "read" } },
      schema: { tags, summary: "Packages whose cached sessions differ from the sum of their ledger (none expected)" },
    },
    (req) => req.tx((db) => packageDifferences(db)),
  );
  await app.register(packageActionRoutes);
  await app.register(documentRoutes(serviceBillKind));
  await app.register(servingRoutes);
  await app.register(documentJournalRoutes([serviceBillKind, servingKind]));
}
