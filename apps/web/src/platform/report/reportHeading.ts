import { formatDate } from "@sen/core";
import type { TFunction } from "i18next";
import type { FilterOption } from "@/platform/table";
import type { ReportFilter, ReportParams, ReportScope } from "./reportDefinition";

/** A filter as chosen: its name, and the chosen option's label (the code if unknown, "all" if none). */
export function filterLine(t: TFunction, filter: ReportFilter, options: readonly FilterOption[], value?: string) {
  const chosen = value ? (options.find((o) => o.value === value)?.label ?? value) : filter.allLabel(t);
  return t("report.filterLine", { label: filter.label(t), value: chosen });
}

/**
 * What a report is of, one fact a line: its title, the period, each filter, the branches. Heads the
 * Excel file and the printed page, which leave the screen's filters behind.
 */
export function reportHeading(
  t: TFunction,
  scope: ReportScope,
  params: ReportParams,
  filterLines: readonly string[],
): string[] {
  return [
    scope.title,
    t("report.period", { from: formatDate(params.fromDate), to: formatDate(params.toDate) }),
    ...filterLines,
    t("report.branches", { branches: scope.branches.join(", ") }),
  ];
}
