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

/** A number field's column and the largest magnitude it holds (numeric(p, s): p - s integer digits). */
function numberStorage(field: NumberField): { column: (name: string) => PgColumnBuilderBase; limit: number } {
  const decimal = (precision: number, scale: number) => ({
    column: (name: string) => numeric(name, { precision, scale, mode: "number" }),
    // Past 2^53 a JS number is no longer exact: 10^16 - 1 would round up to 10^16, one digit too many.
    limit: Math.min(10 ** (precision - scale) - 1, Number.MAX_SAFE_INTEGER),
  });
  if (field.kind === "money") return decimal(18, 2);
  if (field.kind === "percent") return decimal(9, 4);
  switch (field.numericType ?? "ud_decimal") {
    case "int2":
    case "ud_smallint":
      return { column: (name) => smallint(name), limit: 32_767 };
    case "int4":
    case "ud_int":
      return { column: (name) => integer(name), limit: 2_147_483_647 };
    case "int8":
    case "ud_bigint":
      // Read back as a JS number: exact up to 2^53.
      return { column: (name) => bigint(name, { mode: "number" }), limit: Number.MAX_SAFE_INTEGER };
    case "ud_float":
      return { column: (name) => doublePrecision(name), limit: Number.MAX_VALUE };
    default:
      return decimal(18, field.precision ?? 4);
  }
}

/** The largest magnitude a number field's column stores: more fails in PostgreSQL. */
export const numberLimit = (field: NumberField) => numberStorage(field).limit;

function numberColumn(field: NumberField): PgColumnBuilderBase {
  return numberStorage(field).column(field.name);
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
