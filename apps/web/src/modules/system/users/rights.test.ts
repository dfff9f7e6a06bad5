import { describe, expect, it } from "vitest";
import { NO_RIGHTS, RIGHT_KEYS, rightsState, setRights, toggleRights, toRightsList, toRightsMap } from "./rights";

const units = { ...NO_RIGHTS, r_access: true, r_read: true };

describe("rights editor state", () => {
  it("keeps the six rights in column order", () => {
    expect(RIGHT_KEYS).toEqual(["r_access", "r_read", "r_add", "r_edit", "r_del", "r_print"]);
  });

  it("round-trips the API list and drops commands left without any right", () => {
    const map = toRightsMap([
      { menu_id: "stock.units", ...units },
      { menu_id: "stock.warehouses", ...NO_RIGHTS },
    ]);
    expect(toRightsList(map)).toEqual([{ menu_id: "stock.units", ...units }]);
  });

  it("reports a column over a group as all, some or none", () => {
    const map = toRightsMap([{ menu_id: "a", ...units }]);
    expect(rightsState(map, ["a", "b"], ["r_read"])).toBe("some");
    expect(rightsState(map, ["a"], ["r_read"])).toBe("all");
    expect(rightsState(map, ["b"], ["r_read"])).toBe("none");
    expect(rightsState(map, [], ["r_read"])).toBe("none");
    expect(rightsState(map, ["a"], RIGHT_KEYS)).toBe("some");
  });

  it("a group toggle ticks every child, and a second toggle clears them", () => {
    const half = toRightsMap([{ menu_id: "a", ...units }]);
    const ticked = toggleRights(half, ["a", "b"], ["r_add"]);
    expect(ticked.a?.r_add).toBe(true);
    expect(ticked.b?.r_add).toBe(true);
    expect(ticked.a?.r_read).toBe(true);
    const cleared = toggleRights(ticked, ["a", "b"], ["r_add"]);
    expect(rightsState(cleared, ["a", "b"], ["r_add"])).toBe("none");
    expect(cleared.a?.r_access).toBe(true);
  });

  it("leaves alone the cells the editor may not change", () => {
    const onlyA = (id: string) => id === "a";
    const map = toggleRights({}, ["a", "b"], ["r_add"], onlyA);
    expect(map.a?.r_add).toBe(true);
    expect(map.b?.r_add).toBe(false);
    // Every changeable cell is on, so the next toggle clears them.
    expect(toggleRights(map, ["a", "b"], ["r_add"], onlyA).a?.r_add).toBe(false);
  });

  it("a whole-row toggle sets the six rights of that command only", () => {
    const map = setRights({}, ["a"], RIGHT_KEYS, true);
    expect(rightsState(map, ["a"], RIGHT_KEYS)).toBe("all");
    expect(map.b).toBeUndefined();
  });
});
