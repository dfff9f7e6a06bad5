import type { ReferenceField } from "@sen/core";

/** The technician of a serving's line: an employee in service. */
export const TECHNICIAN: ReferenceField = {
  name: "ma_nv",
  kind: "reference",
  label: { vi: "Kỹ thuật viên", en: "Technician" },
  entity: "employee",
  valueField: "ma_nv",
  labelField: "ten_nv",
};
