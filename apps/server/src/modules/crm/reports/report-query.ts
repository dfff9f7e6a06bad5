import { splitCodes, visibleEmployees } from "@sen/core";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { bilingual, say } from "../../../platform/crud/messages.js";
import { invalidInput, langOf } from "../../../platform/errors.js";
import type { Lang } from "../../../platform/messages.js";

/** The longest period a report covers: a year, leap day included. */
export const MAX_REPORT_DAYS = 366;

const FROM = { vi: "Từ ngày", en: "From date" };
const TO = { vi: "Đến ngày", en: "To date" };

/**
 * What the route accepts; the dates are checked by `reportContext`, so that a missing or wrong
 * date is a form error (422 naming the field), as the screens show it, not a malformed request.
 */
export const reportQuerySchema = z.object({
  fromDate: z.string().trim().optional().describe("First day, YYYY-MM-DD, in Vietnam's time (required)"),
  toDate: z.string().trim().optional().describe("Last day, YYYY-MM-DD, included (required)"),
  ma_nv: z.string().trim().max(500).optional().describe("Employee code(s), comma-joined"),
});

export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** Who and what a report is computed for; every query of the reports reads its scope from here. */
export interface ReportContext {
  /** Inclusive Vietnamese days, YYYY-MM-DD. */
  from: string;
  to: string;
  branches: string[];
  /** The employees whose rows may count (the ma_nv filter within the user's employee scope); undefined: all. */
  employees?: string[];
  /** A salesperson was picked: the reports then list that person even outside the report's role. */
  picked: boolean;
  lang: Lang;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day (2025-02-30 is not) as a UTC midnight, or undefined. */
function parseDay(value: string): Date | undefined {
  if (!DAY.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? date : undefined;
}

function periodErrors(query: ReportQuery): Record<string, string> {
  const errors: Record<string, string> = {};
  const from = query.fromDate ? parseDay(query.fromDate) : undefined;
  const to = query.toDate ? parseDay(query.toDate) : undefined;
  if (!query.fromDate) errors.fromDate = say.required(FROM);
  else if (!from) errors.fromDate = say.invalid(FROM);
  if (!query.toDate) errors.toDate = say.required(TO);
  else if (!to) errors.toDate = say.invalid(TO);
  if (from && to) {
    const days = (to.getTime() - from.getTime()) / 86_400_000 + 1;
    if (days < 1) errors.toDate = bilingual("Đến ngày phải từ Từ ngày trở đi", "The end must not be before the start");
    else if (days > MAX_REPORT_DAYS) {
      errors.toDate = bilingual(
        `Khoảng thời gian báo cáo tối đa ${MAX_REPORT_DAYS} ngày`,
        `A report covers at most ${MAX_REPORT_DAYS} days`,
      );
    }
  }
  return errors;
}

/** The picked employees narrowed to those the user may see; undefined when nothing narrows. */
function employeesOf(request: FastifyRequest, picked: string[]): string[] | undefined {
  const user = request.auth?.user;
  if (!user) return [];
  const visible = visibleEmployees(user);
  if (picked.length === 0) return visible;
  return visible ? picked.filter((code) => visible.includes(code)) : picked;
}

/** The report's period and scope, or 422 with the field at fault. */
export function reportContext(request: FastifyRequest, query: ReportQuery): ReportContext {
  const errors = periodErrors(query);
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  const picked = splitCodes(query.ma_nv).map((code) => code.toUpperCase());
  return {
    from: query.fromDate as string,
    to: query.toDate as string,
    branches: request.branches,
    employees: employeesOf(request, picked),
    picked: picked.length > 0,
    lang: langOf(request),
  };
}
