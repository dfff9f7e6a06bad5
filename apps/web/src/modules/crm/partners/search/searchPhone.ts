import { maskPhone } from "@sen/core";

/** The phone a search result shows: whole with crm_partner_search_detail, else masked (first and last 4 digits only). */
export const searchPhone = (phone: string | null | undefined, detailed: boolean) =>
  detailed ? (phone ?? "") : maskPhone(phone);
