import type { ReportMessages } from "./vi";

export const reportEn: ReportMessages = {
  presets: {
    today: "Today",
    thisWeek: "This week",
    thisMonth: "This month",
    lastMonth: "Last month",
    thisYear: "This year",
  },
  total: "Total",
  empty: "No data yet",
  loadFailed: "The report could not be loaded",
  loading: "Loading the report…",
  print: "Print",
  period: "From {{from}} to {{to}}",
  filterLine: "{{label}}: {{value}}",
  branches: "Branches: {{branches}}",
  branchCount: "{{count}} branches",
  branchesInView: "Branches in view",
  percentUnit: "{{title}} (%)",
  rowCount: "{{count}} rows",
};
