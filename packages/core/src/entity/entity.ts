import type { Right } from "../permissions.js";
import type { Bilingual } from "../text.js";
import type { Field } from "./field.js";

/**
 * One business entity, declared once (ARCHITECTURE, "One definition per entity"): from it the
 * server gets its table, validation, routes and OpenAPI, the web app its list, filters and form.
 */
export interface EntityDefinition {
  /** Unique name, singular, e.g. "warehouse". */
  name: string;
  label: Bilingual;
  /** Table in the tenant schema. */
  table: string;
  /** API path below /api, e.g. "stock/warehouses". */
  api: string;
  /** Screen path, e.g. "/stock/warehouses". */
  path: string;
  /** Menu command whose rights guard the routes, e.g. "stock.warehouses". */
  command: string;
  fields: readonly Field[];
  /** Rows belong to a branch (ma_dvcs) and lists are filtered by the selected branches. */
  branchScoped?: boolean;
  /** The date field fromDate/toDate filter on. */
  dateField?: string;
  defaultSort?: { key: string; type: "asc" | "desc" };
  /** Rights the routes need beyond the CRUD defaults (e.g. a delete that needs edit). */
  rights?: Partial<Record<"list" | "get" | "create" | "update" | "delete", Right>>;
  /** Rows written by the server only (a history): listed and read, never created, changed or deleted by hand. */
  readOnly?: boolean;
  /**
   * Too many rows for a picker to load them all (partners): pickers search the list instead of
   * the lookup.
   */
  large?: boolean;
  /** Field whose value is the row's display text (for references and messages). */
  labelField?: string;
}

export function defineEntity<const T extends EntityDefinition>(definition: T): T {
  return definition;
}

export const fieldsInList = (e: EntityDefinition) => e.fields.filter((f) => f.inList !== false);
export const fieldsInForm = (e: EntityDefinition) => e.fields.filter((f) => f.inForm !== false && !f.readOnly);
export const searchableFields = (e: EntityDefinition) => e.fields.filter((f) => f.searchable);
export const sortableKeys = (e: EntityDefinition) => e.fields.filter((f) => f.sortable).map((f) => f.name);
