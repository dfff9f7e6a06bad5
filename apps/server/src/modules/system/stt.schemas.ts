import { z } from "zod";
import { listOf } from "../../platform/lists.js";

export const sttQuery = z.object({
  ma_ct: z.string().trim().max(20).optional().describe("Only the statuses of this document type, e.g. HD1"),
});

export const sttItem = z.object({
  id: z.uuid(),
  ma_ct: z.string().describe("Document type code"),
  status: z.string().describe("Status code within the document type"),
  ten_stt: z.string(),
  ten_stt_en: z.string().nullable(),
  color: z.string().nullable().describe("Hex colour, e.g. #52c41a"),
  sort: z.number().int(),
  is_default: z.boolean().describe("The status a new document of this type starts in"),
  active: z.boolean().describe("false: no longer offered, still needed to label old documents"),
});

export const sttList = listOf(sttItem);
