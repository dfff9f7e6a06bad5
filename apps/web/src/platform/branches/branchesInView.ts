import { pick } from "@sen/core";
import type { TFunction } from "i18next";
import "./messages";

export interface NamedBranch {
  ma_dvcs: string;
  ten_dvcs: string;
  ten_dvcs_en: string | null;
}

/** Which of the allowed branches the lists show: one, some of them, or all. */
export type BranchesInView =
  | { kind: "one"; branch: NamedBranch }
  | { kind: "some"; branches: NamedBranch[] }
  | { kind: "all"; count: number };

export function branchesInView(selected: readonly string[], allowed: readonly NamedBranch[]): BranchesInView {
  const chosen = allowed.filter((b) => selected.includes(b.ma_dvcs));
  const [only] = chosen;
  if (chosen.length === 1 && only) return { kind: "one", branch: only };
  if (chosen.length === allowed.length || chosen.length === 0) return { kind: "all", count: allowed.length };
  return { kind: "some", branches: chosen };
}

export const branchName = (b: NamedBranch, language: string) => pick({ vi: b.ten_dvcs, en: b.ten_dvcs_en }, language);

/**
 * What the navbar says: "CN01 – Chi nhánh 1", "3 chi nhánh" or "Tất cả chi nhánh (25)"; the short form
 * (phones) "CN01", "3 CN" or "Tất cả (25)".
 */
export function inViewLabel(view: BranchesInView, t: TFunction, language: string, short = false): string {
  switch (view.kind) {
    case "one":
      return short
        ? view.branch.ma_dvcs
        : t("branches.one", { code: view.branch.ma_dvcs, name: branchName(view.branch, language) });
    case "some":
      return t(short ? "branches.shortSome" : "branches.some", { count: view.branches.length });
    case "all":
      return t(short ? "branches.shortAll" : "branches.all", { count: view.count });
  }
}

/** The names behind "3 chi nhánh", one a line, for the hover. */
export function inViewNames(view: BranchesInView, language: string): string[] {
  if (view.kind !== "some") return [];
  return view.branches.map((b) => `${b.ma_dvcs} – ${branchName(b, language)}`);
}
