import { asc, eq } from "drizzle-orm";
import type { TenantDb } from "../../platform/db/tenant-db.js";
import { stt } from "./system.tables.js";

export interface SttFilter {
  ma_ct?: string;
}

/** Inactive statuses are included: documents already in them still show their labels and colours. */
export function listStatuses(db: TenantDb, { ma_ct }: SttFilter) {
  return db
    .select({
      id: stt.id,
      ma_ct: stt.ma_ct,
      status: stt.status,
      ten_stt: stt.ten_stt,
      ten_stt_en: stt.ten_stt_en,
      color: stt.color,
      sort: stt.sort,
      is_default: stt.is_default,
      active: stt.active,
    })
    .from(stt)
    .where(ma_ct ? eq(stt.ma_ct, ma_ct) : undefined)
    .orderBy(asc(stt.ma_ct), asc(stt.sort), asc(stt.status));
}
