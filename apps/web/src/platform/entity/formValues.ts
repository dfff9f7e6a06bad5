import { addressColumns, type EntityDefinition, type Field, fieldsInForm, toApiDate, toDayjs } from "@sen/core";
import dayjs from "dayjs";

export type EntityRow = { id: string } & Record<string, unknown>;
type Values = Record<string, unknown>;

const isEmpty = (value: unknown) => value === undefined || value === null || value === "";

/** What the form starts with: the record's values (dates as dayjs), or the definition's defaults for a new one. */
export function initialValues(definition: EntityDefinition, record?: EntityRow): Values {
  const values: Values = {};
  for (const field of fieldsInForm(definition)) {
    if (field.kind === "address") {
      for (const column of Object.values(addressColumns(field.name))) values[column] = record?.[column] ?? undefined;
      continue;
    }
    const value = record ? record[field.name] : field.default;
    if (field.kind === "date" || field.kind === "datetime") values[field.name] = toDayjs(value as string) ?? undefined;
    else if (field.kind === "boolean") values[field.name] = isEmpty(value) ? false : Boolean(value);
    else values[field.name] = value ?? undefined;
  }
  if (definition.branchScoped && record) values.ma_dvcs = record.ma_dvcs;
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
 * sent as "" (the server stores null), since spec 7 removes null fields from bodies.
 */
export function toPayload(definition: EntityDefinition, values: Values): Values {
  const body: Values = {};
  for (const field of fieldsInForm(definition)) {
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
