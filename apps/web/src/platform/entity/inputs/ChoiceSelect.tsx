import { type Field, pick } from "@sen/core";
import { Select } from "antd";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { useFieldOptions } from "../useFieldOptions";
import { foldedSearch } from "./foldedSearch";

interface ChoiceSelectProps {
  field: Field;
  value?: string;
  onChange?: (value?: string) => void;
  id?: string;
  /** Its box (a width the select keeps whatever the choice's length). */
  style?: CSSProperties;
}

/** One choice of an enum, another entity (its lookup) or a dictionary group, searchable without diacritics. */
export function ChoiceSelect({ field, value, onChange, id, style }: ChoiceSelectProps) {
  const { t, i18n } = useTranslation();
  const options = useFieldOptions(field);
  return (
    <Select
      id={id}
      style={style}
      value={value || undefined}
      onChange={(next?: string) => onChange?.(next ?? "")}
      options={options}
      allowClear={!field.required}
      showSearch={foldedSearch}
      placeholder={t("entity.choose", { field: pick(field.label, i18n.language).toLowerCase() })}
    />
  );
}
