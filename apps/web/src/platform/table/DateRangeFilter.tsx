import { DATE_FORMAT, toApiDate, toDayjs } from "@sen/core";
import { DatePicker } from "antd";
import type { Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";

/** A period offered a click away ('Tháng này'): its name and its first and last day. */
export interface RangePreset {
  label: string;
  value: [Dayjs, Dayjs];
}

/** The optional date range of a list: hints 'Từ ngày' and 'Đến ngày', shown DD/MM/YYYY, sent Y-m-d; `presets` a click away. */
export function DateRangeFilter({
  fromDate,
  toDate,
  onChange,
  presets,
}: {
  fromDate?: string;
  toDate?: string;
  onChange: (fromDate?: string, toDate?: string) => void;
  presets?: readonly RangePreset[];
}) {
  const { t } = useTranslation();
  return (
    <DatePicker.RangePicker
      value={[toDayjs(fromDate), toDayjs(toDate)]}
      format={DATE_FORMAT}
      allowEmpty={[true, true]}
      placeholder={[t("table.fromDate"), t("table.toDate")]}
      presets={presets && [...presets]}
      onChange={(range) => onChange(toApiDate(range?.[0]) || undefined, toApiDate(range?.[1]) || undefined)}
      data-testid="table-date-range"
      style={{ maxWidth: "100%" }}
    />
  );
}
