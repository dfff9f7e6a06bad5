import { DEFAULT_LANGUAGE, type Language } from "./constants.js";

/** Gender as the API stores it: 1 = Nam, 2 = Nữ. */
export const GENDERS = [
  { value: 1, vi: "Nam", en: "Male" },
  { value: 2, vi: "Nữ", en: "Female" },
] as const;
export type Gender = (typeof GENDERS)[number]["value"];

/** The label of a stored gender (number or numeric string), "" when unknown or unset. */
export function genderLabel(value: number | string | null | undefined, lang: Language = DEFAULT_LANGUAGE): string {
  const gender = GENDERS.find((g) => String(g.value) === String(value ?? "").trim());
  return gender ? gender[lang] : "";
}

/** Options for a gender select, in the given language. */
export function genderOptions(lang: Language = DEFAULT_LANGUAGE): { value: Gender; label: string }[] {
  return GENDERS.map((g) => ({ value: g.value, label: g[lang] }));
}
