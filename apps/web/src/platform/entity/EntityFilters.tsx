import { type EntityDefinition, type Field, pick } from "@sen/core";
import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { foldedSearch } from "./inputs/foldedSearch";
import { useFieldOptions } from "./useFieldOptions";

interface FilterProps {
  field: Field;
  value?: string;
  onChange: (value?: string) => void;
}

function FieldFilter({ field, value, onChange }: FilterProps) {
  const { t, i18n } = useTranslation();
  const choices = useFieldOptions(field);
  const options =
    field.kind === "boolean"
      ? [
          { value: "true", label: t("table.yes") },
          { value: "false", label: t("table.no") },
        ]
      : choices;
  const label = pick(field.label, i18n.language);
  return (
    <Select
      allowClear
      showSearch={foldedSearch}
      value={value}
      onChange={(next?: string) => onChange(next || undefined)}
      options={options}
      placeholder={label}
      aria-label={label}
      data-testid={`filter-${field.name}`}
      style={{ minWidth: 160 }}
      popupMatchSelectWidth={false}
    />
  );
}

export const filterableFields = (definition: EntityDefinition) => definition.fields.filter((f) => f.filterable);

/** A picker for each filterable field of the definition (kept in the page query by the table). */
export function EntityFilters({
  definition,
  values,
  setFilter,
}: {
  definition: EntityDefinition;
  values: Record<string, string>;
  setFilter: (name: string, value?: string) => void;
}) {
  return filterableFields(definition).map((field) => (
    <FieldFilter
      key={field.name}
      field={field}
      value={values[field.name]}
      onChange={(value) => setFilter(field.name, value)}
    />
  ));
}
