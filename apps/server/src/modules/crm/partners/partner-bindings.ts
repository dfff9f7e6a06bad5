import { complaintEntity, partnerEntity, partnerTransferEntity } from "@sen/core";
import { bindEntity } from "../../../platform/crud/registry.js";
import { complaints, partners, partnerTransfers } from "../crm.tables.js";
import { employeeScope } from "../employee-scope.js";
import { complaintFieldSchemas, complaintHooks } from "./complaints.js";
import { partnerFieldSchemas, partnerHooks } from "./partner-rules.js";

/** Partners: the rules of saving one, and each salesperson's own (a restricted user sees only theirs). */
export const partnerBinding = bindEntity(partnerEntity, partners, {
  hooks: partnerHooks,
  fieldSchemas: partnerFieldSchemas,
  scope: employeeScope(partners.ma_nvbh),
  fills: ["ma_kh", "ma_nvbh"],
});

export const complaintBinding = bindEntity(complaintEntity, complaints, {
  hooks: complaintHooks,
  fieldSchemas: complaintFieldSchemas,
  fills: ["ngay"],
});

/** Who handled a partner before and after each transfer: listed and read only. */
export const partnerTransferBinding = bindEntity(partnerTransferEntity, partnerTransfers);
