import type { Command } from "./menu/index.js";

/** The six rights a user holds per menu command. */
export const RIGHTS = ["access", "read", "add", "edit", "del", "print"] as const;
export type Right = (typeof RIGHTS)[number];

export type RightLists = { [R in Right as `r_${R}`]: string[] };

export interface RightsHolder extends RightLists {
  is_admin: number | boolean;
}

export function isAdmin(user: Pick<RightsHolder, "is_admin">): boolean {
  return user.is_admin === 1 || user.is_admin === true;
}

/**
 * A command code as a check takes it: a code read from data (a plain string) is taken as it is,
 * but a code written in the source must be a page of the menu tree, so a misspelt one fails to compile.
 */
export type CheckedCommand<C extends string> = string extends C ? unknown : C extends Command ? unknown : Command;

/**
 * Administrators pass every check. Others need the command code in the right's list;
 * read is also granted by edit. No code means no right.
 */
export function hasRight<C extends string>(
  user: RightsHolder,
  code: (C & CheckedCommand<C>) | undefined | null,
  right: Right,
): boolean {
  if (isAdmin(user)) return true;
  if (!code) return false;
  if (right === "read" && user.r_edit.includes(code)) return true;
  return user[`r_${right}`].includes(code);
}

export interface EmployeeScope {
  is_admin: number | boolean;
  user_rights: { employee_yn: number; employees: string };
}

/** Administrators, users without employee restriction, or users listing that employee. */
export function canSeeEmployee(user: EmployeeScope, employee: string): boolean {
  if (isAdmin(user) || Number(user.user_rights.employee_yn) === 0) return true;
  return splitCodes(user.user_rights.employees).includes(employee);
}

/** The employees whose records the user may see, or undefined when they may see everyone's. */
export function visibleEmployees(user: EmployeeScope): string[] | undefined {
  if (isAdmin(user) || Number(user.user_rights.employee_yn) === 0) return undefined;
  return splitCodes(user.user_rights.employees);
}

/** "CN01, CN02," → ["CN01", "CN02"] */
export function splitCodes(list: string | null | undefined): string[] {
  return (list ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}
