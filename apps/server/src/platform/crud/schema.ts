import {
  addressColumns,
  type Bilingual,
  type EntityDefinition,
  type Field,
  fieldsInForm,
  isValidPhone,
  type NumberField,
} from "@sen/core";
import { z } from "zod";
import { say } from "./messages.js";

const INTEGER_TYPES = new Set(["int2", "int4", "int8", "ud_smallint", "ud_int", "ud_bigint"]);
const nfc = (s: string) => s.normalize("NFC").trim();
const URL_PATTERN = /^(https?|wss?):\/\/\S+\.\S+$/i;
const lines = (s: string) =>
  s
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
const decimals = (n: number) => (Number.isInteger(n) ? 0 : (String(n).split(".")[1]?.length ?? 0));

/** "required" when nothing was given, "invalid" otherwise. */
const err = (label: Bilingual) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? say.required(label) : say.invalid(label);

function textValue(field: Field & { kind: "text" | "code" | "phone" | "email" | "url" }) {
  const max = field.maxLength ?? (field.kind === "text" ? 255 : 100);
  const base = z
    .string({ error: err(field.label) })
    .transform(nfc)
    .pipe(z.string().max(max, say.tooLong(field.label, max)));
  switch (field.kind) {
    case "code":
      return base.transform((s) => s.toUpperCase()).pipe(z.string().regex(/^[A-Z0-9_.-]*$/, say.invalid(field.label)));
    case "phone":
      return base.refine((s) => s === "" || isValidPhone(s.replace(/\s+/g, "")), say.invalid(field.label));
    case "email":
      return base.refine((s) => s === "" || z.email().safeParse(s).success, say.invalid(field.label));
    case "url":
      // A multi-line url field holds one address a line (scripts to load, say).
      return base
        .transform((s) => (field.multiline ? lines(s).join("\n") : s))
        .refine((s) => s === "" || s.split("\n").every((line) => URL_PATTERN.test(line)), say.invalid(field.label));
    default:
      return base;
  }
}

function numberValue(field: NumberField) {
  const integer = field.numericType !== undefined && INTEGER_TYPES.has(field.numericType);
  const precision = integer ? 0 : (field.precision ?? (field.kind === "money" ? 0 : 4));
  let schema = z.number({ error: err(field.label) });
  if (field.min !== undefined) schema = schema.min(field.min, say.tooSmall(field.label, field.min));
  if (field.max !== undefined) schema = schema.max(field.max, say.tooLarge(field.label, field.max));
  return schema.refine((n) => decimals(n) <= precision, say.decimals(field.label, precision));
}

function value(field: Exclude<Field, { kind: "address" }>): z.ZodType {
  switch (field.kind) {
    case "number":
    case "money":
    case "percent":
      return numberValue(field);
    case "date":
      return z.iso.date({ error: err(field.label) });
    case "datetime":
      return z.iso.datetime({ offset: true, error: err(field.label) }).transform((s) => new Date(s));
    case "boolean":
      return z.boolean({ error: err(field.label) });
    case "enum":
      return z.enum(field.options.map((o) => o.value) as [string, ...string[]], { error: err(field.label) });
    case "reference":
    case "dictionary":
      return z
        .string({ error: err(field.label) })
        .trim()
        .max(100, say.tooLong(field.label, 100));
    default:
      return textValue(field);
  }
}

/** A module's own check of a field's value, replacing the one its kind gives. */
export type FieldSchemas = Readonly<Record<string, z.ZodType>>;

function shape(field: Field, requireRequired: boolean, own: FieldSchemas): Record<string, z.ZodType> {
  if (field.kind === "address") {
    const code = z.string().trim().max(10, say.invalid(field.label)).nullable().optional();
    return Object.fromEntries(Object.values(addressColumns(field.name)).map((name) => [name, code]));
  }
  const schema = own[field.name] ?? value(field);
  if (requireRequired && field.required) {
    // A blank text counts as missing; a field with a default takes it when missing.
    const filled = field.default === undefined ? schema : schema.default(field.default as never);
    return { [field.name]: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), filled) };
  }
  // An empty form input clears an optional field: stored as null, never "" (which a unique index would see twice).
  const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
  return { [field.name]: z.preprocess(blank, schema.nullable().optional()) };
}

/** The body a create or full update takes: the form's fields, required ones required. */
export function writeSchema(definition: EntityDefinition, own: FieldSchemas = {}) {
  const branch = definition.branchScoped ? { ma_dvcs: z.string().trim().min(1).max(20) } : {};
  return z.object({ ...branch, ...Object.assign({}, ...fieldsInForm(definition).map((f) => shape(f, true, own))) });
}

/** A PATCH: any of the form's fields. */
export function patchSchema(definition: EntityDefinition, own: FieldSchemas = {}) {
  return z.object(Object.assign({}, ...fieldsInForm(definition).map((f) => shape(f, false, own))));
}
