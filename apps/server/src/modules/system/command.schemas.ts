import { z } from "zod";
import { listOf } from "../../platform/lists.js";

export const commandItem = z.object({
  id: z.uuid(),
  menu_id: z.string(),
  menu_id0: z.string().nullable().describe("Parent menu_id; null for a top-level area"),
  command: z.string().nullable().describe("Route path prefix; null for a grouping node"),
  title: z.string(),
  title_en: z.string().nullable(),
  icon: z.string().nullable(),
  sort: z.number().int(),
  status: z.boolean().describe("false: hidden from every menu (only listed with all=true)"),
});

export const commandQuery = z.object({
  all: z
    .enum(["true", "false"])
    .optional()
    .describe("true: every command, inactive ones too, for the menu editor (needs read on system.settings)"),
});

export const commandList = listOf(commandItem);
