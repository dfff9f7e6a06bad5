import { Select } from "antd";

interface Props {
  label: string;
  value: string | undefined;
  onChange: (value?: string) => void;
  options: { value: string; label: string }[];
  width?: number;
}

/** One filter of a list toolbar: its name as placeholder and accessible name, clearable, searchable by label. */
export function FilterSelect({ label, value, onChange, options, width = 180 }: Props) {
  return (
    <Select
      allowClear
      showSearch={options.length > 6}
      optionFilterProp="label"
      placeholder={label}
      aria-label={label}
      value={value}
      onChange={(next?: string) => onChange(next)}
      options={options}
      style={{ width }}
    />
  );
}
