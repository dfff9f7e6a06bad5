import { employeeEntity } from "@sen/core";
import { entityTable } from "../../platform/crud/table.js";

export const employees = entityTable(employeeEntity);
