import { SALES_REPORT_NAMES, type SalesReportName } from "@sen/core";
import type { ComponentType } from "react";
import { ReportPage } from "@/platform/report";
import { salesReport } from "./salesReports";

/** Each sales report's screen: the report frame with its definition, under its own command's rights. */
export const salesReportPages = Object.fromEntries(
  SALES_REPORT_NAMES.map((name) => {
    const definition = salesReport(name);
    const Page: ComponentType = () => <ReportPage command={`sales.reports.${name}`} definition={definition} />;
    return [name, Page];
  }),
) as Record<SalesReportName, ComponentType>;
