import type { Command } from "../menu/index.js";
import type { Right } from "../permissions.js";
import type { Bilingual } from "../text.js";
import type { Field } from "./field.js";

/**
 * One business entity, declared once (docs/ARCHITECTURE.md, "How to add an entity"): from it the
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
  command: Command;
  fields: readonly Field[];
  /** Rows belong to a branch (ma_dvcs) and lists are filtered by the selected branches. */
  branchScoped?: boolean;
  /** The date field fromDate/toDate filter on. */
  dateField?: string;
  defaultSort?: { key: string; type: "asc" | "desc" };
  /** The right on `command` each operation needs, where it is not the usual one, and who may load the lookup. */
  rights?: EntityRights;
  /**
   * Fields the pickers read beyond those the lookup always gives (id, the label field, the fields
   * references to it use, the active flag and the filterable fields), e.g. a type's colour.
   */
  pickerFields?: readonly string[];
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

/** What a user does with an entity's rows through its routes. */
export type EntityOperation = "list" | "get" | "create" | "update" | "delete" | "export";

/**
 * Rights declared by an entity, each once: the server derives every route's access from them
 * (`entityAccess`, `lookupAccess`). An operation not named needs its usual right on `command`:
 * list and get read, create add, update edit, delete del, export print.
 */
export interface EntityRights extends Partial<Record<EntityOperation, Right>> {
  /**
   * Who may load the lookup (`GET {api}/lookup`, the rows in use for pickers). By default whoever
   * may list this entity, or open or fill in a screen whose entity refers to it; `pickedBy` adds
   * the commands of screens that pick from it without such a reference (a report's employee
   * filter). "signed-in": every signed-in user, for the lists every user's app loads at start-up
   * (they must hold nothing private).
   */
  lookup?: "signed-in" | { pickedBy: readonly Command[] };
  /**
   * What undoes what a row guards, named once for its refusals: deleting the row, and an update that moves
   * `earlier` to an earlier value or changes one of `changed` (a period lock's date moved back or its branch
   * changed reopens days: "mở khóa sổ"). Such an update needs `right` on `command` besides update's own (the
   * server refuses it, 403, naming `action`); the delete keeps its own right and names `action` when refused.
   */
  loosening?: Loosening;
}

/** An update that undoes part of what a row guards, and the right it needs (see `EntityRights.loosening`). */
export interface Loosening {
  /** A date or number field whose moving to an earlier (smaller) value loosens the row. */
  earlier?: string;
  /** Fields whose any change loosens the row. */
  changed?: readonly string[];
  right: Right;
  /** What the user was doing, for the refusal: "mở khóa sổ". */
  action: Bilingual;
}

export function defineEntity<const T extends EntityDefinition>(definition: T): T {
  return definition;
}

export const fieldsInList = (e: EntityDefinition) => e.fields.filter((f) => f.inList !== false);

/**
 * The fields a list shows as columns: those in the list, except a reference's copied name, which its reference's
 * own column shows ("NV01 - Bùi Thị Hà").
 */
export function listColumnFields(e: EntityDefinition): Field[] {
  const listed = fieldsInList(e);
  const copies = new Set(listed.flatMap((f) => (f.kind === "reference" && f.copyLabelTo ? [f.copyLabelTo] : [])));
  return listed.filter((f) => !copies.has(f.name));
}
export const fieldsInForm = (e: EntityDefinition) => e.fields.filter((f) => f.inForm !== false && !f.readOnly);
export const searchableFields = (e: EntityDefinition) => e.fields.filter((f) => f.searchable);
export const sortableKeys = (e: EntityDefinition) => e.fields.filter((f) => f.sortable).map((f) => f.name);
