import type { ReferenceField, TextField } from "../../entity/field.js";

/*
 * The references CRM records make to partners and employees. Each keeps a copy of the name it
 * points at (`copyLabelTo`), which the server fills and keeps current, so that lists of a
 * million rows show names without a join.
 */

export const partnerReference = <const N extends string, const C extends string>(name: N, copy: C) =>
  ({
    name,
    kind: "reference",
    label: { vi: "Khách hàng", en: "Customer" },
    entity: "partner",
    valueField: "ma_kh",
    labelField: "ten_kh",
    copyLabelTo: copy,
    required: true,
    filterable: true,
    inList: false,
  }) as const satisfies ReferenceField;

export const employeeReference = <const N extends string, const C extends string>(
  name: N,
  copy: C,
  vi: string,
  en: string,
) =>
  ({
    name,
    kind: "reference",
    label: { vi, en },
    entity: "employee",
    valueField: "ma_nv",
    labelField: "ten_nv",
    copyLabelTo: copy,
    filterable: true,
    inList: false,
  }) as const satisfies ReferenceField;

/** The copied name of a reference, shown in lists and set by the server only. */
export const copiedName = <const N extends string>(name: N, vi: string, en: string) =>
  ({
    name,
    kind: "text",
    label: { vi, en },
    readOnly: true,
  }) as const satisfies TextField;
