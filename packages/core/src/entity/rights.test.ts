import { describe, expect, it } from "vitest";
import { voucherLockEntity, warehouseEntity } from "../entities/index.js";
import { defineEntity } from "./entity.js";
import { lookupAccess } from "./pickers.js";
import { entityAccess, loosens } from "./rights.js";

/** A definition that asks for edit, not delete, to remove a row (a gift order is only cancelled). */
const switchedOff = defineEntity({
  name: "gift-order",
  label: { vi: "Đơn quà tặng", en: "Gift order" },
  table: "gift_orders",
  api: "sales/gift-orders",
  path: "/sales/gift-orders",
  command: "sales.gift-orders",
  rights: { delete: "edit", export: "read" },
  fields: [{ name: "ten", kind: "text", label: { vi: "Tên", en: "Name" } }],
});

describe("entityAccess", () => {
  it("gives each operation its usual right on the entity's command when the definition declares none", () => {
    const rights = (["list", "get", "create", "update", "delete", "export"] as const).map(
      (operation) => entityAccess(warehouseEntity, operation).right,
    );
    expect(rights).toEqual(["read", "read", "add", "edit", "del", "print"]);
    expect(entityAccess(warehouseEntity, "list").command).toBe("stock.warehouses");
  });

  it("follows the rights a definition declares, and only for the operations it names", () => {
    expect(entityAccess(switchedOff, "delete")).toEqual({ command: "sales.gift-orders", right: "edit" });
    expect(entityAccess(switchedOff, "export")).toEqual({ command: "sales.gift-orders", right: "read" });
    expect(entityAccess(switchedOff, "create")).toEqual({ command: "sales.gift-orders", right: "add" });
  });

  it("lets whoever may list an entity load its lookup", () => {
    const listing = { ...switchedOff, rights: { list: "access" as const } };
    const lookup = lookupAccess(listing);
    expect(lookup !== "signed-in" && lookup.anyOf[0]).toEqual({ command: "sales.gift-orders", right: "access" });
  });
});

describe("loosens", () => {
  const lock = voucherLockEntity;
  const old = { ma_dvcs: "CN01", ngay_khoa: "2026-02-28", ghi_chu: null };

  it("sees a lock moved back, cleared or moved to another branch as unlocking", () => {
    expect(loosens(lock, old, { ngay_khoa: "2026-01-31" })).toBe(true);
    expect(loosens(lock, old, { ngay_khoa: null })).toBe(true);
    expect(loosens(lock, old, { ma_dvcs: "CN02" })).toBe(true);
    expect(loosens(lock, old, { ma_dvcs: "" })).toBe(true);
  });

  it("sees a lock moved later, kept, or a note changed as no unlocking", () => {
    expect(loosens(lock, old, { ngay_khoa: "2026-03-31" })).toBe(false);
    expect(loosens(lock, old, { ma_dvcs: "CN01", ngay_khoa: "2026-02-28", ghi_chu: "Tháng 2" })).toBe(false);
    expect(loosens(lock, { ...old, ma_dvcs: null }, { ma_dvcs: "" })).toBe(false);
    expect(loosens(warehouseEntity, old, { ngay_khoa: "2000-01-01" })).toBe(false);
  });
});
