import {
  employeeEntity,
  ITEM_KIND,
  partnerEntity,
  pick,
  productEntity,
  SALES_REPORTS,
  type SalesReportDef,
  type SalesReportFilter,
  type SalesReportName,
} from "@sen/core";
import { api } from "@/platform/api";
import { i18n } from "@/platform/i18n";
import { defineReport, formatAlone, type ReportDefinition, type ReportFilter } from "@/platform/report";
import { useLookupOptions } from "./useLookupOptions";

/** A row of a sales report: its columns by key (see SALES_REPORTS in @sen/core). */
export type SalesRow = Record<string, string | number | null>;

/** GET sales/reports/{name}: the rows and the totals of the period. */
export interface SalesAnswer {
  items: SalesRow[];
  totals: Record<string, number>;
}

const say = (vi: string, en: string) => pick({ vi, en }, i18n.language);

/** A service among the products (goods are of kind VT). */
const isService = (row: Record<string, unknown>) => row.loai_vt !== ITEM_KIND.VT;

/** Each filter's label, what no choice means, and its options (an entity's lookup). */
const FILTERS: Record<SalesReportFilter, ReportFilter> = {
  ma_kh: {
    key: "ma_kh",
    label: () => say("Khách hàng", "Customer"),
    allLabel: () => say("Tất cả khách hàng", "All customers"),
    useOptions: () => useLookupOptions(partnerEntity.api, "ma_kh", "ten_kh"),
    width: 240,
  },
  ma_vt: {
    key: "ma_vt",
    label: () => say("Mặt hàng", "Item"),
    allLabel: () => say("Tất cả mặt hàng", "All items"),
    useOptions: () => useLookupOptions(productEntity.api, "ma_vt", "ten_vt"),
    width: 240,
  },
  ma_nvbh: {
    key: "ma_nvbh",
    label: () => say("Nhân viên bán hàng", "Salesperson"),
    allLabel: () => say("Tất cả nhân viên", "All employees"),
    useOptions: () => useLookupOptions(employeeEntity.api, "ma_nv", "ten_nv"),
    width: 240,
  },
  ma_dv: {
    key: "ma_dv",
    label: () => say("Dịch vụ", "Service"),
    allLabel: () => say("Tất cả dịch vụ", "All services"),
    useOptions: () => useLookupOptions(productEntity.api, "ma_vt", "ten_vt", isService),
    width: 240,
  },
  ma_nv: {
    key: "ma_nv",
    label: () => say("Kỹ thuật viên", "Technician"),
    allLabel: () => say("Tất cả kỹ thuật viên", "All technicians"),
    useOptions: () => useLookupOptions(employeeEntity.api, "ma_nv", "ten_nv"),
    width: 240,
  },
  nhan_vien: {
    key: "nhan_vien",
    label: () => say("Nhân viên", "Employee"),
    allLabel: () => say("Tất cả nhân viên", "All employees"),
    useOptions: () => useLookupOptions(employeeEntity.api, "ma_nv", "ten_nv"),
    width: 240,
  },
};

/** A row's key: its document and line, else its text columns (a day and branch, a customer, an employee). */
function rowKeyOf(def: SalesReportDef) {
  const keys = def.columns.filter((c) => c.kind === "text" || c.kind === "date").map((c) => c.key);
  return (row: SalesRow) => (row.stt_rec ? `${row.stt_rec}|${row.line ?? ""}` : keys.map((k) => row[k]).join("|"));
}

/** A report of the sales area for the report frame, drawn from its shared definition. */
export function salesReport(name: SalesReportName): ReportDefinition<SalesRow, SalesAnswer> {
  const def: SalesReportDef = SALES_REPORTS[name];
  const column = (key: string) => def.columns.find((c) => c.key === key);
  const title = (key: string) => {
    const c = column(key);
    return c ? pick(c, i18n.language) : key;
  };
  const kindOf = (key: string) => column(key)?.kind ?? "money";
  return defineReport<SalesRow, SalesAnswer>({
    name,
    queryKey: ["sales", "reports", name],
    fetch: (params, signal) => api.get<SalesAnswer>(`sales/reports/${name}`, { query: { ...params }, signal }),
    filters: def.filters.map((f) => FILTERS[f]),
    rows: (answer) => answer.items,
    rowKey: rowKeyOf(def),
    columns: () =>
      def.columns.map((c) => ({
        key: c.key,
        title: pick(c, i18n.language),
        kind: c.kind,
        width: c.kind === "text" && c.key.startsWith("ten_") ? 200 : undefined,
      })),
    totals: (answer) => ({ ...answer.totals }),
    figures: (_t, answer) =>
      def.figures.map((key) => ({ label: title(key), value: answer.totals[key] ?? 0, kind: kindOf(key) })),
    charts: () => {
      const chart = def.chart;
      if (!chart) return [];
      return [
        {
          type: "bar" as const,
          unit: "money" as const,
          title: pick(
            {
              vi: `${title(chart.series[0] ?? "")} theo ${title(chart.label[0] ?? "").toLowerCase()}`,
              en: `${title(chart.series[0] ?? "")} by ${title(chart.label[0] ?? "").toLowerCase()}`,
            },
            i18n.language,
          ),
          label: (row: SalesRow) => chart.label.map((key) => formatAlone(kindOf(key), row[key])).join(" "),
          series: chart.series.map((key) => ({
            key,
            title: title(key),
            value: (row: SalesRow) => Number(row[key] ?? 0),
          })),
        },
      ];
    },
  });
}
