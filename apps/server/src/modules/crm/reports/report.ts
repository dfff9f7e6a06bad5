import { CRM_REPORT_NAMES, type CrmReportName } from "@sen/core";
import { z } from "zod";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { ReportContext } from "./report-query.js";

/** The CRM reports of this folder (the target report is the targets' own, under crm/targets/progress). */
export const REPORT_NAMES = CRM_REPORT_NAMES;
export type ReportName = CrmReportName;

/** A count. */
export const count = z.number().int();
/** A percentage with one decimal; null when there is nothing to divide by. */
export const rate = z.number().nullable();

/** A column a report adds from the data (a call status, an appointment type). */
export const reportColumn = z.object({ key: z.string(), title: z.string() });
export type ReportColumn = z.infer<typeof reportColumn>;

/** `{ rows, totals }`, plus `columns` when the report's columns come from the data. */
export function answerOf<R extends z.ZodRawShape, T extends z.ZodRawShape>(row: R, totals: T) {
  return z.object({ rows: z.array(z.object(row)), totals: z.object(totals) });
}

export function pivotAnswerOf<R extends z.ZodRawShape, T extends z.ZodRawShape>(row: R, totals: T) {
  return answerOf(row, totals).extend({ columns: z.array(reportColumn) });
}

/** The staff a row is about. */
export const employeeKey = { ma_nv: z.string(), ten_nv: z.string() };

export interface Report<A extends z.ZodType = z.ZodType> {
  name: ReportName;
  /** For the API documentation. */
  summary: string;
  answer: A;
  run(db: TenantDb, ctx: ReportContext): Promise<z.infer<A>>;
}

/** Keeps the answer's type tied to its schema. */
export const defineReport = <A extends z.ZodType>(report: Report<A>): Report<A> => report;
