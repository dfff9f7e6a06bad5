import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { closeLeft, transferPackage } from "./package-actions.js";

const tags = ["sales"];
const params = z.object({ stt_rec_goi: z.uuid() });
const editor = { access: { command: "sales.services", right: "edit" } } as const;
const moved = z.looseObject({ stt_rec_goi: z.string(), so_buoi: z.number(), tien: z.number() });

/** POST sales/services/balances/{id}/transfer, /expire and /refund: what is left of a package, moved or closed. */
export async function packageActionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/sales/services/balances/:stt_rec_goi/transfer",
    {
      config: editor,
      schema: {
        tags,
        summary: "Moves what is left of a package (sessions and value) to another customer's new package",
        params,
        body: z.object({ ma_kh: z.string().trim().toUpperCase().min(1).max(50) }),
        response: { 200: moved },
      },
    },
    (req) => req.tx((db) => transferPackage(db, req, req.params.stt_rec_goi, req.body.ma_kh)),
  );
  for (const how of ["expire", "refund"] as const) {
    r.post(
      `/sales/services/balances/:stt_rec_goi/${how}`,
      {
        config: editor,
        schema: {
          tags,
          summary:
            how === "expire"
              ? "Moves what is left of a package past its last day of use to revenue (Nợ 3387 / Có 511x)"
              : "Pays back what is left of a package in cash (Nợ 3387 / Có 1111)",
          params,
          response: { 200: moved },
        },
      },
      (req) => req.tx((db) => closeLeft(db, req, req.params.stt_rec_goi, how)),
    );
  }
}
