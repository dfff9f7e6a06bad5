import type { z } from "zod";

/**
 * Some fields of a form's body schema (writeSchema of a definition), with their checks and messages, to build
 * another body from: what an entity's form checks is never restated.
 */
export function formFields<const N extends string>(schema: z.ZodObject, ...names: N[]): Record<N, z.ZodType> {
  const shape = schema.shape as Record<string, z.ZodType>;
  return Object.fromEntries(
    names.map((name) => {
      const field = shape[name];
      if (!field) throw new Error(`the form has no field ${name}`);
      return [name, field];
    }),
  ) as Record<N, z.ZodType>;
}
