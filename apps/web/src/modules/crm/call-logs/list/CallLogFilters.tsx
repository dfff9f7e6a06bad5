import { CALL_DIRECTIONS, CALL_SOURCES } from "@sen/core";
import { useTranslation } from "react-i18next";
import { useFieldOptions } from "@/platform/entity/useFieldOptions";
import { FilterSelect } from "@/platform/table";
import { callField, choices } from "../callLogFields";
import { useCallLogConfig } from "../useCallLogConfig";

/** The filters every list of calls offers; the call-center list has no source filter (it is one source). */
export const CALL_FILTERS = ["huong", "trang_thai", "ma_nv", "nguon"] as const;
const employeeField = callField("ma_nv");

interface CallLogFiltersProps {
  values: Record<string, string>;
  setFilter: (name: string, value?: string) => void;
  withSource?: boolean;
}

export function CallLogFilters({ values, setFilter, withSource = true }: CallLogFiltersProps) {
  const { t, i18n } = useTranslation();
  const { statuses } = useCallLogConfig();
  const employees = useFieldOptions(employeeField);
  const title = (key: string) => t(`crmCalls.columns.${key}`);
  return (
    <>
      <FilterSelect
        label={title("direction")}
        value={values.huong}
        onChange={(v) => setFilter("huong", v)}
        options={choices(CALL_DIRECTIONS, i18n.language)}
        width={130}
      />
      <FilterSelect
        label={title("status")}
        value={values.trang_thai}
        onChange={(v) => setFilter("trang_thai", v)}
        options={statuses.map((s) => ({ value: s, label: s }))}
      />
      <FilterSelect
        label={title("employee")}
        value={values.ma_nv}
        onChange={(v) => setFilter("ma_nv", v)}
        options={employees}
        width={200}
      />
      {withSource && (
        <FilterSelect
          label={title("source")}
          value={values.nguon}
          onChange={(v) => setFilter("nguon", v)}
          options={choices(CALL_SOURCES, i18n.language)}
          width={130}
        />
      )}
    </>
  );
}
