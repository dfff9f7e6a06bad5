import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { crud } from "../../../platform/crud/service.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { checkImport } from "./import-check.js";
import type { importBody } from "./import-rows.js";
import { partnerBinding } from "./partner-bindings.js";

/**
 * Creates the good rows of a batch with the rules of any save (code, salesperson, audit), in
 * the caller's transaction, after checking every row again; the others come back with their problems.
 */
export async function importPartners(db: TenantDb, request: FastifyRequest, body: z.infer<typeof importBody>) {
  const checked = await checkImport(db, request, body.rows);
  const branch = body.ma_dvcs ?? request.branches[0];
  let created = 0;
  for (const row of checked) {
    if (!row.values || row.problems.length > 0) continue;
    await crud.create(db, partnerBinding, { ...row.values, ma_dvcs: branch }, request);
    created += 1;
  }
  const skipped = checked.filter((r) => r.problems.length > 0).map(({ line, problems }) => ({ line, problems }));
  return { created, skipped };
}
