import type { EntityDefinition, Field } from "@sen/core";
import { and, asc, eq, getTableColumns, inArray, ne, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import { audit } from "../audit.js";
import type { TenantDb } from "../db/tenant-db.js";
import { AppError } from "../errors.js";
import { say } from "./messages.js";
import { type EntityBinding, entityNamed } from "./registry.js";

type Row = Record<string, unknown>;

const notFound = () => new AppError(404, "record_not_found");
const invalid = (errors: Record<string, string>) => new AppError(422, "invalid_input", {}, {}, errors);

function col(binding: EntityBinding, name: string): PgColumn {
  const c = getTableColumns(binding.table)[name];
  if (!c) throw new Error(`${binding.definition.name}: no column ${name}`);
  return c as PgColumn;
}

function visibleColumns(binding: EntityBinding) {
  const { search_text: _, ...columns } = getTableColumns(binding.table) as Record<string, PgColumn>;
  return columns;
}

/** Rows of a branch-scoped entity outside the request's branches do not exist for it. */
function scope(binding: EntityBinding, id: string, branches: string[]): SQL | undefined {
  const byId = eq(col(binding, "id"), id);
  return binding.definition.branchScoped ? and(byId, inArray(col(binding, "ma_dvcs"), branches)) : byId;
}

export async function findRow(db: TenantDb, binding: EntityBinding, id: string, branches: string[]): Promise<Row> {
  const [row] = await db
    .select(visibleColumns(binding))
    .from(binding.table)
    .where(scope(binding, id, branches));
  if (!row) throw notFound();
  return row;
}

const LOOKUP_LIMIT = 5000;

/** The rows in use (status true where the entity has a status), ordered as the definition says. */
export async function lookupRows(db: TenantDb, binding: EntityBinding, branches: string[]) {
  const { definition } = binding;
  const conditions: (SQL | undefined)[] = [];
  if (definition.branchScoped) conditions.push(inArray(col(binding, "ma_dvcs"), branches));
  if (definition.fields.some((f) => f.name === "status")) conditions.push(eq(col(binding, "status"), true));
  const key = definition.defaultSort?.key ?? definition.labelField ?? "created_at";
  const items = await db
    .select(visibleColumns(binding))
    .from(binding.table)
    .where(and(...conditions))
    .orderBy(asc(col(binding, key)))
    .limit(LOOKUP_LIMIT);
  return { items, total: items.length };
}

/** True when another row (not `exceptId`) already holds `value` in `field`. */
export async function valueExists(
  db: TenantDb,
  binding: EntityBinding,
  field: string,
  value: unknown,
  exceptId?: string,
): Promise<boolean> {
  const conditions = [eq(col(binding, field), value)];
  if (exceptId) conditions.push(ne(col(binding, "id"), exceptId));
  const [found] = await db
    .select({ id: col(binding, "id") })
    .from(binding.table)
    .where(and(...conditions))
    .limit(1);
  return Boolean(found);
}

async function check(db: TenantDb, binding: EntityBinding, values: Row, exceptId?: string) {
  const errors: Record<string, string> = {};
  for (const field of binding.definition.fields) {
    const value = values[field.name];
    if (value === undefined || value === null || value === "") continue;
    if (field.unique && (await valueExists(db, binding, field.name, value, exceptId))) {
      errors[field.name] = say.exists(field.label);
    }
    const target = referenceTarget(field);
    if (target && !(await valueExists(db, target.binding, target.valueField, value))) {
      errors[field.name] = say.unknownReference(field.label);
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

function referenceTarget(field: Field) {
  if (field.kind !== "reference") return undefined;
  const binding = entityNamed(field.entity);
  return binding && { binding, valueField: field.valueField };
}

function who(request: FastifyRequest) {
  return request.auth?.user.user_name ?? "system";
}

/** Create, update, patch and delete with their checks, each written to the audit log in the same transaction. */
export const crud = {
  async create(db: TenantDb, binding: EntityBinding, values: Row, request: FastifyRequest): Promise<Row> {
    await check(db, binding, values);
    const [row] = await db
      .insert(binding.table)
      .values({ ...values, created_by: who(request), updated_by: who(request) })
      .returning(visibleColumns(binding));
    if (!row) throw new Error("insert returned nothing");
    await audit(db, request, { action: "create", entity: binding.definition.name, recordId: String(row.id), new: row });
    return row;
  },

  async update(db: TenantDb, binding: EntityBinding, id: string, values: Row, request: FastifyRequest): Promise<Row> {
    const old = await findRow(db, binding, id, request.branches);
    await check(db, binding, values, id);
    const [row] = await db
      .update(binding.table)
      .set({ ...values, updated_by: who(request), updated_at: new Date() })
      .where(eq(col(binding, "id"), id))
      .returning(visibleColumns(binding));
    if (!row) throw notFound();
    await audit(db, request, { action: "update", entity: binding.definition.name, recordId: id, old, new: row });
    return row;
  },

  async remove(db: TenantDb, binding: EntityBinding, id: string, request: FastifyRequest): Promise<void> {
    const old = await findRow(db, binding, id, request.branches);
    await db.delete(binding.table).where(eq(col(binding, "id"), id));
    await audit(db, request, { action: "delete", entity: binding.definition.name, recordId: id, old });
  },
};

export type { EntityDefinition };
