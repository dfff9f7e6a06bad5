import {
  addressColumns,
  type Bilingual,
  type EntityDefinition,
  type Field,
  fieldsInList,
  isEmptyDate,
  pick,
} from "@sen/core";
import { inArray } from "drizzle-orm";
import type { TenantDb } from "../db/tenant-db.js";
import type { Lang } from "../messages.js";
import { vietnamWallClock, type XlsxCell, type XlsxColumn, type XlsxValue } from "../xlsx-stream.js";
import { column } from "./list-where.js";
import { entityNamed } from "./registry.js";

type Row = Record<string, unknown>;

/** The branch column of a branch-scoped list, as the web titles it. */
const BRANCH: Bilingual = { vi: "Chi nhánh", en: "Branch" };
const YES_NO: Record<Lang, [string, string]> = { vi: ["Có", "Không"], en: ["Yes", "No"] };

export const DATE_FORMAT = "dd/mm/yyyy";
export const DATE_TIME_FORMAT = "dd/mm/yyyy hh:mm:ss";

/** Widths in characters, about the web's columns (7 px a character). */
const WIDTHS: Record<Field["kind"], number> = {
  text: 31,
  code: 20,
  phone: 20,
  email: 29,
  url: 29,
  number: 19,
  money: 21,
  percent: 17,
  date: 14,
  datetime: 21,
  boolean: 12,
  enum: 24,
  reference: 29,
  dictionary: 24,
  address: 31,
};

/** The columns an export of the entity may hold: every field its list route answers, and the branch. */
export function exportableColumns(definition: EntityDefinition): string[] {
  return [...definition.fields.map((f) => f.name), ...(definition.branchScoped ? ["ma_dvcs"] : [])];
}

/**
 * The list's columns as the web draws them: the fields in the list, a reference's copied name
 * shown in the reference's own column ("NV01 - Bùi Thị Hà"), and the branch of a branch-scoped entity.
 */
export function listColumns(definition: EntityDefinition): string[] {
  const listed = fieldsInList(definition);
  const copies = new Set(listed.flatMap((f) => (f.kind === "reference" && f.copyLabelTo ? [f.copyLabelTo] : [])));
  return [
    ...listed.filter((f) => !copies.has(f.name)).map((f) => f.name),
    ...(definition.branchScoped ? ["ma_dvcs"] : []),
  ];
}

const given = (value: unknown) => value !== null && value !== undefined && value !== "";

/** "#,##0" or "#,##0.00": the thousands separators and the decimals the screen shows. */
function numberFormat(decimals: number): string {
  return decimals > 0 ? `#,##0.${"0".repeat(decimals)}` : "#,##0";
}

function decimalsOf(value: unknown): number {
  const text = String(value);
  const dot = text.indexOf(".");
  return dot < 0 ? 0 : Math.min(4, text.length - dot - 1);
}

function numberCell(value: unknown, precision: number | undefined): XlsxCell | null {
  if (!given(value)) return null;
  const number = typeof value === "number" ? value : Number(value);
  if (Number.isNaN(number)) return null;
  return { value: number, numFmt: numberFormat(precision ?? decimalsOf(value)) };
}

/** A stored date ("2025-07-01") as the Excel date of that day. */
function dateValue(value: unknown): Date | null {
  if (!given(value) || isEmptyDate(value as string)) return null;
  const [year, month, day] = String(value instanceof Date ? value.toISOString() : value)
    .slice(0, 10)
    .split("-")
    .map(Number);
  return year && month && day ? new Date(Date.UTC(year, month - 1, day)) : null;
}

/**
 * An instant as the Excel date-time of its wall clock in Vietnam, to the second the screen shows
 * (Excel would round a fraction of a second up).
 */
function dateTimeValue(value: unknown): Date | null {
  if (!given(value) || isEmptyDate(value as string | Date)) return null;
  const ms = (value instanceof Date ? value : new Date(String(value))).getTime();
  return Number.isNaN(ms) ? null : vietnamWallClock(new Date(ms - (((ms % 1000) + 1000) % 1000)));
}

/**
 * The labels an export shows instead of codes: dictionary entries (read once) and the rows a
 * reference without a copied name points at (read for each batch, for its codes only).
 */
class Labels {
  private dictionary?: Map<string, Bilingual>;
  private readonly references = new Map<string, Map<string, string>>();

  constructor(private readonly fields: readonly Field[]) {}

  async load(db: TenantDb, rows: Row[]) {
    if (!this.dictionary && this.fields.some((f) => f.kind === "dictionary")) {
      const target = entityNamed("dictionary");
      this.dictionary = new Map();
      if (target) {
        const entries = await db.select().from(target.table);
        for (const e of entries) {
          this.dictionary.set(`${e.group}\u0000${e.ma_tudien}`, {
            vi: String(e.ten_tudien),
            en: e.ten_tudien_en as string,
          });
        }
      }
    }
    for (const field of this.fields) {
      if (field.kind !== "reference" || field.copyLabelTo) continue;
      const target = entityNamed(field.entity);
      const codes = [
        ...new Set(
          rows
            .map((r) => r[field.name])
            .filter(given)
            .map(String),
        ),
      ];
      const labels = new Map<string, string>();
      this.references.set(field.name, labels);
      if (!target || codes.length === 0) continue;
      const value = column(target.table, field.valueField);
      const found = await db
        .select({ value, label: column(target.table, field.labelField) })
        .from(target.table)
        .where(inArray(value, codes));
      for (const f of found) if (given(f.label)) labels.set(String(f.value), String(f.label));
    }
  }

  dictionaryLabel(group: string, code: string, language: Lang): string {
    const entry = this.dictionary?.get(`${group}\u0000${code}`);
    return entry ? pick(entry, language) : code;
  }

  referenceLabel(field: string, code: string): string {
    return this.references.get(field)?.get(code) ?? code;
  }
}

/** How one field's value is written: the value the screen shows, numbers and dates as Excel's. */
function cellOf(field: Field, language: Lang, labels: Labels): (row: Row) => XlsxValue | XlsxCell {
  const raw = (row: Row) => row[field.name];
  switch (field.kind) {
    case "number":
    case "percent":
      return (row) => numberCell(raw(row), undefined);
    case "money":
      return (row) => numberCell(raw(row), field.precision ?? 0);
    case "date":
      return (row) => dateValue(raw(row));
    case "datetime":
      return (row) => dateTimeValue(raw(row));
    case "boolean": {
      const [yes, no] = YES_NO[language];
      return (row) => (raw(row) === null || raw(row) === undefined ? null : raw(row) ? yes : no);
    }
    case "enum":
      return (row) => {
        const code = raw(row);
        if (!given(code)) return null;
        const option = field.options.find((o) => o.value === String(code));
        return option ? pick(option.label, language) : String(code);
      };
    case "dictionary":
      return (row) => (given(raw(row)) ? labels.dictionaryLabel(field.group, String(raw(row)), language) : null);
    case "reference": {
      const copy = field.copyLabelTo;
      if (copy) return (row) => [raw(row), row[copy]].filter(given).join(" - ") || null;
      return (row) => (given(raw(row)) ? labels.referenceLabel(field.name, String(raw(row))) : null);
    }
    case "address": {
      const parts = Object.values(addressColumns(field.name));
      return (row) =>
        parts
          .map((c) => row[c])
          .filter(given)
          .join(", ") || null;
    }
    default:
      return (row) => (given(raw(row)) ? String(raw(row)) : null);
  }
}

export interface EntityExport {
  columns: XlsxColumn<Row>[];
  /** Looks up the labels a batch's rows show (in the batch's transaction). */
  decorate: (db: TenantDb, rows: Row[]) => Promise<void>;
}

/**
 * The columns `names` (already checked against exportableColumns) of an entity's export, titled
 * in `language` and written as the web shows them: numbers as numbers with thousands
 * separators and their decimals, dates and date-times as Excel dates (DD/MM/YYYY, DD/MM/YYYY
 * HH:mm:ss in Vietnam's time), enums, booleans, dictionary entries and references by their
 * labels. `cells` writes some columns differently (the audit log's entity names).
 */
export function entityExport(
  definition: EntityDefinition,
  names: readonly string[],
  language: Lang,
  cells: Record<string, (row: Row) => XlsxValue> = {},
): EntityExport {
  const fields = names.flatMap((name) => definition.fields.filter((f) => f.name === name));
  const labels = new Labels(fields);
  const columns = names.map((name): XlsxColumn<Row> => {
    const field = definition.fields.find((f) => f.name === name);
    const own = cells[name];
    if (!field) {
      return { title: pick(BRANCH, language), width: 16, value: own ?? ((row) => (row[name] as string) ?? null) };
    }
    const format = field.kind === "date" ? DATE_FORMAT : field.kind === "datetime" ? DATE_TIME_FORMAT : undefined;
    return {
      title: pick(field.label, language),
      width: WIDTHS[field.kind],
      numFmt: format,
      value: own ?? cellOf(field, language, labels),
    };
  });
  return { columns, decorate: (db, rows) => labels.load(db, rows) };
}
