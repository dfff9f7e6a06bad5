import type { CrmReportName } from "@sen/core";
import { api } from "@/platform/api";
import type { ReportParams } from "@/platform/report";

export type ReportName = CrmReportName;

/** A column the report adds from its data (a call status, an appointment type). */
export interface DataColumn {
  key: string;
  title: string;
}

/** GET crm/reports/{name}: the rows, the totals, and the data's own columns for pivots. */
export interface ReportAnswer<Row, Totals = Partial<Row>> {
  columns?: DataColumn[];
  rows: Row[];
  totals: Totals;
}

export const reportKeys = {
  all: ["crm", "reports"] as const,
  one: (name: ReportName) => [...reportKeys.all, name] as const,
};

export const reportApi = {
  get: <Row, Totals>(name: ReportName, params: ReportParams, signal?: AbortSignal) =>
    api.get<ReportAnswer<Row, Totals>>(`crm/reports/${name}`, { query: { ...params }, signal }),
};
