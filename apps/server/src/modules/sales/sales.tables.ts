import { cardTypeEntity, discountCodeEntity, paymentTypeEntity } from "@sen/core";
import { entityTable } from "../../platform/crud/table.js";

export const discountCodes = entityTable(discountCodeEntity);
export const paymentTypes = entityTable(paymentTypeEntity);
export const cardTypes = entityTable(cardTypeEntity);
