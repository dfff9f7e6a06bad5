import { api } from "@/platform/api";
import type { ReportParams } from "@/platform/report";
import type { ReportAnswer, ReportName } from "./reportDefinition";

export const reportKeys = {
  all: ["crm", "reports"] as const,
  one: (name: ReportName) => [...reportKeys.all, name] as const,
};

export const reportApi = {
  get: <Row, Totals>(name: ReportName, params: ReportParams, signal?: AbortSignal) =>
    api.get<ReportAnswer<Row, Totals>>(`crm/reports/${name}`, { query: { ...params }, signal }),
};
