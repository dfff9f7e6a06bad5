import { describe, expect, it } from "vitest";
import { columnGroups, fullTitle } from "./columnGroups";

describe("column groups", () => {
  it("puts neighbours of one group under its title and leaves the rest alone", () => {
    const columns = [
      { title: "Số hiệu TK" },
      { title: "Nợ", group: "Số dư đầu kỳ" },
      { title: "Có", group: "Số dư đầu kỳ" },
      { title: "Nợ", group: "Số phát sinh trong kỳ" },
      { title: "Có", group: "Số phát sinh trong kỳ" },
      { title: "Ghi chú" },
    ];
    expect(columnGroups(columns)).toEqual([
      { members: [0] },
      { group: "Số dư đầu kỳ", members: [1, 2] },
      { group: "Số phát sinh trong kỳ", members: [3, 4] },
      { members: [5] },
    ]);
  });

  it("draws a group split by another column twice, in the columns' order", () => {
    const runs = columnGroups([{ group: "A" }, {}, { group: "A" }]);
    expect(runs).toEqual([{ group: "A", members: [0] }, { members: [1] }, { group: "A", members: [2] }]);
    expect(columnGroups([])).toEqual([]);
  });

  it("names a grouped column with its group when it stands alone", () => {
    expect(fullTitle({ title: "Nợ", group: "Số dư cuối kỳ" })).toBe("Số dư cuối kỳ - Nợ");
    expect(fullTitle({ title: "Diễn giải" })).toBe("Diễn giải");
  });
});
