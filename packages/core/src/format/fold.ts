/**
 * Text as search compares it, so 'Nguyen' finds 'Nguyễn': lower case, no Vietnamese diacritics, 'đ' as 'd',
 * whatever the input's Unicode form. The database does the same with `public.sen_unaccent`.
 */
export function foldVietnamese(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").replace(/[đĐ]/g, "d").toLowerCase().replace(/\s+/g, " ").trim();
}

/** Whether `text` contains `query`, both folded; an empty query matches everything. */
export function foldedIncludes(text: string, query: string): boolean {
  const wanted = foldVietnamese(query);
  return wanted === "" || foldVietnamese(text).includes(wanted);
}
