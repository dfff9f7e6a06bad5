/** What each unbuilt page of the sales area (orders, services, rooms, cards, reports, cashier) will let the user do. */
export const SALES_UPCOMING: Readonly<Record<string, { vi: string; en: string }>> = {};
