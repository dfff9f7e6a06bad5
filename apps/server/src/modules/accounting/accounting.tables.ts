import { taxEntity } from "@sen/core";
import { entityTable } from "../../platform/crud/table.js";

export const taxes = entityTable(taxEntity);
