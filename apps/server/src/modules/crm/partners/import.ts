import type { FastifyRequest } from "fastify";
import { crud } from "../../../platform/crud/service.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { CheckedRow, ImportDefinition } from "../../../platform/import/import-definition.js";
import { checkImport } from "./import-check.js";
import type { ImportBody, ImportRow } from "./import-rows.js";
import { partnerBinding } from "./partner-bindings.js";

/** A partner import: rows checked like a save (code, phone, place, salesperson), created with its rules and audit. */
export const partnerImport: ImportDefinition<ImportRow, ImportBody> = {
  check: (db, request, rows) => checkImport(db, request, rows),
  async save(db: TenantDb, request: FastifyRequest, row: CheckedRow, body: ImportBody) {
    const branch = body.ma_dvcs ?? request.branches[0];
    await crud.create(db, partnerBinding, { ...row.values, ma_dvcs: branch }, request);
  },
};
