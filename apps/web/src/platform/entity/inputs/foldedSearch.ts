import { foldedIncludes } from "@sen/core";

/** Select search that ignores case and Vietnamese diacritics ('ha noi' finds 'Hà Nội'), as list search does. */
export const foldedSearch = {
  filterOption: (input: string, option?: { label?: unknown }) => foldedIncludes(String(option?.label ?? ""), input),
};
