import { type Bilingual, supplierEntity, TAX_CODE_PROBLEMS, taxCodeProblem } from "@sen/core";
import { z } from "zod";
import { bilingual, say } from "../../../platform/crud/messages.js";
import { bindEntity } from "../../../platform/crud/registry.js";
import { suppliers } from "../purchases.tables.js";

const label = (name: string): Bilingual =>
  supplierEntity.fields.find((f) => f.name === name)?.label ?? { vi: name, en: name };

/** Blank, or a tax code whose check digit matches (written with spaces or dots, kept without them). */
function taxCodeSchema(tax: Bilingual) {
  return z
    .string({ error: say.invalid(tax) })
    .max(20, say.tooLong(tax, 20))
    .transform((s) => s.replace(/[\s.]/g, ""))
    .superRefine((value, ctx) => {
      const problem = value === "" ? undefined : taxCodeProblem(value);
      if (problem) {
        const { vi, en } = TAX_CODE_PROBLEMS[problem];
        ctx.addIssue({ code: "custom", message: bilingual(vi, en) });
      }
    });
}

export const supplierBinding = bindEntity(supplierEntity, suppliers, {
  fieldSchemas: { ma_so_thue: taxCodeSchema(label("ma_so_thue")) },
});
