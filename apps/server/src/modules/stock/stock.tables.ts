import { unitEntity, warehouseEntity } from "@sen/core";
import { entityTable } from "../../platform/crud/table.js";

export const units = entityTable(unitEntity);
export const warehouses = entityTable(warehouseEntity);
