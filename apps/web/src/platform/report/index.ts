export { ReportFrame } from "./ReportFrame";
export { ReportPage } from "./ReportPage";
export {
  type ChartSeries,
  type ChartSpec,
  type ChartSwitch,
  defineReport,
  type ReportChart,
  type ReportColumn,
  type ReportDefinition,
  type ReportFigure,
  type ReportFilter,
  type ReportParams,
  type ReportScope,
} from "./reportDefinition";
export { formatAlone, formatValue, type ValueKind } from "./reportValues";
export { useReportScope } from "./useReportScope";
