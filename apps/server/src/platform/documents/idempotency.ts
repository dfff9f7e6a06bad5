import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { prepared } from "../db/statements.js";
import type { TenantDb } from "../db/tenant-db.js";
import { AppError } from "../errors.js";

const KEY_MAX = 200;
/** Keys live at least a day; older than two are dropped now and then by a request that claims one. */
const SWEEP_EVERY = 100;

function bodyHash(request: FastifyRequest): string {
  return createHash("sha256")
    .update(`${request.method} ${request.routeOptions.url ?? request.url} ${JSON.stringify(request.params ?? {})} `)
    .update(JSON.stringify(request.body ?? null))
    .digest("hex");
}

function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers["idempotency-key"];
  const key = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!key) return undefined;
  if (key.length > KEY_MAX) throw new AppError(400, "invalid_input");
  return key;
}

/**
 * Runs `work` in one transaction, once per Idempotency-Key of the user: the key is claimed by a unique insert in
 * that transaction, so a second request with it waits for the first to end, then gets its answer (the same body)
 * or a 422 (another body). A request that failed leaves no key behind and may be sent again.
 */
export async function idempotent<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  work: (db: TenantDb) => Promise<T>,
): Promise<T> {
  const key = keyOf(request);
  if (!key) {
    const answer = await request.tx(work);
    reply.status(status);
    return answer;
  }
  const user = request.auth?.user.user_name ?? "";
  const hash = bodyHash(request);
  const result = await request.tx(async (db) => {
    if (Math.floor(Math.random() * SWEEP_EVERY) === 0) {
      await db.$client.query("DELETE FROM idempotency_keys WHERE created_at < now() - interval '48 hours'");
    }
    const claimed = await db.$client.query(
      prepared(
        `INSERT INTO idempotency_keys (user_name, key, method, route, body_hash) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_name, key) DO NOTHING RETURNING id`,
        [user, key, request.method, request.routeOptions.url ?? "", hash],
      ),
    );
    if (claimed.rowCount === 0) {
      const { rows } = await db.$client.query<{ body_hash: string; status_code: number; answer: T }>(
        prepared("SELECT body_hash, status_code, answer FROM idempotency_keys WHERE user_name = $1 AND key = $2", [
          user,
          key,
        ]),
      );
      const first = rows[0];
      if (!first || first.body_hash !== hash) throw new AppError(422, "idempotency_mismatch");
      return { status: first.status_code, answer: first.answer };
    }
    db.idempotencyKey = { user, key };
    const answer = await work(db);
    db.later("UPDATE idempotency_keys SET status_code = $1, answer = $2 WHERE user_name = $3 AND key = $4", [
      status,
      JSON.stringify(answer),
      user,
      key,
    ]);
    return { status, answer };
  });
  reply.status(result.status);
  return result.answer;
}
