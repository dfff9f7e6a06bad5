import { type ReportDefinition, ReportFrame } from "@/platform/report";
import { useReportScope } from "./useReportScope";

/** A report of the CRM in the report frame, under its command's rights (`crm.reports.{name}`). */
export function ReportPage<Row extends object, Answer>({
  command,
  definition,
}: {
  command: string;
  definition: ReportDefinition<Row, Answer>;
}) {
  return <ReportFrame definition={definition} scope={useReportScope(command)} />;
}
