import { callCenterPhoneNumberEntity, isValidDialPhone } from "@sen/core";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { bilingual } from "../../platform/crud/messages.js";
import { bindEntity } from "../../platform/crud/registry.js";
import { entityRoutes } from "../../platform/crud/routes.js";
import { callCenterPhoneNumbers } from "./callcenter.tables.js";

/** A number the call center dials: 8 to 13 digits, so 1900 and 1800 hotlines too. */
const dialNumber = z
  .string(bilingual("Số điện thoại là bắt buộc", "Phone number is required"))
  .transform((s) => s.replace(/[\s.-]/g, ""))
  .refine(isValidDialPhone, bilingual("Số điện thoại không hợp lệ", "Phone number is not valid"));

const phoneNumberBinding = bindEntity(callCenterPhoneNumberEntity, callCenterPhoneNumbers, {
  fieldSchemas: { so_dien_thoai: dialNumber },
});

/** system/call-center/phone-numbers: the hotlines, their provider and answering branch. */
export async function phoneNumberRoutes(app: FastifyInstance) {
  await app.register(entityRoutes(phoneNumberBinding));
}
