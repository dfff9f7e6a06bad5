import { maskPhone } from "@sen/core";

/** The phone a search result shows: whole with crm_partner_search_detail, else masked (spec 9: first and last 4). */
export const searchPhone = (phone: string | null | undefined, detailed: boolean) =>
  detailed ? (phone ?? "") : maskPhone(phone);
