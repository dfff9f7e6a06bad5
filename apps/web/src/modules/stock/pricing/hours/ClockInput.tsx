import { TIME_FORMAT } from "@sen/core";
import { TimePicker } from "antd";
import dayjs from "dayjs";

interface ClockInputProps {
  value?: string | null;
  onChange?: (value: string) => void;
  id?: string;
}

/** An HH:mm text, picked on a clock. */
export function ClockInput({ value, onChange, id }: ClockInputProps) {
  return (
    <TimePicker
      id={id}
      format={TIME_FORMAT}
      minuteStep={5}
      needConfirm={false}
      style={{ width: "100%" }}
      value={value ? dayjs(`2000-01-01T${value}`) : null}
      onChange={(picked) => onChange?.(picked ? picked.format(TIME_FORMAT) : "")}
    />
  );
}
