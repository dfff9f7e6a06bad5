import { describe, expect, it } from "vitest";
import { buildCommandTree, filterTree, flatten } from "./commandTree";

const c = (menu_id: string, menu_id0: string | null, sort: number) => ({ menu_id, menu_id0, sort });

describe("command tree", () => {
  it("nests by menu_id0 and orders siblings by sort", () => {
    const tree = buildCommandTree([
      c("stock.units", "stock", 20),
      c("stock", null, 10),
      c("stock.products", "stock", 10),
    ]);
    expect(tree).toHaveLength(1);
    expect(tree[0]?.children?.map((n) => n.menu_id)).toEqual(["stock.products", "stock.units"]);
    expect(tree[0]?.children?.[0]?.children).toBeUndefined();
  });

  it("keeps a command whose parent is missing as a root, and survives a cycle", () => {
    const tree = buildCommandTree([c("x", "gone", 1), c("a", "b", 1), c("b", "a", 2)]);
    expect(
      flatten(tree)
        .map((n) => n.menu_id)
        .sort(),
    ).toEqual(["a", "b", "x"]);
  });

  it("filters to the matches, their ancestors and everything below them", () => {
    const tree = buildCommandTree([
      c("stock", null, 1),
      c("stock.g", "stock", 1),
      c("stock.units", "stock.g", 1),
      c("stock.products", "stock.g", 2),
      c("crm", null, 2),
    ]);
    expect(flatten(filterTree(tree, (n) => n.menu_id === "stock.units")).map((n) => n.menu_id)).toEqual([
      "stock",
      "stock.g",
      "stock.units",
    ]);
    expect(flatten(filterTree(tree, (n) => n.menu_id === "stock.g")).map((n) => n.menu_id)).toEqual([
      "stock",
      "stock.g",
      "stock.units",
      "stock.products",
    ]);
  });
});
