import { addressColumns, type Field, type NumberField } from "@sen/core";
import type { ColumnBuilderBase, HasDefault, NotNull } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  integer,
  numeric,
  type PgBigInt53BuilderInitial,
  type PgBooleanBuilderInitial,
  type PgColumnBuilderBase,
  type PgDateStringBuilderInitial,
  type PgDoublePrecisionBuilderInitial,
  type PgIntegerBuilderInitial,
  type PgNumericNumberBuilderInitial,
  type PgSmallIntBuilderInitial,
  type PgTextBuilderInitial,
  type PgTimestampBuilderInitial,
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

/*
 * The column types a definition gives, so that modules query an entity's table with its columns
 * typed (`branches.ma_dvcs` is a text column that is never null).
 */
type Text<N extends string> = PgTextBuilderInitial<N, [string, ...string[]]>;

type IntegerType<F> = F extends { numericType: "int2" | "ud_smallint" }
  ? "smallint"
  : F extends { numericType: "int4" | "ud_int" }
    ? "integer"
    : F extends { numericType: "int8" | "ud_bigint" }
      ? "bigint"
      : F extends { numericType: "ud_float" }
        ? "double"
        : "numeric";

type NumberBuilder<N extends string, F> = {
  smallint: PgSmallIntBuilderInitial<N>;
  integer: PgIntegerBuilderInitial<N>;
  bigint: PgBigInt53BuilderInitial<N>;
  double: PgDoublePrecisionBuilderInitial<N>;
  numeric: PgNumericNumberBuilderInitial<N>;
}[F extends { kind: "money" | "percent" } ? "numeric" : IntegerType<F>];

type BaseBuilder<F extends Field> = F extends { kind: "boolean" }
  ? PgBooleanBuilderInitial<F["name"]>
  : F extends { kind: "date" }
    ? PgDateStringBuilderInitial<F["name"]>
    : F extends { kind: "datetime" }
      ? PgTimestampBuilderInitial<F["name"]>
      : F extends { kind: "number" | "money" | "percent" }
        ? NumberBuilder<F["name"], F>
        : Text<F["name"]>;

type Nullability<F, B extends ColumnBuilderBase> = F extends { required: true } | { kind: "boolean" } ? NotNull<B> : B;
type Defaulted<F, B extends ColumnBuilderBase> = F extends { default: unknown } | { kind: "boolean" }
  ? HasDefault<B>
  : B;

type AddressPart = "province" | "district" | "ward";

/** One column per field (three for an address), typed by kind, nullability and default. */
export type FieldColumns<Fs extends readonly Field[]> = {
  [F in Exclude<Fs[number], { kind: "address" }> as F["name"]]: Defaulted<F, Nullability<F, BaseBuilder<F>>>;
} & {
  [K in `${Extract<Fs[number], { kind: "address" }>["name"]}_${AddressPart}`]: Text<K>;
};
