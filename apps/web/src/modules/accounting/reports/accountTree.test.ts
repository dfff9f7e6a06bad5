import { describe, expect, it } from "vitest";
import { accountTree, type TrialBalanceItem, unbalancedPairs } from "./accountTree";

const zero = { no_dk: 0, co_dk: 0, ps_no: 0, ps_co: 0, no_ck: 0, co_ck: 0 };
const item = (tk: string, tk_me: string | null, cap: number, ps_no = 0): TrialBalanceItem => ({
  ...zero,
  tk,
  ten_tk: `TK ${tk}`,
  tk_me,
  cap,
  ps_no,
});

describe("the trial balance's tree", () => {
  it("puts each account under its parent, in the answer's order", () => {
    const tree = accountTree([
      item("111", null, 1, 300),
      item("1111", "111", 2, 200),
      item("1112", "111", 2, 100),
      item("131", null, 1),
    ]);
    expect(tree.map((n) => n.tk)).toEqual(["111", "131"]);
    expect(tree[0]?.sub?.map((n) => [n.tk, n.ps_no])).toEqual([
      ["1111", 200],
      ["1112", 100],
    ]);
    expect(tree[1]?.sub).toBeUndefined();
  });

  it("keeps an account at the top when its parent is not in the answer", () => {
    expect(accountTree([item("33311", "3331", 3)]).map((n) => n.tk)).toEqual(["33311"]);
  });
});

describe("debits against credits", () => {
  it("finds nothing amiss when each pair balances, to the cent", () => {
    expect(unbalancedPairs({ no_dk: 7e6, co_dk: 7e6, ps_no: 1.7e6, ps_co: 1.7e6, no_ck: 8e6, co_ck: 8e6 })).toEqual([]);
    expect(unbalancedPairs({ ...zero, ps_no: 0.1 + 0.2, ps_co: 0.3 })).toEqual([]);
  });

  it("names the pairs that do not balance", () => {
    expect(unbalancedPairs({ ...zero, ps_no: 100, no_ck: 100 })).toEqual(["movements", "closing"]);
    expect(unbalancedPairs({ ...zero, co_dk: 0.01 })).toEqual(["opening"]);
  });
});
