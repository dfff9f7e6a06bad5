import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { foldedSearch } from "@/platform/entity/inputs/foldedSearch";
import type { ScheduleKindView } from "./scheduleKinds";
import { TypeDot } from "./TypeDot";
import { type Choice, useScheduleChoices } from "./useScheduleChoices";

/** The filters lists and calendars share, by query name. */
export const SCHEDULE_FILTERS = ["ma_loai", "trang_thai", "ma_nv"] as const;

interface FilterProps {
  label: string;
  name: string;
  value?: string;
  onChange: (value?: string) => void;
  choices: Choice[];
  width: number;
}

function Filter({ label, name, value, onChange, choices, width }: FilterProps) {
  return (
    <Select
      allowClear
      showSearch={foldedSearch}
      placeholder={label}
      aria-label={label}
      data-testid={`filter-${name}`}
      value={value}
      onChange={(next?: string) => onChange(next || undefined)}
      options={choices.map((c) => ({
        value: c.value,
        label: c.label,
        title: c.label,
        ...(c.color ? { display: <TypeDot color={c.color} label={c.label} /> } : {}),
      }))}
      optionRender={(option) => option.data.display ?? option.label}
      style={{ width }}
      popupMatchSelectWidth={false}
    />
  );
}

/** Type (with its colour), status and assignee pickers. */
export function ScheduleFilters({
  kind,
  values,
  setFilter,
}: {
  kind: ScheduleKindView;
  values: Record<string, string | undefined>;
  setFilter: (name: string, value?: string) => void;
}) {
  const { t } = useTranslation();
  const { types, statuses, employees } = useScheduleChoices(kind);
  return (
    <>
      <Filter
        name="ma_loai"
        label={t("schedules.common.type")}
        value={values.ma_loai}
        onChange={(v) => setFilter("ma_loai", v)}
        choices={types}
        width={170}
      />
      <Filter
        name="trang_thai"
        label={t("schedules.common.status")}
        value={values.trang_thai}
        onChange={(v) => setFilter("trang_thai", v)}
        choices={statuses}
        width={160}
      />
      <Filter
        name="ma_nv"
        label={t("schedules.common.assignee")}
        value={values.ma_nv}
        onChange={(v) => setFilter("ma_nv", v)}
        choices={employees}
        width={200}
      />
    </>
  );
}
