import { STARRED_PAGES_LIMIT } from "@sen/core";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { setApiLanguage } from "../../platform/api";
import { type Bilingual, chooseLanguage, LANGUAGE_KEY, type Language, savedLanguage } from "../../platform/i18n";
import { writeStored } from "../../platform/storage";

export type LayoutMode = "horizontal" | "vertical";
export type ThemeMode = "light" | "dark" | "semi-dark";

export interface StarredPage {
  path: string;
  title: Bilingual;
}

/** Sen is the lotus: its pink is the default primary colour. */
export const DEFAULT_PRIMARY = "#c41d7f";

interface Preferences {
  layout: LayoutMode;
  theme: ThemeMode;
  primaryColor: string;
  language: Language;
  starred: StarredPage[];
  setLayout(layout: LayoutMode): void;
  setTheme(theme: ThemeMode): void;
  setPrimaryColor(color: string): void;
  setLanguage(language: Language): void;
  /** Stars or unstars a page; false when the limit of 10 starred pages stops it. */
  toggleStar(page: StarredPage): boolean;
  reset(): void;
}

const DEFAULTS = { layout: "horizontal", theme: "light", primaryColor: DEFAULT_PRIMARY } as const;

function applyLanguage(language: Language) {
  writeStored(LANGUAGE_KEY, language);
  setApiLanguage(language);
  void chooseLanguage(language);
  document.documentElement.lang = language;
}

/** Layout, theme, colour, language and starred pages, kept in this browser. */
export const usePreferences = create<Preferences>()(
  persist(
    (set, get) => ({
      ...DEFAULTS,
      language: savedLanguage(),
      starred: [],
      setLayout: (layout) => set({ layout }),
      setTheme: (theme) => set({ theme }),
      setPrimaryColor: (primaryColor) => set({ primaryColor }),
      setLanguage(language) {
        applyLanguage(language);
        set({ language });
      },
      toggleStar(page) {
        const { starred } = get();
        if (starred.some((p) => p.path === page.path)) {
          set({ starred: starred.filter((p) => p.path !== page.path) });
          return true;
        }
        if (starred.length >= STARRED_PAGES_LIMIT) return false;
        set({ starred: [...starred, page] });
        return true;
      },
      reset: () => set(DEFAULTS),
    }),
    {
      name: "sen_preferences",
      storage: createJSONStorage(() => localStorage),
      partialize: ({ layout, theme, primaryColor, starred }) => ({ layout, theme, primaryColor, starred }),
    },
  ),
);

applyLanguage(usePreferences.getState().language);
