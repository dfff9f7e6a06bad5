import { discountCodeEntity } from "@sen/core";
import { entityTable } from "../../platform/crud/table.js";

export const discountCodes = entityTable(discountCodeEntity);
