import { ReportFrame } from "./ReportFrame";
import type { ReportDefinition } from "./reportDefinition";
import { useReportScope } from "./useReportScope";

/** A report in the frame, under its command's rights (the CRM's `crm.reports.{name}`, sales' `sales.reports.{name}`). */
export function ReportPage<Row extends object, Answer>({
  command,
  definition,
}: {
  command: string;
  definition: ReportDefinition<Row, Answer>;
}) {
  return <ReportFrame definition={definition} scope={useReportScope(command)} />;
}
