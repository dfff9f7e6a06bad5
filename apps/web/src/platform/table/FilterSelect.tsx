import { Select } from "antd";
import { foldedSearch } from "@/platform/entity/inputs/foldedSearch";

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  value: string | undefined;
  /** The chosen value, or undefined once cleared (the filter leaves the page query). */
  onChange: (value?: string) => void;
  options: readonly FilterOption[];
  width?: number;
  "data-testid"?: string;
}

/** From this many choices on, the filter can be typed into (without minding case or diacritics). */
const SEARCHABLE_FROM = 7;

/** One filter of a list's toolbar: its name as placeholder and accessible name, clearable, searchable when long. */
export function FilterSelect({ label, value, onChange, options, width = 180, ...props }: FilterSelectProps) {
  return (
    <Select
      allowClear
      showSearch={options.length >= SEARCHABLE_FROM ? foldedSearch : false}
      placeholder={label}
      aria-label={label}
      data-testid={props["data-testid"]}
      value={value}
      onChange={(next?: string) => onChange(next || undefined)}
      options={[...options]}
      style={{ width }}
      popupMatchSelectWidth={false}
    />
  );
}
