import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { readStored } from "../storage";
import { vi } from "./vi";

export type { Bilingual, Language } from "@sen/core";
export { pick } from "@sen/core";

export const LANGUAGE_KEY = "language";

export function savedLanguage(): "vi" | "en" {
  const stored = readStored<string>(LANGUAGE_KEY, "vi");
  return stored === "en" ? "en" : "vi";
}

/**
 * Vietnamese first (the default), English second; the choice is kept in this browser. The shell's English
 * texts are fetched when English is chosen, so that the first screen of most users does not carry them.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { vi: { translation: vi } },
  lng: "vi",
  fallbackLng: "vi",
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
});

/** Switches the texts to a language, fetching the shell's English first when it is not here yet. */
export async function chooseLanguage(language: "vi" | "en"): Promise<void> {
  if (language === "en") {
    const { en } = await import("./en");
    i18n.addResourceBundle("en", "translation", en, true, false);
  }
  await i18n.changeLanguage(language);
}

/** Resolves once the saved language's texts are in place: the app renders after it. */
export const languageReady: Promise<void> = savedLanguage() === "en" ? chooseLanguage("en") : Promise.resolve();
