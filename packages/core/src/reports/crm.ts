/** The CRM reports served at `crm/reports/{name}` and shown at `/crm/reports/{name}` (the target report aside). */
export const CRM_REPORT_NAMES = [
  "employee",
  "marketing",
  "telesale",
  "telesale-kpis",
  "telesale-status",
  "consultant",
  "contact",
  "todo",
] as const;

export type CrmReportName = (typeof CRM_REPORT_NAMES)[number];
