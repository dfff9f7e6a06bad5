import { targetEntity } from "@sen/core";
import { useTranslation } from "react-i18next";
import { useFieldOptions } from "@/platform/entity/useFieldOptions";
import { FilterSelect } from "@/platform/table";

const employeeField = targetEntity.fields.find((f) => f.name === "ma_nv") ?? targetEntity.fields[0];

/** The filter keys of the target pages' tables. */
export const TARGET_FILTERS = ["ma_nv"];

/** The salesperson filter of the targets and of the target report. */
export function TargetEmployeeFilter({
  values,
  setFilter,
}: {
  values: Record<string, string | undefined>;
  setFilter: (name: string, value?: string) => void;
}) {
  const { t } = useTranslation();
  const employees = useFieldOptions(employeeField);
  return (
    <FilterSelect
      label={t("crmCampaigns.employee")}
      value={values.ma_nv}
      onChange={(v) => setFilter("ma_nv", v)}
      options={employees}
      width={220}
    />
  );
}
