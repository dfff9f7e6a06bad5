import { DATE_FORMAT } from "@sen/core";
import { DatePicker } from "antd";
import type { Dayjs } from "dayjs";

/** A day that is always set (no clear button), shown DD/MM/YYYY: the day a board or a timeline shows. */
export function DayPicker({
  day,
  onChange,
  label,
  testId,
}: {
  day: Dayjs;
  onChange: (day: Dayjs) => void;
  label: string;
  testId: string;
}) {
  return (
    <DatePicker
      value={day}
      format={DATE_FORMAT}
      allowClear={false}
      onChange={(d) => d && onChange(d.startOf("day"))}
      aria-label={label}
      data-testid={testId}
    />
  );
}
