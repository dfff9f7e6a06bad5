import { DATE_FORMAT, toApiDate, toDayjs } from "@sen/core";
import { DatePicker } from "antd";
import { useTranslation } from "react-i18next";

/** The optional date range of a list: hints 'Từ ngày' and 'Đến ngày', shown DD/MM/YYYY, sent Y-m-d. */
export function DateRangeFilter({
  fromDate,
  toDate,
  onChange,
}: {
  fromDate?: string;
  toDate?: string;
  onChange: (fromDate?: string, toDate?: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <DatePicker.RangePicker
      value={[toDayjs(fromDate), toDayjs(toDate)]}
      format={DATE_FORMAT}
      allowEmpty={[true, true]}
      placeholder={[t("table.fromDate"), t("table.toDate")]}
      onChange={(range) => onChange(toApiDate(range?.[0]) || undefined, toApiDate(range?.[1]) || undefined)}
      data-testid="table-date-range"
      style={{ maxWidth: "100%" }}
    />
  );
}
