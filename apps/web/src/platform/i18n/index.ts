import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { readStored } from "../storage";
import { en } from "./en";
import { vi } from "./vi";

export type { Bilingual, Language } from "@sen/core";
export { pick } from "@sen/core";

export const LANGUAGE_KEY = "language";

export function savedLanguage(): "vi" | "en" {
  const stored = readStored<string>(LANGUAGE_KEY, "vi");
  return stored === "en" ? "en" : "vi";
}

/** Vietnamese first (the default), English second; the choice is kept in this browser. */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { vi: { translation: vi }, en: { translation: en } },
  lng: savedLanguage(),
  fallbackLng: "vi",
  interpolation: { escapeValue: false },
});
