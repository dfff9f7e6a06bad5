import { addressColumns, type EntityDefinition, type Field, fieldsInForm, toApiDate, toDayjs } from "@sen/core";
import dayjs from "dayjs";

export type EntityRow = { id: string } & Record<string, unknown>;
type Values = Record<string, unknown>;

const isEmpty = (value: unknown) => value === undefined || value === null || value === "";

/** The fields holding a copy of a reference's name (`copyLabelTo`): the server fills them, the form only shows them. */
export function copiedNameFields(definition: EntityDefinition): Set<string> {
  return new Set(definition.fields.flatMap((f) => (f.kind === "reference" && f.copyLabelTo ? [f.copyLabelTo] : [])));
}

/**
 * What the form starts with: the record's values, or for a new record the given `defaults`, else the definition's
 * (dates as dayjs either way). A reference's copied name comes along, so that its picker names the current value
 * without asking the server.
 */
export function initialValues(definition: EntityDefinition, record?: EntityRow, defaults: Values = {}): Values {
  const source: Values = record ?? defaults;
  const values: Values = {};
  for (const field of fieldsInForm(definition)) {
    if (field.kind === "address") {
      for (const column of Object.values(addressColumns(field.name))) values[column] = source[column] ?? undefined;
      continue;
    }
    const given = source[field.name];
    const value = record || !isEmpty(given) ? given : field.default;
    if (field.kind === "date" || field.kind === "datetime") values[field.name] = toDayjs(value as string) ?? undefined;
    else if (field.kind === "boolean") values[field.name] = isEmpty(value) ? false : Boolean(value);
    else values[field.name] = value ?? undefined;
    if (field.kind === "reference" && field.copyLabelTo) {
      values[field.copyLabelTo] = source[field.copyLabelTo] ?? undefined;
    }
  }
  if (definition.branchScoped && (record || source.ma_dvcs)) values.ma_dvcs = source.ma_dvcs;
  return values;
}

function payloadValue(field: Exclude<Field, { kind: "address" }>, value: unknown): unknown {
  switch (field.kind) {
    case "date":
      return toApiDate(value as dayjs.Dayjs) || "";
    case "datetime":
      return isEmpty(value) ? "" : dayjs(value as dayjs.Dayjs).toISOString();
    case "boolean":
      return Boolean(value);
    case "number":
    case "money":
    case "percent":
      return isEmpty(value) ? "" : Number(value);
    default:
      return typeof value === "string" ? value.trim() : (value ?? "");
  }
}

/**
 * The body of a create or update: every field of the form, dates as Y-m-d, date-times as ISO. Cleared fields are
 * sent as "" (the server stores null), since null fields are removed from bodies. Read-only fields and copied
 * names, which the values may hold, are never sent: the server fills them.
 */
export function toPayload(definition: EntityDefinition, values: Values): Values {
  const body: Values = {};
  const copied = copiedNameFields(definition);
  for (const field of fieldsInForm(definition)) {
    if (copied.has(field.name)) continue;
    if (field.kind === "address") {
      for (const column of Object.values(addressColumns(field.name))) body[column] = values[column] ?? "";
    } else {
      const value = payloadValue(field, values[field.name]);
      if (value !== undefined) body[field.name] = value;
    }
  }
  if (definition.branchScoped && values.ma_dvcs) body.ma_dvcs = values.ma_dvcs;
  return body;
}
