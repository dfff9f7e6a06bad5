import { describe, expect, it } from "vitest";
import {
  BREAKPOINTS,
  DEFAULT_LANGUAGE,
  DEFAULT_PAGE_SIZE,
  EMPTY_DATE,
  NUMERIC_TYPES,
  PAGE_SIZES,
  SEARCH_DEBOUNCE_MS,
  SERVER_TIME_TICK_MS,
  STARRED_PAGES_LIMIT,
  THEME_COLOR_NAMES,
  TOAST_DURATION_MS,
} from "./constants.js";

describe("the business constants", () => {
  it("offers the page sizes of the spec, default 10", () => {
    expect(PAGE_SIZES).toEqual([10, 20, 50, 100, 200, 500, 1000]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(PAGE_SIZES).toContain(DEFAULT_PAGE_SIZE);
  });

  it("keeps toast, server-time tick and search debounce timings", () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    expect(SERVER_TIME_TICK_MS).toBe(60_000);
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });

  it("limits starred pages to 10", () => {
    expect(STARRED_PAGES_LIMIT).toBe(10);
  });

  it("has the breakpoints of the spec", () => {
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xml: 1400, xxl: 1600 });
  });

  it("lists the numeric column types", () => {
    expect(NUMERIC_TYPES).toEqual([
      "int2",
      "int4",
      "int8",
      "numeric",
      "ud_smallint",
      "ud_int",
      "ud_bigint",
      "ud_float",
      "ud_decimal",
    ]);
  });

  it("lists the theme colour names", () => {
    expect(THEME_COLOR_NAMES).toEqual(["primary", "secondary", "success", "danger", "warning", "dark", "light"]);
  });

  it("treats 1900-01-01 as the empty date and Vietnamese as the default language", () => {
    expect(EMPTY_DATE).toBe("1900-01-01");
    expect(DEFAULT_LANGUAGE).toBe("vi");
  });
});
