/** A text in Vietnamese (always) and English (when known). */
export interface Bilingual {
  vi: string;
  en?: string | null;
}

/** The text in `language`, falling back to Vietnamese. */
export function pick(text: Bilingual, language: string): string {
  return language === "en" && text.en ? text.en : text.vi;
}
