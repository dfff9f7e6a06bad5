import { inArray, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { column } from "../../../platform/crud/list-where.js";
import type { EntityTable } from "../../../platform/crud/table.js";
import type { ScheduleKindDef } from "./schedule-kinds.js";

/** A filter of one or more codes, comma-joined as the API sends every list ("open,doing"). */
export const codesParam = z.string().trim().max(1000).optional();

export function splitParam(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Rows whose column holds one of the codes; no condition when none is given. */
export function oneOf(table: EntityTable, name: string, value: string | undefined): SQL | undefined {
  const codes = splitParam(value);
  return codes.length > 0 ? inArray(column(table, name), codes) : undefined;
}

/** The rows of the kind this request may see: its selected branches and the employees the user may see. */
export function visibleTo(kind: ScheduleKindDef, request: FastifyRequest): (SQL | undefined)[] {
  return [inArray(column(kind.table, "ma_dvcs"), request.branches), kind.binding.scope?.(request)];
}
