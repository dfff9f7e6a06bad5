import type { Bilingual, EntityDefinition, Field } from "@sen/core";
import { and, eq, getTableColumns, inArray, ne, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import { audit } from "../audit.js";
import type { TenantDb } from "../db/tenant-db.js";
import { AppError, invalidInput } from "../errors.js";
import { refuseLoosening } from "./loosening.js";
import { say } from "./messages.js";
import { boundEntities, type EntityBinding, entityNamed, type Row } from "./registry.js";
import { visibleColumns } from "./table.js";

const notFound = () => new AppError(404, "record_not_found");

function col(binding: EntityBinding, name: string): PgColumn {
  const c = getTableColumns(binding.table)[name];
  if (!c) throw new Error(`${binding.definition.name}: no column ${name}`);
  return c as PgColumn;
}

/** Rows of a branch-scoped entity outside the request's branches do not exist for it. */
function inBranches(binding: EntityBinding, branches: string[]): SQL | undefined {
  return binding.definition.branchScoped ? inArray(col(binding, "ma_dvcs"), branches) : undefined;
}

async function maybeRow(db: TenantDb, binding: EntityBinding, where: SQL | undefined): Promise<Row | undefined> {
  const [row] = await db.select(visibleColumns(binding.table)).from(binding.table).where(where);
  return row;
}

async function oneRow(db: TenantDb, binding: EntityBinding, where: SQL | undefined): Promise<Row> {
  const row = await maybeRow(db, binding, where);
  if (!row) throw notFound();
  return row;
}

/** The row of that id, if it is within the request's branches and the binding's scope. */
export function findRow(db: TenantDb, binding: EntityBinding, id: string, request: FastifyRequest): Promise<Row> {
  return oneRow(db, binding, and(eq(col(binding, "id"), id), within(binding, request)));
}

function within(binding: EntityBinding, request: FastifyRequest): SQL | undefined {
  return and(inBranches(binding, request.branches), binding.scope?.(request));
}

function byKey(binding: EntityBinding, values: Row, branches: string[]): SQL | undefined {
  const key = binding.key ?? [];
  if (key.length === 0) throw new Error(`${binding.definition.name} has no key`);
  return and(...key.map((k) => eq(col(binding, k), values[k])), inBranches(binding, branches));
}

/** The row whose key fields (the binding's `key`) hold the given values. */
export function findRowByKey(db: TenantDb, binding: EntityBinding, values: Row, request: FastifyRequest): Promise<Row> {
  return oneRow(db, binding, and(byKey(binding, values, request.branches), binding.scope?.(request)));
}

/** True when another row (not `exceptId`) already holds `value` in `field`. */
export async function valueExists(
  db: TenantDb,
  binding: EntityBinding,
  field: string,
  value: unknown,
  exceptId?: string,
): Promise<boolean> {
  return valuesExist(db, binding, { [field]: value }, exceptId);
}

async function valuesExist(db: TenantDb, binding: EntityBinding, values: Row, exceptId?: string): Promise<boolean> {
  const conditions = Object.entries(values).map(([field, value]) => eq(col(binding, field), value));
  if (exceptId) conditions.push(ne(col(binding, "id"), exceptId));
  const [found] = await db
    .select({ id: col(binding, "id") })
    .from(binding.table)
    .where(and(...conditions))
    .limit(1);
  return Boolean(found);
}

function referenceTarget(field: Field) {
  if (field.kind !== "reference") return undefined;
  const binding = entityNamed(field.entity);
  return binding && { binding, valueField: field.valueField };
}

const given = (value: unknown) => value !== undefined && value !== null && value !== "";

function joinLabels(labels: Bilingual[]): Bilingual {
  return { vi: labels.map((l) => l.vi).join(" và "), en: labels.map((l) => l.en ?? l.vi).join(" and ") };
}

/** Unique values, unique groups and references, each failure a field message (422). */
async function check(db: TenantDb, binding: EntityBinding, values: Row, old?: Row) {
  const errors: Record<string, string> = {};
  const exceptId = old ? String(old.id) : undefined;
  for (const field of binding.definition.fields) {
    const value = values[field.name];
    if (!given(value)) continue;
    if (field.unique && (await valueExists(db, binding, field.name, value, exceptId))) {
      errors[field.name] = say.exists(field.label);
    }
    const target = referenceTarget(field);
    if (target && !(await valueExists(db, target.binding, target.valueField, value))) {
      errors[field.name] = say.unknownReference(field.label);
    }
  }
  for (const field of binding.definition.fields) {
    const other = field.differentFrom && binding.definition.fields.find((f) => f.name === field.differentFrom);
    if (!other) continue;
    const mine = values[field.name] ?? old?.[field.name];
    if (given(mine) && mine === (values[other.name] ?? old?.[other.name])) {
      errors[field.name] ??= say.duplicate(field.label, other.label);
    }
  }
  for (const group of binding.uniqueTogether) {
    if (!group.some((name) => values[name] !== undefined)) continue;
    const merged = Object.fromEntries(group.map((name) => [name, values[name] ?? old?.[name]]));
    if (!Object.values(merged).every(given) || !(await valuesExist(db, binding, merged, exceptId))) continue;
    const fields = binding.definition.fields.filter((f) => group.includes(f.name));
    const message = say.exists(joinLabels(fields.map((f) => f.label)));
    for (const name of group) errors[name] ??= message;
  }
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
}

const lowerFirst = (s: string) => s.charAt(0).toLocaleLowerCase("vi") + s.slice(1);

function labelParams(prefix: string, label: Bilingual) {
  return { [prefix]: lowerFirst(label.vi), [`${prefix}_en`]: lowerFirst(label.en ?? label.vi) };
}

/** How a row is named in messages: its code (or key, "HD1/2"), else its label. */
export function recordName(binding: EntityBinding, row: Row): string {
  const { definition } = binding;
  const code = definition.fields.find((f) => f.unique)?.name;
  if (code && given(row[code])) return String(row[code]);
  if (binding.key) return binding.key.map((k) => String(row[k])).join("/");
  return String(row[definition.labelField ?? "id"] ?? row.id);
}

/** The first entity whose reference fields hold one of `row`'s values (only those of `fields` when given). */
async function referrer(db: TenantDb, binding: EntityBinding, row: Row, fields?: string[]) {
  for (const other of boundEntities()) {
    for (const field of other.definition.fields) {
      if (field.kind !== "reference" || field.entity !== binding.definition.name) continue;
      if (fields && !fields.includes(field.valueField)) continue;
      const value = row[field.valueField];
      if (given(value) && (await valueExists(db, other, field.name, value))) return { other, field };
    }
  }
  return undefined;
}

/**
 * 409: `row` is used by `where` (another entity), so it cannot be deleted; or, when `field`
 * is given, that value of it cannot be changed.
 */
export function inUseError(binding: EntityBinding, row: Row, where: EntityBinding, field?: Field): AppError {
  const params = {
    record: recordName(binding, row),
    ...labelParams("entity", binding.definition.label),
    ...labelParams("where", where.definition.label),
  };
  if (!field) return new AppError(409, "in_use_by", params);
  return new AppError(409, "value_in_use", { ...params, ...labelParams("field", field.label) });
}

/** Refuses deleting a row, or changing a value of it, that other rows refer to. */
async function refuseIfReferenced(db: TenantDb, binding: EntityBinding, old: Row, changed?: Row) {
  const fields = changed && Object.keys(changed).filter((k) => changed[k] !== undefined && changed[k] !== old[k]);
  if (fields?.length === 0) return;
  const found = await referrer(db, binding, old, fields);
  if (!found) return;
  const field = changed ? binding.definition.fields.find((f) => f.name === found.field.valueField) : undefined;
  throw inUseError(binding, old, found.other, field);
}

/** Fills each reference's copied label (`copyLabelTo`) from the row it now points at. */
async function copyLabels(db: TenantDb, binding: EntityBinding, values: Row) {
  for (const field of binding.definition.fields) {
    if (field.kind !== "reference" || !field.copyLabelTo || values[field.name] === undefined) continue;
    const target = entityNamed(field.entity);
    if (!target) continue;
    const value = values[field.name];
    if (!given(value)) {
      values[field.copyLabelTo] = null;
      continue;
    }
    const [found] = await db
      .select({ label: col(target, field.labelField) })
      .from(target.table)
      .where(eq(col(target, field.valueField), value))
      .limit(1);
    values[field.copyLabelTo] = found?.label ?? null;
  }
}

/** After a row's label changed, the copies other entities keep of it follow. */
async function propagateLabel(db: TenantDb, binding: EntityBinding, old: Row, row: Row) {
  for (const other of boundEntities()) {
    for (const field of other.definition.fields) {
      if (field.kind !== "reference" || field.entity !== binding.definition.name || !field.copyLabelTo) continue;
      if (row[field.labelField] === old[field.labelField] || !given(row[field.valueField])) continue;
      await db
        .update(other.table)
        .set({ [field.copyLabelTo]: row[field.labelField] })
        .where(eq(col(other, field.name), row[field.valueField]));
    }
  }
}

function who(request: FastifyRequest) {
  return request.auth?.user.user_name ?? "system";
}

/** Create, update, patch and delete with their checks, each written to the audit log in the same transaction. */
export const crud = {
  async create(db: TenantDb, binding: EntityBinding, values: Row, request: FastifyRequest): Promise<Row> {
    await check(db, binding, values);
    await copyLabels(db, binding, values);
    await binding.hooks.beforeSave?.({ db, binding, request, values });
    const [row] = await db
      .insert(binding.table)
      .values({ ...values, created_by: who(request), updated_by: who(request) })
      .returning(visibleColumns(binding.table));
    if (!row) throw new Error("insert returned nothing");
    await audit(db, request, { action: "create", entity: binding.definition.name, recordId: String(row.id), new: row });
    return row;
  },

  async update(db: TenantDb, binding: EntityBinding, id: string, values: Row, request: FastifyRequest): Promise<Row> {
    const old = await findRow(db, binding, id, request);
    refuseLoosening(binding, old, values, request);
    await check(db, binding, values, old);
    await refuseIfReferenced(db, binding, old, values);
    await copyLabels(db, binding, values);
    await binding.hooks.beforeSave?.({ db, binding, request, values, old });
    const [row] = await db
      .update(binding.table)
      .set({ ...values, updated_by: who(request), updated_at: new Date() })
      .where(eq(col(binding, "id"), id))
      .returning(visibleColumns(binding.table));
    if (!row) throw notFound();
    await propagateLabel(db, binding, old, row);
    await audit(db, request, { action: "update", entity: binding.definition.name, recordId: id, old, new: row });
    return row;
  },

  /** Updates the row holding the same key (the binding's `key`), or creates it. */
  async upsert(db: TenantDb, binding: EntityBinding, values: Row, request: FastifyRequest): Promise<Row> {
    const existing = await maybeRow(
      db,
      binding,
      and(byKey(binding, values, request.branches), binding.scope?.(request)),
    );
    return existing
      ? crud.update(db, binding, String(existing.id), values, request)
      : crud.create(db, binding, values, request);
  },

  async remove(db: TenantDb, binding: EntityBinding, id: string, request: FastifyRequest): Promise<Row> {
    const old = await findRow(db, binding, id, request);
    await refuseIfReferenced(db, binding, old);
    await binding.hooks.beforeDelete?.({ db, binding, request, old });
    await db.delete(binding.table).where(eq(col(binding, "id"), id));
    await audit(db, request, { action: "delete", entity: binding.definition.name, recordId: id, old });
    return old;
  },
};

export type { EntityDefinition, Row };
