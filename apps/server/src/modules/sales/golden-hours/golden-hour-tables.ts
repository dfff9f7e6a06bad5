import { goldenHourEntity } from "@sen/core";
import { entityTable } from "../../../platform/crud/table.js";

export const goldenHours = entityTable(goldenHourEntity);
