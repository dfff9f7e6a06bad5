import { describe, expect, it } from "vitest";
import {
  type AccountFields,
  type AccountNode,
  accountMatches,
  buildAccountTree,
  canHaveSubAccounts,
  countAccounts,
  filterAccountTree,
  parentIds,
  subAccountDefaults,
} from "./accountTree";

const account = (tk: string, ten_tk: string, tk_me: string | null = null, cap = 1) => ({
  id: `id-${tk}`,
  tk,
  ten_tk,
  ten_tk_en: "",
  tk_me,
  cap,
});

const CHART = [
  account("112", "Tiền gửi không kỳ hạn"),
  account("1111", "Tiền Việt Nam", "111", 2),
  account("111", "Tiền mặt"),
  account("1121", "Tiền Việt Nam", "112", 2),
  account("1112", "Ngoại tệ", "111", 2),
  account("131", "Phải thu của khách hàng"),
  account("33311", "Thuế GTGT đầu ra", "3331", 3),
  account("3331", "Thuế giá trị gia tăng phải nộp", "333", 2),
  account("333", "Thuế và các khoản phải nộp Nhà nước"),
];

/** The tree as indented numbers, as a person reads it. */
const outline = (nodes: readonly AccountNode<AccountFields>[], depth = 0): string[] =>
  nodes.flatMap((n) => [`${"  ".repeat(depth)}${n.tk}`, ...outline(n.children ?? [], depth + 1)]);

describe("the chart of accounts as a tree", () => {
  it("puts each sub-account under its parent, siblings by number", () => {
    expect(outline(buildAccountTree(CHART))).toEqual([
      "111",
      "  1111",
      "  1112",
      "112",
      "  1121",
      "131",
      "333",
      "  3331",
      "    33311",
    ]);
  });

  it("gives a leaf no children, so that no expander is drawn", () => {
    const [cash] = buildAccountTree(CHART);
    expect(cash?.children?.[0]).not.toHaveProperty("children");
    expect(buildAccountTree(CHART).find((n) => n.tk === "131")).not.toHaveProperty("children");
  });

  it("keeps an account whose parent is missing, or a loop of parents, at the top rather than losing it", () => {
    const rows = [account("5111", "Doanh thu bán hàng", "511", 2), account("A", "a", "B"), account("B", "b", "A")];
    const tree = buildAccountTree(rows);
    expect(countAccounts(tree)).toBe(3);
    expect(outline(tree)).toEqual(["5111", "A", "  B"]);
  });

  it("finds names without diacritics and numbers by their beginning", () => {
    const cash = account("111", "Tiền mặt");
    expect(accountMatches(cash, "tien mat")).toBe(true);
    expect(accountMatches(cash, "TIỀN MẶT")).toBe(true);
    expect(accountMatches(cash, "11")).toBe(true);
    expect(accountMatches(cash, "1111")).toBe(false);
    expect(accountMatches(account("2111", "Nhà cửa"), "111")).toBe(false);
    expect(accountMatches({ ...cash, ten_tk_en: "Cash on hand" }, "cash")).toBe(true);
    expect(accountMatches(cash, "  ")).toBe(true);
  });

  it("cuts the tree to the matches and their parents", () => {
    const tree = buildAccountTree(CHART);
    expect(outline(filterAccountTree(tree, "dau ra"))).toEqual(["333", "  3331", "    33311"]);
    expect(outline(filterAccountTree(tree, "tien viet nam"))).toEqual(["111", "  1111", "112", "  1121"]);
    expect(outline(filterAccountTree(tree, "tien mat"))).toEqual(["111"]);
    expect(filterAccountTree(tree, "không có")).toEqual([]);
    expect(filterAccountTree(tree, "")).toEqual(tree);
  });

  it("lists the accounts that can open and close", () => {
    expect(parentIds(buildAccountTree(CHART))).toEqual(["id-111", "id-112", "id-333", "id-3331"]);
  });

  it("starts a sub-account under its parent, one level deeper, with the parent's number and side", () => {
    const parent = { ...account("1112", "Ngoại tệ", "111", 2), loai: "no", theo_doi_kh: true };
    expect(subAccountDefaults(parent)).toMatchObject({
      tk: "1112",
      tk_me: "1112",
      cap: 3,
      loai: "no",
      theo_doi_kh: true,
    });
    expect(canHaveSubAccounts(parent)).toBe(true);
    expect(canHaveSubAccounts(account("33311", "Thuế GTGT đầu ra", "3331", 3))).toBe(false);
  });
});
