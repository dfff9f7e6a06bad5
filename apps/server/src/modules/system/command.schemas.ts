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
});

export const commandList = listOf(commandItem);
