import { addressColumns, type EntityDefinition, type Field } from "@sen/core";
import { z } from "zod";

function fieldType(field: Exclude<Field, { kind: "address" }>): z.ZodType {
  switch (field.kind) {
    case "number":
    case "money":
    case "percent":
      return z.number();
    case "boolean":
      return z.boolean();
    case "datetime":
      return z.date();
    default:
      return z.string();
  }
}

/** The JSON of one row, for the responses and OpenAPI. */
export function rowSchema(definition: EntityDefinition): z.ZodType<Record<string, unknown>> {
  const fields: Record<string, z.ZodType> = {};
  for (const field of definition.fields) {
    if (field.kind === "address") {
      for (const name of Object.values(addressColumns(field.name))) fields[name] = z.string().nullable();
    } else {
      fields[field.name] = fieldType(field).nullable();
    }
  }
  return z.object({
    id: z.string(),
    ...(definition.branchScoped ? { ma_dvcs: z.string() } : {}),
    ...fields,
    created_at: z.date(),
    updated_at: z.date(),
    created_by: z.string().nullable(),
    updated_by: z.string().nullable(),
  });
}
