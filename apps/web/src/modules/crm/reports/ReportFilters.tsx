import { API_DATE_FORMAT, DATE_FORMAT, toDayjs } from "@sen/core";
import { DatePicker, Flex, Select } from "antd";
import type { Dayjs } from "dayjs";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { dayjs } from "@/platform/dates";
import { foldedSearch } from "@/platform/entity/inputs/foldedSearch";
import type { ReportParams } from "./reportApi";
import type { EmployeeOption } from "./useEmployeeOptions";

interface Props {
  params: ReportParams;
  employees: EmployeeOption[];
  onPeriod: (from: string, to: string) => void;
  onEmployee: (code?: string) => void;
  /** Buttons on the right (export). */
  extra?: ReactNode;
}

/** The periods a manager asks for most, a click away. */
function usePresets() {
  const { t } = useTranslation();
  const now = dayjs();
  const lastMonth = now.subtract(1, "month");
  return [
    { label: t("crmReports.filters.today"), value: [now.startOf("day"), now.endOf("day")] as [Dayjs, Dayjs] },
    { label: t("crmReports.filters.thisWeek"), value: [now.startOf("week"), now.endOf("week")] as [Dayjs, Dayjs] },
    { label: t("crmReports.filters.thisMonth"), value: [now.startOf("month"), now.endOf("month")] as [Dayjs, Dayjs] },
    {
      label: t("crmReports.filters.lastMonth"),
      value: [lastMonth.startOf("month"), lastMonth.endOf("month")] as [Dayjs, Dayjs],
    },
    { label: t("crmReports.filters.thisYear"), value: [now.startOf("year"), now.endOf("year")] as [Dayjs, Dayjs] },
  ];
}

/** 'Từ ngày' – 'Đến ngày' (both required), the employee, and the report's buttons. */
export function ReportFilters({ params, employees, onPeriod, onEmployee, extra }: Props) {
  const { t } = useTranslation();
  const presets = usePresets();
  return (
    <Flex wrap gap={8} justify="space-between" align="center">
      <Flex wrap gap={8} align="center" style={{ flex: "1 1 auto", minWidth: 0 }}>
        <DatePicker.RangePicker
          value={[toDayjs(params.fromDate), toDayjs(params.toDate)]}
          format={DATE_FORMAT}
          allowClear={false}
          presets={presets}
          placeholder={[t("table.fromDate"), t("table.toDate")]}
          onChange={(range) => {
            const [from, to] = range ?? [];
            if (from && to) onPeriod(from.format(API_DATE_FORMAT), to.format(API_DATE_FORMAT));
          }}
          style={{ maxWidth: "100%" }}
        />
        <Select
          allowClear
          showSearch={foldedSearch}
          placeholder={t("crmReports.filters.allEmployees")}
          aria-label={t("crmReports.filters.employee")}
          value={params.ma_nv}
          onChange={(code?: string) => onEmployee(code)}
          options={employees}
          style={{ width: 260, maxWidth: "100%" }}
          data-testid="report-employee"
        />
      </Flex>
      {extra}
    </Flex>
  );
}
