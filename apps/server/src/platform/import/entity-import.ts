import type { Field } from "@sen/core";
import { and, inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { column } from "../crud/list-where.js";
import { type EntityBinding, entityNamed, type Row } from "../crud/registry.js";
import { patchSchema, writeSchema } from "../crud/schema.js";
import { crud } from "../crud/service.js";
import type { TenantDb } from "../db/tenant-db.js";
import type { CheckedRow, ImportDefinition } from "./import-definition.js";
import { type ImportLine, importBodies } from "./import-rows.js";
import { cellValue, importProblem, NamedRows } from "./import-values.js";

/** How many rows of a referred table an import reads to resolve names (catalogues: units, groups, rates). */
const NAMED_LIMIT = 20_000;

export const entityImportOptions = {
  /** A row whose code exists updates that record (with the cells it gives) instead of being skipped. */
  cap_nhat: z.boolean().optional(),
};

export type EntityImportBody = { rows: ImportLine[]; cap_nhat?: boolean };

interface Context {
  named: Map<string, NamedRows>;
  /** Codes already in the table, with the id when the record is one the import may update. */
  taken: Map<string, string | undefined>;
  update: boolean;
}

/** The field that names a record: the first unique field the sheet gives (its code). */
function codeOf(fields: Field[]): Field {
  const code = fields.find((f) => f.unique);
  if (!code) throw new Error("an entity import needs a unique code among its columns");
  return code;
}

async function namedRows(db: TenantDb, field: Field): Promise<NamedRows | undefined> {
  if (field.kind !== "reference") return undefined;
  const target = entityNamed(field.entity);
  if (!target) return undefined;
  const rows = await db
    .select({ code: column(target.table, field.valueField), name: column(target.table, field.labelField) })
    .from(target.table)
    .limit(NAMED_LIMIT);
  return new NamedRows(rows.map((r) => ({ code: String(r.code), name: String(r.name ?? "") })));
}

async function context(
  db: TenantDb,
  request: FastifyRequest,
  binding: EntityBinding,
  fields: Field[],
  rows: ImportLine[],
  update: boolean,
): Promise<Context> {
  const named = new Map<string, NamedRows>();
  for (const field of fields) {
    const rowsOf = await namedRows(db, field);
    if (rowsOf) named.set(field.name, rowsOf);
  }
  const code = codeOf(fields);
  const codes = [...new Set(rows.map((r) => r[code.name]?.toUpperCase()).filter((c): c is string => !!c))];
  const taken = new Map<string, string | undefined>();
  if (codes.length > 0) {
    const codeColumn = column(binding.table, code.name);
    const id = column(binding.table, "id");
    for (const r of await db.select({ code: codeColumn }).from(binding.table).where(inArray(codeColumn, codes))) {
      taken.set(String(r.code), undefined);
    }
    if (update) {
      const mine = await db
        .select({ id, code: codeColumn })
        .from(binding.table)
        .where(and(inArray(codeColumn, codes), binding.scope?.(request)));
      for (const r of mine) taken.set(String(r.code), String(r.id));
    }
  }
  return { named, taken, update };
}

/**
 * The import of an entity's records from the columns `keys` of its definition: each cell read as the field's
 * form would send it (numbers, Có/Không, options, references by code or by a name only one row has), then the
 * row checked by the entity's own write schema, its code against the table and the rows above; a good row is
 * created (or, asked to, updates the record of its code) through the binding, so its hooks and audit run.
 */
export function entityImport(binding: EntityBinding, keys: readonly string[]) {
  const { definition } = binding;
  const fields = keys.map((key) => {
    const field = definition.fields.find((f) => f.name === key);
    if (!field) throw new Error(`${definition.name} has no field ${key}`);
    return field;
  });
  const code = codeOf(fields);
  const create = writeSchema(definition, binding.fieldSchemas);
  const patch = patchSchema(definition, binding.fieldSchemas);

  function checkRow(ctx: Context, row: ImportLine, seen: Map<string, number>, branch?: string): CheckedRow {
    const problems: string[] = [];
    const given: Row = {};
    const labels: Row = {};
    // A cell that could not be read is not reported again as missing.
    const unread = new Set<string>();
    for (const field of fields) {
      const text = row[field.name];
      if (!text) continue;
      const read = cellValue(field, text, ctx.named.get(field.name));
      if ("problem" in read) {
        problems.push(read.problem);
        unread.add(field.name);
      } else {
        given[field.name] = read.value;
        if (read.label !== undefined && field.kind === "reference") labels[field.labelField] = read.label;
      }
    }
    const codeText = row[code.name]?.toUpperCase();
    const existing = codeText ? ctx.taken.get(codeText) : undefined;
    const updating = codeText !== undefined && ctx.taken.has(codeText) && ctx.update && existing !== undefined;
    if (codeText && ctx.taken.has(codeText) && !updating) {
      return { line: row.line, problems: [importProblem.taken(code.label, codeText)] };
    }
    const earlier = codeText ? seen.get(codeText) : undefined;
    if (earlier) problems.push(importProblem.repeated(code.label, earlier));
    else if (codeText) seen.set(codeText, row.line);

    if (definition.branchScoped && !updating) given.ma_dvcs = branch;
    const parsed = (updating ? patch : create).safeParse(given);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        if (!unread.has(String(issue.path[0])) && !problems.includes(issue.message)) problems.push(issue.message);
      }
    }
    if (problems.length > 0 || !parsed.success) return { line: row.line, problems };
    const values = parsed.data as Row;
    return { line: row.line, problems, values, preview: { ...values, ...labels }, existing };
  }

  const definitionOf: ImportDefinition<ImportLine, EntityImportBody> = {
    async check(db, request, rows, body) {
      const ctx = await context(db, request, binding, fields, rows, body?.cap_nhat === true);
      const seen = new Map<string, number>();
      return rows.map((row) => checkRow(ctx, row, seen, request.branches[0]));
    },
    async save(db, request, row) {
      if (!row.values) return;
      if (row.existing) await crud.update(db, binding, row.existing, row.values, request);
      else await crud.create(db, binding, row.values, request);
    },
  };
  // The keys are known only at run time: the rows' type is the one every import line has.
  const bodies = importBodies(keys, entityImportOptions) as unknown as Record<
    "check" | "run",
    z.ZodType<EntityImportBody>
  >;
  return { definition: definitionOf, bodies };
}
