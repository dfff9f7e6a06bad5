import { z } from "zod";
import { listOf } from "../../platform/lists.js";

export const branchItem = z.object({
  id: z.uuid(),
  ma_dvcs: z.string(),
  ten_dvcs: z.string(),
  ten_dvcs_en: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.boolean(),
});

export const branchList = listOf(branchItem);
