import { API_DATE_FORMAT, DATE_FORMAT, toDayjs } from "@sen/core";
import { DatePicker } from "antd";
import { useTranslation } from "react-i18next";
import type { Period } from "./periods";

export interface CustomRangeProps {
  period: Period;
  onChange: (period: Period) => void;
  wide: boolean;
}

/** The free range of 'Tùy chọn', DD/MM/YYYY: loaded only when chosen, the calendar being ~32 kB gzip. */
export function CustomRange({ period, onChange, wide }: CustomRangeProps) {
  const { t } = useTranslation();
  return (
    <DatePicker.RangePicker
      value={[toDayjs(period.fromDate), toDayjs(period.toDate)]}
      format={DATE_FORMAT}
      allowClear={false}
      placeholder={[t("table.fromDate"), t("table.toDate")]}
      onChange={(range) => {
        const [from, to] = range ?? [];
        if (from && to) onChange({ fromDate: from.format(API_DATE_FORMAT), toDate: to.format(API_DATE_FORMAT) });
      }}
      style={{ flex: wide ? "1 1 100%" : undefined }}
    />
  );
}
