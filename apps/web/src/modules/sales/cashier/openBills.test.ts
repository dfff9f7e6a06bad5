import { describe, expect, it } from "vitest";
import { addItem } from "./cart";
import { activeCart, closeBill, freshBills, openBill, restoredBills, updateActive } from "./openBills";
import { shampoo } from "./testItems";

describe("the cashier's open bills", () => {
  it("holds the bill in hand when a new one opens, and comes back to it", () => {
    let bills = updateActive(freshBills(), (c) => addItem(c, shampoo));
    bills = openBill(bills);
    expect(activeCart(bills).lines).toEqual([]);
    expect(bills.tabs).toHaveLength(2);
    bills = { ...bills, active: 1 };
    expect(activeCart(bills).lines.map((l) => l.ma_vt)).toEqual(["SP01"]);
  });

  it("moves to the tab before a closed one, and always keeps a bill in hand", () => {
    let bills = openBill(openBill(freshBills()));
    bills = closeBill(bills, 3);
    expect(bills.active).toBe(2);
    bills = closeBill(closeBill(bills, 1), 2);
    expect(bills.tabs).toHaveLength(1);
    expect(activeCart(bills).lines).toEqual([]);
  });

  it("restores what a reload kept, and starts afresh from anything else", () => {
    const kept = updateActive(openBill(freshBills()), (c) => addItem(c, shampoo));
    expect(restoredBills(JSON.parse(JSON.stringify(kept)))).toEqual(kept);
    const fresh = (bills: ReturnType<typeof freshBills>) => [bills.tabs.length, activeCart(bills).lines.length];
    expect(fresh(restoredBills({ tabs: [{ id: 1 }], active: 1 }))).toEqual([1, 0]);
    expect(fresh(restoredBills("nonsense"))).toEqual([1, 0]);
    expect(fresh(restoredBills({ ...kept, active: 9 }))).toEqual([1, 0]);
  });
});
