import type { EntityDefinition } from "@sen/core";
import type { SQL } from "drizzle-orm";
import { getTableConfig, type PgColumn } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import type { TenantDb } from "../db/tenant-db.js";
import type { FieldSchemas } from "./schema.js";
import type { EntityTable } from "./table.js";

export type Row = Record<string, unknown>;

/**
 * Fields an entity keeps sealed (encrypted) in its table, as its module opens and finds them (`sealed.ts`): the
 * generic list, get, lookup and export answer the rows opened, and a filter on such a field is asked of the module (a
 * blind index), never compared with the stored ciphertext.
 */
export interface SealedFields {
  fields: readonly string[];
  /** Opens the rows in place, as the API answers them (and drops the columns the API never shows). */
  reveal(db: TenantDb, request: FastifyRequest, rows: Row[]): Promise<void>;
  /** The condition finding the rows whose field holds exactly `value`. */
  match(db: TenantDb, request: FastifyRequest, field: string, value: string): Promise<SQL>;
}

export interface WriteContext {
  db: TenantDb;
  binding: EntityBinding;
  request: FastifyRequest;
}

/**
 * An entity's business rules, run in the write's transaction after the generic checks; they
 * refuse by throwing an AppError.
 */
export interface EntityHooks {
  /** Before a create (`old` undefined), an update or a patch; `values` holds only what is set. */
  beforeSave?: (context: WriteContext & { values: Row; old?: Row }) => Promise<void>;
  beforeDelete?: (context: WriteContext & { old: Row }) => Promise<void>;
}

export interface BindingOptions {
  hooks?: EntityHooks;
  /**
   * Fields that also address one row in the path (`/{ma_ct}/{status}`), besides its id. They
   * must be unique together in the table.
   */
  key?: readonly string[];
  /** Order of the lookup when one sort key is not enough, e.g. group, then sort. */
  lookupOrder?: readonly string[];
  /** Checks of field values that replace those of their kind (a hotline of 8 digits is a phone too). */
  fieldSchemas?: FieldSchemas;
  /**
   * The rows a request may see beyond its branches (a salesperson's partners): rows
   * outside it are not listed, looked up, read, changed or deleted.
   */
  scope?: RowScope;
  /** Fields a hook fills when they are left blank (a generated code, the time now, the user's employee). */
  fills?: readonly string[];
  /** Fields kept encrypted in the table, opened and found by the module (`sealed.ts`). */
  sealed?: SealedFields;
}

export type RowScope = (request: FastifyRequest) => SQL | undefined;

export interface EntityBinding {
  definition: EntityDefinition;
  table: EntityTable;
  hooks: EntityHooks;
  key?: readonly string[];
  lookupOrder: readonly string[];
  fieldSchemas: FieldSchemas;
  scope?: RowScope;
  fills: readonly string[];
  sealed?: SealedFields;
  /** Groups of fields unique together, read from the table's unique indexes. */
  uniqueTogether: readonly (readonly string[])[];
}

function uniqueGroups(table: EntityTable): string[][] {
  return getTableConfig(table)
    .indexes.filter((i) => i.config.unique && i.config.columns.length > 1)
    .map((i) => i.config.columns.map((c) => (c as PgColumn).name));
}

/** A binding that is not served as a generic entity (its list means something else). */
export function entityBinding(
  definition: EntityDefinition,
  table: EntityTable,
  options: BindingOptions = {},
): EntityBinding {
  const uniqueTogether = uniqueGroups(table);
  const { key } = options;
  if (key && !uniqueTogether.some((g) => g.length === key.length && key.every((k) => g.includes(k)))) {
    throw new Error(`${definition.name}: key ${key.join(", ")} is not unique together in ${definition.table}`);
  }
  return {
    definition,
    table,
    hooks: options.hooks ?? {},
    key,
    lookupOrder: options.lookupOrder ?? [definition.defaultSort?.key ?? definition.labelField ?? "created_at"],
    fieldSchemas: options.fieldSchemas ?? {},
    scope: options.scope,
    fills: options.fills ?? [],
    sealed: options.sealed,
    uniqueTogether,
  };
}

const byName = new Map<string, EntityBinding>();

/** Every entity the server serves, by name: references and the generic exists check look them up here. */
export function bindEntity(
  definition: EntityDefinition,
  table: EntityTable,
  options: BindingOptions = {},
): EntityBinding {
  const binding = entityBinding(definition, table, options);
  byName.set(definition.name, binding);
  return binding;
}

export function entityNamed(name: string): EntityBinding | undefined {
  return byName.get(name);
}

export function boundEntities(): EntityBinding[] {
  return [...byName.values()];
}
