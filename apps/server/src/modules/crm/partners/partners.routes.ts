import { complaintEntity, entityAccess } from "@sen/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { entityRoutes } from "../../../platform/crud/routes.js";
import { rowSchema } from "../../../platform/crud/row-schema.js";
import { writeSchema } from "../../../platform/crud/schema.js";
import { crud } from "../../../platform/crud/service.js";
import { complaintBranch } from "./complaints.js";
import { complaintBinding, partnerBinding, partnerTransferBinding } from "./partner-bindings.js";
import { partnerChangeRoutes } from "./partner-changes.routes.js";
import { partnerLookupRoutes } from "./partner-lookups.routes.js";

export { complaintBinding, partnerBinding };

/** A complaint sent without a branch (several selected) takes its partner's. */
const complaintBody = writeSchema(complaintEntity, complaintBinding.fieldSchemas).extend({
  ma_dvcs: z.string().trim().min(1).max(20).optional(),
});

/** Partners and complaints: the generic routes with their rules, and the partner screens' own calls. */
export async function partnerRoutes(app: FastifyInstance) {
  // Their static segments win over the generic routes' parameters (/exists/phone/… over /exists/{field}/…).
  await app.register(partnerLookupRoutes);
  await app.register(partnerChangeRoutes);
  await app.register(entityRoutes(partnerBinding));
  await app.register(entityRoutes(complaintBinding, { create: false }));
  await app.register(entityRoutes(partnerTransferBinding, { lookup: false }));

  app.withTypeProvider<ZodTypeProvider>().post(
    `/${complaintEntity.api}`,
    {
      config: { access: entityAccess(complaintEntity, "create"), bodyBranch: true },
      schema: {
        tags: ["crm"],
        summary: "Create Complaint (received now unless `ngay`; in its customer's branch unless `ma_dvcs`)",
        body: complaintBody,
        response: { 200: rowSchema(complaintEntity) },
      },
    },
    (req) =>
      req.tx(async (db) => {
        const ma_dvcs = req.body.ma_dvcs ?? (await complaintBranch(db, req, String(req.body.ma_kh)));
        return crud.create(db, complaintBinding, { ...req.body, ma_dvcs }, req);
      }),
  );
}
