import { Select } from "antd";
import { useTranslation } from "react-i18next";

const WEEKDAYS = ["2", "3", "4", "5", "6", "7", "8"] as const;

interface WeekdaysSelectProps {
  value?: string | null;
  onChange?: (value: string) => void;
  id?: string;
}

/** Days of the week chosen by name, held as "2,3,4" (8 Sunday); none chosen means every day. */
export function WeekdaysSelect({ value, onChange, id }: WeekdaysSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      placeholder={t("stockPricing.hours.every")}
      value={value ? value.split(",") : []}
      onChange={(days: string[]) => onChange?.([...days].sort().join(","))}
      options={WEEKDAYS.map((d) => ({ value: d, label: t(`stockPricing.hours.day.${d}`) }))}
    />
  );
}
