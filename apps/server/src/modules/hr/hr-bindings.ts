import { departmentEntity, employeeEntity, shiftEntity } from "@sen/core";
import { bindEntity } from "../../platform/crud/registry.js";
import { departmentHooks } from "./department-rules.js";
import { employeeFieldSchemas, employeeHooks } from "./employee-rules.js";
import { departments, employees, shifts } from "./hr.tables.js";
import { shiftFieldSchemas, shiftHooks } from "./shift-rules.js";

export const employeeBinding = bindEntity(employeeEntity, employees, {
  hooks: employeeHooks,
  fieldSchemas: employeeFieldSchemas,
});

export const departmentBinding = bindEntity(departmentEntity, departments, { hooks: departmentHooks });

export const shiftBinding = bindEntity(shiftEntity, shifts, { hooks: shiftHooks, fieldSchemas: shiftFieldSchemas });
