import "../../reports/messages";
import { ReportPage } from "@/platform/report";
import { targetReport } from "./targetReport";

/** /crm/reports/target in the report frame, as every report. */
export function TargetReportPage() {
  return <ReportPage command="crm.reports.target" definition={targetReport} />;
}
