/** What partners are chosen by: source, level, salesperson, VIP, a search, and (for broadcasts) a birth month. */
export interface PartnerFilterValues {
  ma_nguon?: string;
  ma_cap_do?: string;
  ma_nvbh?: string;
  vip?: boolean;
  searchKey?: string;
  birthday_month?: number;
}

/** The filter without its empty conditions (an empty filter chooses every partner the user may see). */
export function cleanFilter(values: PartnerFilterValues): PartnerFilterValues {
  const clean: PartnerFilterValues = {};
  if (values.ma_nguon) clean.ma_nguon = values.ma_nguon;
  if (values.ma_cap_do) clean.ma_cap_do = values.ma_cap_do;
  if (values.ma_nvbh) clean.ma_nvbh = values.ma_nvbh;
  if (typeof values.vip === "boolean") clean.vip = values.vip;
  const search = values.searchKey?.trim();
  if (search) clean.searchKey = search;
  if (values.birthday_month) clean.birthday_month = values.birthday_month;
  return clean;
}

/**
 * The partner list's query for the same filter (active partners only, as the server adds them), for a count
 * before adding: one row is enough, the total says how many.
 */
export function partnerCountQuery(values: PartnerFilterValues): Record<string, string | number> {
  const { vip, birthday_month: _, ...rest } = cleanFilter(values);
  return { ...rest, ...(vip === undefined ? {} : { vip: String(vip) }), status: "true", pageSize: 10 };
}
