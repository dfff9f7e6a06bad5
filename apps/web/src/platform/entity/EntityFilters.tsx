import { type EntityDefinition, type Field, pick, type ReferenceField } from "@sen/core";
import { useTranslation } from "react-i18next";
import { FilterSelect } from "@/platform/table";
import { RemoteReferenceSelect } from "./inputs/RemoteReferenceSelect";
import { useEntityNamed } from "./useEntityDefinitions";
import { useFieldOptions } from "./useFieldOptions";

interface FilterProps<F extends Field = Field> {
  field: F;
  value?: string;
  onChange: (value?: string) => void;
}

const FILTER_WIDTH = 180;
const testId = (field: Field) => `filter-${field.name}`;

/** The choices of an enum, dictionary, boolean or small reference (its lookup). */
function ChoiceFilter({ field, value, onChange }: FilterProps) {
  const { t, i18n } = useTranslation();
  const choices = useFieldOptions(field);
  const options =
    field.kind === "boolean"
      ? [
          { value: "true", label: t("table.yes") },
          { value: "false", label: t("table.no") },
        ]
      : choices;
  return (
    <FilterSelect
      label={pick(field.label, i18n.language)}
      value={value}
      onChange={onChange}
      options={options}
      width={FILTER_WIDTH}
      data-testid={testId(field)}
    />
  );
}

/** A reference to a `large` entity (partners) is searched on the server as the user types, never loaded whole. */
function ReferenceFilter({ field, value, onChange }: FilterProps<ReferenceField>) {
  const { i18n } = useTranslation();
  const target = useEntityNamed(field.entity);
  if (!target?.large) return <ChoiceFilter field={field} value={value} onChange={onChange} />;
  const label = pick(field.label, i18n.language);
  return (
    <RemoteReferenceSelect
      field={field}
      target={target}
      value={value}
      onChange={(next) => onChange(next || undefined)}
      allowClear
      placeholder={label}
      aria-label={label}
      style={{ width: FILTER_WIDTH * 1.5 }}
      data-testid={testId(field)}
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
  return filterableFields(definition).map((field) => {
    const props = { value: values[field.name], onChange: (value?: string) => setFilter(field.name, value) };
    return field.kind === "reference" ? (
      <ReferenceFilter key={field.name} field={field} {...props} />
    ) : (
      <ChoiceFilter key={field.name} field={field} {...props} />
    );
  });
}
