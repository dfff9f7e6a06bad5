import { type Field, pick } from "@sen/core";
import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { useFieldOptions } from "../useFieldOptions";
import { foldedSearch } from "./foldedSearch";

interface ChoiceSelectProps {
  field: Field;
  value?: string;
  onChange?: (value?: string) => void;
  id?: string;
}

/** One choice of an enum, another entity (its lookup) or a dictionary group, searchable without diacritics. */
export function ChoiceSelect({ field, value, onChange, id }: ChoiceSelectProps) {
  const { t, i18n } = useTranslation();
  const options = useFieldOptions(field);
  return (
    <Select
      id={id}
      value={value || undefined}
      onChange={(next?: string) => onChange?.(next ?? "")}
      options={options}
      allowClear={!field.required}
      showSearch={foldedSearch}
      placeholder={t("entity.choose", { field: pick(field.label, i18n.language).toLowerCase() })}
    />
  );
}
