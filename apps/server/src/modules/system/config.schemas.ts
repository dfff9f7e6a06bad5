import { z } from "zod";
import { listOf } from "../../platform/lists.js";

export const configItem = z.object({
  name: z.string(),
  group: z.string(),
  value: z.string().describe("Stored as text; a boolean is 't' or 'f', a json value is JSON text"),
  type: z.string().describe("boolean, number, text or json"),
});

export const configList = listOf(configItem);
