/** What the dashboards add up per day of sales: bills and revenue, the service bills' part, sessions used, their value. */
export interface SalesSums {
  revenue: number;
  bills: number;
  service_revenue: number;
  sessions_used: number;
  used_revenue: number;
}

export type SalesDay = SalesSums & { day: string };
