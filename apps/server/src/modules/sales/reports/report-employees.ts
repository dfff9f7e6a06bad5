import { type SalesReportDef, type SalesReportFilter, visibleEmployees } from "@sen/core";
import type { FastifyRequest } from "fastify";
import { bilingual } from "../../../platform/crud/messages.js";
import { forbidden, invalidInput } from "../../../platform/errors.js";

/** The filters naming an employee: a salesperson, a technician, anyone earning. */
const EMPLOYEE_FILTERS: ReadonlySet<SalesReportFilter> = new Set(["ma_nvbh", "ma_nv", "nhan_vien"]);

/**
 * A report's filters as a user limited to some employees (their rights' employee list) may ask them: each employee
 * filter one of theirs (403 for another), their only one when they leave it blank, chosen among several (422).
 * Unlimited users ask what they like. Reports without an employee filter are the branches' figures, as for anyone.
 */
export function employeeFilters(
  request: FastifyRequest,
  def: SalesReportDef,
  asked: Partial<Record<string, string>>,
): Partial<Record<string, string>> {
  const user = request.auth?.user;
  const codes = user ? visibleEmployees(user) : [];
  if (!codes) return asked;
  const filters = { ...asked };
  for (const key of def.filters.filter((f) => EMPLOYEE_FILTERS.has(f))) {
    const code = filters[key]?.trim().toUpperCase();
    if (code && !codes.includes(code)) throw forbidden();
    if (code) continue;
    if (codes.length !== 1) {
      throw invalidInput({
        [key]: bilingual("Chọn một nhân viên của bạn để xem báo cáo", "Choose one of your employees to see the report"),
      });
    }
    filters[key] = codes[0];
  }
  return filters;
}
