import { taxEntity, voucherInfoEntity } from "@sen/core";
import { entityTable } from "../../platform/crud/table.js";

export const taxes = entityTable(taxEntity);
export const voucherInfos = entityTable(voucherInfoEntity, { uniqueTogether: [["ma_ct", "status"]] });
