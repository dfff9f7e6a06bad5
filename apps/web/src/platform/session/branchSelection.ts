import { isAdmin, splitCodes } from "@sen/core";
import type { Branch, UserInfo } from "./types";

/** Branches the user may work in: every branch for administrators, else those in user_rights.branchs. */
export function allowedBranches(user: UserInfo, branches: Branch[]): Branch[] {
  if (isAdmin(user)) return branches;
  const granted = splitCodes(user.user_rights.branchs);
  return branches.filter((b) => granted.includes(b.ma_dvcs));
}

/** The branch to work in: the saved one if it is still in the list, else the first. */
export function reconcileBranch(saved: string | undefined, allowed: Branch[]): string | undefined {
  if (saved && allowed.some((b) => b.ma_dvcs === saved)) return saved;
  return allowed[0]?.ma_dvcs;
}

/**
 * Every selected branch must be one the user is allowed; otherwise the allowed ones already selected are
 * kept, else only the first allowed.
 */
export function reconcileBranches(saved: string[] | undefined, allowed: Branch[]): string[] {
  const codes = allowed.map((b) => b.ma_dvcs);
  const kept = (saved ?? []).filter((code) => codes.includes(code));
  if (kept.length > 0) return [...new Set(kept)];
  return codes.slice(0, 1);
}
