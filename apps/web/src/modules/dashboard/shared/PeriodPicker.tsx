import { API_DATE_FORMAT, DATE_FORMAT, toDayjs } from "@sen/core";
import { DatePicker, Flex, Grid, Segmented, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { dayjs } from "@/platform/dates";
import { PERIODS, type Period, type PeriodKey, periodKeyOf, presetPeriod } from "./periods";

interface Props {
  period: Period;
  onChange: (period: Period) => void;
}

/**
 * Hôm nay, 7 ngày, Tháng này, Tháng trước in one click, or 'Tùy chọn' and a range; a drop-down on
 * a phone, where five buttons do not fit in a row.
 */
export function PeriodPicker({ period, onChange }: Props) {
  const { t } = useTranslation();
  const phone = !Grid.useBreakpoint().sm;
  const today = dayjs();
  const current = periodKeyOf(period, today);
  const [custom, setCustom] = useState(current === "custom");
  const shown: PeriodKey = custom ? "custom" : current;
  const options = PERIODS.map((key) => ({ value: key, label: t(`dashboard.period.${key}`) }));
  const pick = (key: PeriodKey) => {
    setCustom(key === "custom");
    if (key !== "custom") onChange(presetPeriod(key, today));
  };
  return (
    <Flex wrap gap={8} align="center" data-testid="period-picker">
      {phone ? (
        <Select
          value={shown}
          options={options}
          onChange={pick}
          aria-label={t("dashboard.period.label")}
          style={{ flex: "1 1 140px" }}
        />
      ) : (
        <Segmented<PeriodKey>
          value={shown}
          options={options}
          onChange={pick}
          aria-label={t("dashboard.period.label")}
        />
      )}
      {shown === "custom" && (
        <DatePicker.RangePicker
          value={[toDayjs(period.fromDate), toDayjs(period.toDate)]}
          format={DATE_FORMAT}
          allowClear={false}
          placeholder={[t("table.fromDate"), t("table.toDate")]}
          onChange={(range) => {
            const [from, to] = range ?? [];
            if (from && to) onChange({ fromDate: from.format(API_DATE_FORMAT), toDate: to.format(API_DATE_FORMAT) });
          }}
          style={{ flex: phone ? "1 1 100%" : undefined }}
        />
      )}
    </Flex>
  );
}
