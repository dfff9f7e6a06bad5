import { Select } from "antd";

export interface FilterOption {
  value: string;
  label: string;
}

interface ListFilterProps {
  label: string;
  value: string | undefined;
  onChange: (value?: string) => void;
  options: readonly FilterOption[];
  width?: number;
}

/** One filter of a list's toolbar: its name as placeholder and accessible name, clearable, searchable when long. */
export function ListFilter({ label, value, onChange, options, width = 170 }: ListFilterProps) {
  return (
    <Select
      allowClear
      showSearch={options.length > 6 ? { optionFilterProp: "label" } : false}
      placeholder={label}
      aria-label={label}
      value={value}
      onChange={(next?: string) => onChange(next || undefined)}
      options={[...options]}
      style={{ width }}
      popupMatchSelectWidth={false}
    />
  );
}
