import type { EntityDefinition, Field } from "@sen/core";

/** A valid value for a field, different for each `n`: what a user could type into the form. */
export function sampleValue(field: Field, n: number): unknown {
  switch (field.kind) {
    case "code":
      return `T${n}${Math.random().toString(36).slice(2, 8)}`.toUpperCase().slice(0, field.maxLength ?? 32);
    case "text":
      if (field.example) return `${field.example}${n}`;
      return `Đặng Thị Ánh Hồng ${n}`.slice(0, field.maxLength ?? 255);
    case "phone":
      return `0903${String(100000 + n).slice(-6)}`;
    case "email":
      return `nhanvien${n}@senspa.vn`;
    case "url":
      return "https://senspa.vn";
    case "number":
    case "money":
    case "percent":
      return Math.min(field.max ?? 1_000_000, (field.min ?? 0) + 5 + n);
    case "date":
      return `2026-11-${String(10 + (n % 18)).padStart(2, "0")}`;
    case "datetime":
      return new Date(Date.UTC(2026, 10, 10 + (n % 18), 9, 30)).toISOString();
    case "boolean":
      return true;
    case "enum":
      return field.options[0]?.value;
    default:
      return undefined;
  }
}

/** A complete, valid create body for the entity. */
export function sampleRow(definition: EntityDefinition, n: number, branch?: string): Record<string, unknown> {
  const row: Record<string, unknown> = definition.branchScoped && branch ? { ma_dvcs: branch } : {};
  for (const field of definition.fields) {
    if (field.readOnly || field.inForm === false) continue;
    const value = sampleValue(field, n);
    if (value !== undefined) row[field.name] = value;
  }
  return row;
}
