import type { ReportFilter } from "@/platform/report";
import { useEmployeeOptions } from "./useEmployeeOptions";

/** The employee a CRM report may be narrowed to (`ma_nv`): those the user may see. */
export const employeeFilter: ReportFilter = {
  key: "ma_nv",
  label: (t) => t("crmReports.filters.employee"),
  allLabel: (t) => t("crmReports.filters.allEmployees"),
  useOptions: useEmployeeOptions,
};
