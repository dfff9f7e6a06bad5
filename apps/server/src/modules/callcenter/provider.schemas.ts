import { z } from "zod";
import { listOf } from "../../platform/lists.js";

export const providerItem = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  wss: z.string().nullable().describe("SIP over WebSocket address, e.g. wss://sip.example.vn:7443"),
  domain: z.string().nullable().describe("SIP domain"),
  libs: z.array(z.string()).describe("Script URLs the softphone loads"),
  widget: z.boolean().describe("Show the provider's calling widget"),
  widget_libs: z.array(z.string()).describe("Script URLs of the widget"),
  enable: z.boolean(),
});

export const providerList = listOf(providerItem);
