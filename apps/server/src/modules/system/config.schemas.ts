import { CONFIG_TYPES } from "@sen/core";
import { z } from "zod";
import { bilingual } from "../../platform/crud/messages.js";
import { listOf } from "../../platform/lists.js";

export const configItem = z.object({
  name: z.string(),
  group: z.string(),
  value: z.string().describe("Stored as text; a boolean is 't' or 'f', a json value a JSON list; a secret is masked"),
  type: z.enum(CONFIG_TYPES),
  default: z.string().nullable().describe("The product's default; null for a tenant's own config"),
  description: z.string().nullable(),
  description_en: z.string().nullable(),
  built_in: z.boolean().describe("Defined by the product: never deleted, its group and type fixed"),
});

export const configList = listOf(configItem);

const value = z.string(bilingual("Giá trị là bắt buộc", "The value is required"));
const group = z
  .string()
  .trim()
  .min(1, bilingual("Nhóm là bắt buộc", "The group is required"))
  .max(50, bilingual("Nhóm tối đa 50 ký tự", "At most 50 characters"));
const type = z.enum(CONFIG_TYPES, bilingual(`Kiểu: ${CONFIG_TYPES.join(", ")}`, `Type: ${CONFIG_TYPES.join(", ")}`));
const description = z.string().trim().max(500, bilingual("Mô tả tối đa 500 ký tự", "At most 500 characters"));

export const configName = z.object({ name: z.string().trim().min(1).max(100) });

export const newConfig = z.object({
  name: z
    .string(bilingual("Tên cấu hình là bắt buộc", "The name is required"))
    .trim()
    .regex(
      /^[a-z][a-z0-9_.]{1,99}$/,
      bilingual(
        "Tên cấu hình gồm 2–100 chữ thường, chữ số, dấu _ hoặc dấu ., bắt đầu bằng chữ",
        "A name takes 2–100 lower-case letters, digits, _ or ., starting with a letter",
      ),
    ),
  group: group.default("custom"),
  type: type.default("text"),
  value: value.default(""),
  description: description.optional(),
});

export const configChange = z.object({
  value,
  group: group.optional().describe("Ignored for built-in configs"),
  type: type.optional().describe("Ignored for built-in configs"),
  description: description.optional(),
});

export const configBatch = z
  .array(z.object({ name: z.string().trim().min(1).max(100), group: group.optional(), value }))
  .min(1)
  .max(500);

export type NewConfig = z.infer<typeof newConfig>;
export type ConfigChange = z.infer<typeof configChange>;
export type ConfigBatch = z.infer<typeof configBatch>;
