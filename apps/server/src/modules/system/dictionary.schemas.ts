import { z } from "zod";
import { listOf } from "../../platform/lists.js";

export const dictionaryQuery = z.object({
  group: z.string().trim().max(100).optional().describe("Only the entries of this list, e.g. nguon_khach"),
});

export const dictionaryItem = z.object({
  id: z.uuid(),
  ma_tudien: z.string(),
  ten_tudien: z.string(),
  ten_tudien_en: z.string().nullable(),
  group: z.string(),
  sort: z.number().int(),
  status: z.boolean().describe("false: no longer offered, still needed to label old records"),
});

export const dictionaryList = listOf(dictionaryItem);
