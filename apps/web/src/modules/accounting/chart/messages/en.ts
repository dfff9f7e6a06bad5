import type { chartVi } from "./vi";

export const chartEn: typeof chartVi = {
  search: "Search by account number or name",
  expandAll: "Expand all",
  collapseAll: "Collapse",
  add: "Add an account",
  addChild: "Add a sub-account",
  count: "{{count}} accounts",
  found: "{{found}} / {{count}} accounts",
  account: "Account",
  number: "Account no.",
  name: "Account name",
  nature: "Nature",
  tracking: "Tracked by",
  inactive: "Not in use",
  by: { kh: "Partner", nv: "Employee", kho: "Warehouse" },
  empty: "No accounts yet",
  noMatch: "No account matches “{{query}}”",
};
