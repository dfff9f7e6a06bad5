import { addressColumns, type Field, type NumberField } from "@sen/core";
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  integer,
  numeric,
  type PgColumnBuilderBase,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

function numberColumn(field: NumberField): PgColumnBuilderBase {
  const { name } = field;
  if (field.kind === "money") return numeric(name, { precision: 18, scale: 2, mode: "number" });
  if (field.kind === "percent") return numeric(name, { precision: 9, scale: 4, mode: "number" });
  switch (field.numericType ?? "ud_decimal") {
    case "int2":
    case "ud_smallint":
      return smallint(name);
    case "int4":
    case "ud_int":
      return integer(name);
    case "int8":
    case "ud_bigint":
      return bigint(name, { mode: "number" });
    case "ud_float":
      return doublePrecision(name);
    default:
      return numeric(name, { precision: 18, scale: field.precision ?? 4, mode: "number" });
  }
}

function baseColumn(field: Exclude<Field, { kind: "address" }>): PgColumnBuilderBase {
  switch (field.kind) {
    case "number":
    case "money":
    case "percent":
      return numberColumn(field);
    case "date":
      return date(field.name, { mode: "string" });
    case "datetime":
      return timestamp(field.name, { withTimezone: true, mode: "date" });
    case "boolean":
      return boolean(field.name);
    default:
      return text(field.name);
  }
}

type Builder = PgColumnBuilderBase & {
  notNull(): Builder;
  default(value: unknown): Builder;
};

/** The column(s) one field is stored in: an address takes three. */
export function fieldColumns(field: Field): Record<string, PgColumnBuilderBase> {
  if (field.kind === "address") {
    const names = addressColumns(field.name);
    return {
      [names.province]: text(names.province),
      [names.district]: text(names.district),
      [names.ward]: text(names.ward),
    };
  }
  let column = baseColumn(field) as Builder;
  if (field.default !== undefined) column = column.default(field.default);
  if (field.required || field.kind === "boolean") column = column.notNull();
  if (field.kind === "boolean" && field.default === undefined) column = column.default(false);
  return { [field.name]: column };
}
