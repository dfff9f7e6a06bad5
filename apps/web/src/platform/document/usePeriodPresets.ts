import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { dayjs, type PeriodName, periodRange } from "../dates";
import type { RangePreset } from "../table/DateRangeFilter";
import "./messages";

/** Named periods ('Hôm nay', 'Tháng này'…) as a date range's presets, around today. */
export function usePeriodPresets(names: readonly PeriodName[]): RangePreset[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const now = dayjs();
    return names.map((name) => ({ label: t(`document.periods.${name}`), value: periodRange(name, now) }));
  }, [names, t]);
}
