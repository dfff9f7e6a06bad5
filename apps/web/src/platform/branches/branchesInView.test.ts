import { describe, expect, it } from "vitest";
import { i18n } from "../i18n";
import { branchesInView, inViewLabel, inViewNames, type NamedBranch } from "./branchesInView";

const branch = (n: number): NamedBranch => ({
  ma_dvcs: `CN${String(n).padStart(2, "0")}`,
  ten_dvcs: `Chi nhánh ${n}`,
  ten_dvcs_en: n === 1 ? "Branch 1" : null,
});
const allowed = Array.from({ length: 25 }, (_, i) => branch(i + 1));
const vi = i18n.getFixedT("vi");
const en = i18n.getFixedT("en");
const label = (selected: string[], short = false, language: "vi" | "en" = "vi") =>
  inViewLabel(branchesInView(selected, allowed), language === "vi" ? vi : en, language, short);

describe("the branches in view, as the navbar says them", () => {
  it("names the one branch by code and name, and by code alone on a phone", () => {
    expect(label(["CN01"])).toBe("CN01 – Chi nhánh 1");
    expect(label(["CN01"], false, "en")).toBe("CN01 – Branch 1");
    // A branch without an English name keeps its Vietnamese one.
    expect(label(["CN02"], false, "en")).toBe("CN02 – Chi nhánh 2");
    expect(label(["CN01"], true)).toBe("CN01");
  });

  it("counts several, with their names for the hover", () => {
    expect(label(["CN03", "CN01", "CN02"])).toBe("3 chi nhánh");
    expect(label(["CN03", "CN01", "CN02"], true)).toBe("3 CN");
    expect(label(["CN03", "CN01"], false, "en")).toBe("2 branches");
    expect(inViewNames(branchesInView(["CN03", "CN01"], allowed), "vi")).toEqual([
      "CN01 – Chi nhánh 1",
      "CN03 – Chi nhánh 3",
    ]);
  });

  it("says all, with how many, when every allowed branch is selected", () => {
    const every = allowed.map((b) => b.ma_dvcs);
    expect(label(every)).toBe("Tất cả chi nhánh (25)");
    expect(label(every, true)).toBe("Tất cả (25)");
    expect(label(every, false, "en")).toBe("All branches (25)");
    expect(inViewNames(branchesInView(every, allowed), "vi")).toEqual([]);
  });

  it("counts only allowed branches, and says one when only one is allowed", () => {
    expect(label(["CN01", "CN99"])).toBe("CN01 – Chi nhánh 1");
    const single = [branch(1)];
    expect(inViewLabel(branchesInView(["CN01"], single), vi, "vi")).toBe("CN01 – Chi nhánh 1");
  });
});
