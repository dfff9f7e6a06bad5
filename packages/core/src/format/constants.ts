/** Business constants and limits the screens share (and the numbers input rules carry). */

export const PAGE_SIZES = [10, 20, 50, 100, 200, 500, 1000] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

export const TOAST_DURATION_MS = 3000;
export const SERVER_TIME_TICK_MS = 60_000;
export const SEARCH_DEBOUNCE_MS = 500;
export const STARRED_PAGES_LIMIT = 10;

/** Minimum width in px of each breakpoint; xs is everything narrower than sm (576). */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xml: 1400, xxl: 1600 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

export const NUMERIC_TYPES = [
  "int2",
  "int4",
  "int8",
  "numeric",
  "ud_smallint",
  "ud_int",
  "ud_bigint",
  "ud_float",
  "ud_decimal",
] as const;
export type NumericType = (typeof NUMERIC_TYPES)[number];

export const THEME_COLOR_NAMES = ["primary", "secondary", "success", "danger", "warning", "dark", "light"] as const;
export type ThemeColorName = (typeof THEME_COLOR_NAMES)[number];

/** Stored in date columns to mean "no date"; shown as empty everywhere. */
export const EMPTY_DATE = "1900-01-01";

export const LANGUAGES = ["vi", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "vi";

/** Numeric input: the generic key filter keeps at most this many characters. */
export const KEY_FILTER_MAX_LENGTH = 20;
/** Numeric input: integer digits allowed unless configured otherwise. */
export const DEFAULT_INTEGER_DIGITS = 18;

/** Colour brightness (0–255) at or above which a background counts as light. */
export const BRIGHTNESS_THRESHOLD = 128;
