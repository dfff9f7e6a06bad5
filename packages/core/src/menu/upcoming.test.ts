import { describe, expect, it } from "vitest";
import { MENU_COMMANDS } from "./index.js";
import { UPCOMING_SCREENS } from "./upcoming.js";

const PAGE_PATHS = new Set(MENU_COMMANDS.flatMap((m) => (m.command ? [m.command] : [])));

describe("UPCOMING_SCREENS", () => {
  it("describes only pages of the menu", () => {
    const strangers = Object.keys(UPCOMING_SCREENS).filter((path) => !PAGE_PATHS.has(path));
    expect(strangers).toEqual([]);
  });

  it("says something in Vietnamese and in English for every page", () => {
    const blank = Object.entries(UPCOMING_SCREENS).filter(([, t]) => !t.vi.trim() || !t.en.trim());
    expect(blank).toEqual([]);
  });

  it("writes Vietnamese with its diacritics, not ASCII-stripped text", () => {
    const flat = Object.entries(UPCOMING_SCREENS).filter(
      ([, t]) => !/[àáảãạăâđèéẻẽẹêìíỉĩịòóỏõọôơùúủũụưỳýỷỹỵ]/i.test(t.vi),
    );
    expect(flat).toEqual([]);
  });

  it("has no entry for the built shop settings, the e-commerce dashboard or the service bills", () => {
    for (const path of ["/admin/settings", "/dashboard/ecommerce", "/sales/services", "/sales/services/approve"]) {
      expect(UPCOMING_SCREENS[path]).toBeUndefined();
    }
  });
});
