import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/platform/api";
import { useSession } from "@/platform/session/sessionStore";
import type { ReportAnswer, ReportName } from "./reportDefinition";

/** The report's filters as the API takes them: Vietnamese days, inclusive, and an optional employee. */
export interface ReportParams {
  fromDate: string;
  toDate: string;
  ma_nv?: string;
}

export const reportKeys = {
  all: ["crm", "reports"] as const,
  one: (name: ReportName, params: ReportParams, branches: readonly string[]) =>
    [...reportKeys.all, name, params, branches] as const,
};

export const reportApi = {
  get: <Row, Totals>(name: ReportName, params: ReportParams, signal?: AbortSignal) =>
    api.get<ReportAnswer<Row, Totals>>(`crm/reports/${name}`, { query: { ...params }, signal }),
};

/** The report for these filters over the branches chosen in the navbar; the last answer stays while the next loads. */
export function useReport<Row, Totals>(name: ReportName, params: ReportParams) {
  const branches = useSession((s) => s.selectedBranches);
  return useQuery({
    queryKey: reportKeys.one(name, params, branches),
    queryFn: ({ signal }) => reportApi.get<Row, Totals>(name, params, signal),
    placeholderData: keepPreviousData,
  });
}
