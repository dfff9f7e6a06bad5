import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { readStored } from "../storage";
import { en } from "./en";
import { vi } from "./vi";

export const LANGUAGES = ["vi", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_KEY = "language";

export function savedLanguage(): Language {
  const stored = readStored<string>(LANGUAGE_KEY, "vi");
  return stored === "en" ? "en" : "vi";
}

/** Vietnamese first (spec 9), English second; the choice is kept in this browser. */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { vi: { translation: vi }, en: { translation: en } },
  lng: savedLanguage(),
  fallbackLng: "vi",
  interpolation: { escapeValue: false },
});

/** A text given in both languages (menu titles and route metadata carry both). */
export interface Bilingual {
  vi: string;
  en?: string | null;
}

export function pick(text: Bilingual, language: string): string {
  return language === "en" && text.en ? text.en : text.vi;
}
