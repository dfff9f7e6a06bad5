import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

const tags = ["system"];
const admin = { access: "admin", answers: [409] } as const;

const counts = { cards: z.number(), histories: z.number(), pins: z.number() };
const status = z.object({
  active: z.object({ version: z.number(), created_at: z.string() }).nullable(),
  versions: z.array(
    z.object({
      version: z.number(),
      state: z.string(),
      created_at: z.string(),
      retired_at: z.string().nullable(),
      ...counts,
    }),
  ),
  plain: z.object(counts),
  job: z.object({ running: z.boolean(), done: z.number(), total: z.number() }),
});

/**
 * Card data at rest for administrators (README "Card data at rest"): the tenant's card key versions, how many card
 * numbers, history lines and PINs each holds, and the re-encryption's progress; a new key and every value
 * re-encrypted with it, in batches, while the shop goes on working.
 */
export async function cardCryptoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/system/cryptography/customer-card",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "The card key in use, the values under each version (and in clear), the re-encryption's progress",
        response: { 200: status },
      },
    },
    (req) =>
      req.tx(async (db) => {
        const data = req.server.cardData;
        const answer = await data.status(db);
        // Rows waiting for the job (in clear, or under a retiring key) whose job is not running here: started.
        if (answer.job.running && !data.running(db.tenantSchema)) data.kick(db.tenantSchema);
        return answer;
      }),
  );

  r.post(
    "/system/cryptography/customer-card/rotate",
    {
      config: admin,
      schema: {
        tags,
        summary: "A new card key; every card number and PIN re-encrypted with it in batches (409 while one runs)",
        response: { 200: status },
      },
    },
    async (req) => {
      const data = req.server.cardData;
      const schema = await req.tx(async (db) => {
        await data.rotate(db);
        return db.tenantSchema;
      });
      data.kick(schema);
      return req.tx((db) => data.status(db));
    },
  );
}
