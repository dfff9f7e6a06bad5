import { describe, expect, it } from "vitest";
import { diffValues, showValue } from "./logDiff";

describe("audit row diff", () => {
  it("marks only the fields that changed on an update", () => {
    const rows = diffValues(
      { full_name: "Nguyễn Văn A", status: true, email: null },
      { full_name: "Nguyễn Văn Á", status: true, email: "a@sen.vn" },
    );
    expect(rows.filter((r) => r.changed).map((r) => r.field)).toEqual(["full_name", "email"]);
    expect(rows.find((r) => r.field === "status")?.changed).toBe(false);
  });

  it("shows every field of a creation as new", () => {
    const rows = diffValues(null, { user_name: "nv01", is_admin: false });
    expect(rows).toEqual([
      { field: "user_name", old: undefined, new: "nv01", changed: true },
      { field: "is_admin", old: undefined, new: false, changed: true },
    ]);
  });

  it("diffs a batch of configs name by name", () => {
    const rows = diffValues(
      [{ name: "sale_return_days", group: "sale", value: "0" }],
      [{ name: "sale_return_days", group: "sale", value: "7" }],
    );
    expect(rows).toEqual([
      {
        field: "sale_return_days",
        old: { group: "sale", value: "0" },
        new: { group: "sale", value: "7" },
        changed: true,
      },
    ]);
  });

  it("diffs a rights list by menu_id", () => {
    const rows = diffValues([], [{ menu_id: "stock.units", r_access: true }]);
    expect(rows).toEqual([{ field: "stock.units", old: undefined, new: true, changed: true }]);
  });

  it("opens a nested list of rights item by item", () => {
    const rows = diffValues(
      { user_name: "nv01", rights: [] },
      { user_name: "nv01", rights: [{ menu_id: "stock.units", r_access: true, r_add: false }] },
    );
    expect(rows).toEqual([
      { field: "user_name", old: "nv01", new: "nv01", changed: false },
      { field: "rights › stock.units", old: undefined, new: { r_access: true, r_add: false }, changed: true },
    ]);
  });

  it("keeps values it cannot split as one row", () => {
    expect(diffValues("a", "b")).toEqual([{ field: "", old: "a", new: "b", changed: true }]);
  });

  it("reads values as text", () => {
    expect(showValue(null)).toBe("");
    expect(showValue("Hà Nội")).toBe("Hà Nội");
    expect(showValue(false)).toBe("false");
    expect(showValue(["a", 1])).toBe('["a",1]');
    expect(showValue({ r_access: true, r_read: true, r_del: false })).toBe("r_access, r_read");
    expect(showValue({ r_access: true }, (key) => key.toUpperCase())).toBe("R_ACCESS");
  });
});
