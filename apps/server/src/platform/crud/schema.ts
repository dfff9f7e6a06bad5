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
import { numberLimit } from "./columns.js";
import { say } from "./messages.js";

const INTEGER_TYPES = new Set(["int2", "int4", "int8", "ud_smallint", "ud_int", "ud_bigint"]);
const nfc = (s: string) => s.normalize("NFC").trim();
const isBlank = (v: unknown) => typeof v === "string" && v.trim() === "";
const URL_PATTERN = /^(https?|wss?):\/\/\S+\.\S+$/i;
const lines = (s: string) =>
  s
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
/** Decimals of a number as JSON wrote it, 1e-7 and 6e-323 included. */
function decimals(n: number): number {
  if (Number.isInteger(n)) return 0;
  const [mantissa = "", exponent = "0"] = String(n).split("e");
  return Math.max(0, (mantissa.split(".")[1]?.length ?? 0) - Number(exponent));
}

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
  // Within the field's bounds, and always within what its column holds.
  const limit = numberLimit(field);
  const min = Math.max(field.min ?? -limit, -limit);
  const max = Math.min(field.max ?? limit, limit);
  const schema = z
    .number({ error: err(field.label) })
    .min(min, say.tooSmall(field.label, min))
    .max(max, say.tooLarge(field.label, max));
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

/** A value the server fills when the body leaves it out: null, "" and blanks leave it out too. */
export const leftOut = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === null || isBlank(v) ? undefined : v), schema.optional());

/** A module's own check of a field's value, replacing the one its kind gives. */
export type FieldSchemas = Readonly<Record<string, z.ZodType>>;

/**
 * A value a column cannot be without: sent empty (null, "", blanks) it is refused as missing,
 * naming the field, whatever check its kind or module gives. Left out, it is refused too unless
 * `schema` takes undefined (a patch keeps the stored value, a default fills it).
 */
function requiredValue(label: Bilingual, schema: z.ZodType, absentTaken: boolean) {
  return z.preprocess((v, ctx) => {
    if (absentTaken && v === undefined) return v;
    if (v !== undefined && v !== null && !isBlank(v)) return v;
    ctx.addIssue({ code: "custom", message: say.required(label), input: v });
    return z.NEVER;
  }, schema);
}

function shape(field: Field, mode: "write" | "patch", own: FieldSchemas): Record<string, z.ZodType> {
  if (field.kind === "address") {
    const code = z.string().trim().max(10, say.invalid(field.label)).nullable().optional();
    return Object.fromEntries(Object.values(addressColumns(field.name)).map((name) => [name, code]));
  }
  const schema = own[field.name] ?? value(field);
  if (field.required && mode === "write") {
    const filled = field.default === undefined ? schema : schema.default(field.default as never);
    return { [field.name]: requiredValue(field.label, filled, field.default !== undefined) };
  }
  // A patch may leave a required field out; a boolean (a NOT NULL column with a default) may always be left out.
  if (field.required || field.kind === "boolean") {
    return { [field.name]: requiredValue(field.label, schema.optional(), true) };
  }
  // An empty form input clears an optional field: stored as null, never "" (which a unique index would see twice).
  const blank = (v: unknown) => (isBlank(v) ? null : v);
  return { [field.name]: z.preprocess(blank, schema.nullable().optional()) };
}

const BRANCH: Bilingual = { vi: "Chi nhánh", en: "Branch" };

/** The body a create or full update takes: the form's fields, required ones required. */
export function writeSchema(definition: EntityDefinition, own: FieldSchemas = {}) {
  const branch = definition.branchScoped
    ? {
        ma_dvcs: requiredValue(
          BRANCH,
          z
            .string({ error: say.invalid(BRANCH) })
            .trim()
            .max(20, say.tooLong(BRANCH, 20)),
          false,
        ),
      }
    : {};
  return z.object({ ...branch, ...Object.assign({}, ...fieldsInForm(definition).map((f) => shape(f, "write", own))) });
}

/** A PATCH: any of the form's fields; a required one may be left out, never emptied. */
export function patchSchema(definition: EntityDefinition, own: FieldSchemas = {}) {
  return z.object(Object.assign({}, ...fieldsInForm(definition).map((f) => shape(f, "patch", own))));
}
