import { CALL_DIRECTIONS } from "@sen/core";
import { desc, eq } from "drizzle-orm";
import { bilingual, localize } from "../../../platform/crud/messages.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { Lang } from "../../../platform/messages.js";
import { callLogs, complaints, partnerTransfers, tasks, tickets } from "../crm.tables.js";

/** What a partner's history shows; bills and cards arrive with Sales. */
export const TIMELINE_KINDS = ["task", "ticket", "call", "complaint", "transfer", "bill", "card"] as const;

export interface TimelineItem {
  kind: (typeof TIMELINE_KINDS)[number];
  id: string;
  at: Date;
  title: string;
  status?: string;
  employee?: string;
  detail?: string;
}

const optional = (value: string | null | undefined) => value || undefined;
const person = (code: string | null, name: string | null) => [code, name].filter(Boolean).join(" ");

async function schedules(db: TenantDb, partner: string, limit: number): Promise<TimelineItem[]> {
  const items: TimelineItem[] = [];
  for (const [kind, table] of [
    ["task", tasks],
    ["ticket", tickets],
  ] as const) {
    const rows = await db
      .select()
      .from(table)
      .where(eq(table.ma_kh, partner))
      .orderBy(desc(table.bat_dau))
      .limit(limit);
    for (const r of rows) {
      items.push({
        kind,
        id: r.id,
        at: r.bat_dau,
        title: r.tieu_de,
        status: r.trang_thai,
        employee: optional(r.ten_nv ?? r.ma_nv),
        detail: optional(r.noi_dung),
      });
    }
  }
  return items;
}

async function calls(db: TenantDb, partner: string, limit: number, lang: Lang): Promise<TimelineItem[]> {
  const rows = await db
    .select()
    .from(callLogs)
    .where(eq(callLogs.ma_kh, partner))
    .orderBy(desc(callLogs.bat_dau))
    .limit(limit);
  return rows.map((r) => {
    const direction = CALL_DIRECTIONS.find((d) => d.value === r.huong)?.label;
    return {
      kind: "call",
      id: r.id,
      at: r.bat_dau,
      title: [direction?.[lang], r.phone].filter(Boolean).join(" "),
      status: r.trang_thai,
      employee: optional(r.ten_nv ?? r.ma_nv),
      detail: optional(r.noi_dung),
    };
  });
}

async function complaintItems(db: TenantDb, partner: string, limit: number): Promise<TimelineItem[]> {
  const rows = await db
    .select()
    .from(complaints)
    .where(eq(complaints.ma_kh, partner))
    .orderBy(desc(complaints.ngay))
    .limit(limit);
  return rows.map((r) => ({
    kind: "complaint",
    id: r.id,
    at: r.ngay ?? r.created_at,
    title: r.tieu_de,
    status: r.trang_thai,
    employee: optional(r.ten_nv ?? r.ma_nv),
    detail: optional(r.noi_dung),
  }));
}

async function transfers(db: TenantDb, partner: string, limit: number, lang: Lang): Promise<TimelineItem[]> {
  const rows = await db
    .select()
    .from(partnerTransfers)
    .where(eq(partnerTransfers.ma_kh, partner))
    .orderBy(desc(partnerTransfers.ngay))
    .limit(limit);
  return rows.map((r) => {
    const from = person(r.ma_nvbh_cu, r.ten_nvbh_cu) || "—";
    const to = person(r.ma_nvbh_moi, r.ten_nvbh_moi) || "—";
    return {
      kind: "transfer",
      id: r.id,
      at: r.ngay ?? r.created_at,
      title: localize(bilingual(`Chuyển từ ${from} sang ${to}`, `Moved from ${from} to ${to}`), lang),
      employee: optional(r.user_name),
      detail: optional(r.ly_do),
    };
  });
}

/** The partner's appointments, tickets, calls, complaints and transfers, newest first, at most `limit`. */
export async function partnerTimeline(db: TenantDb, partner: string, limit: number, lang: Lang) {
  const items = [
    ...(await schedules(db, partner, limit)),
    ...(await calls(db, partner, limit, lang)),
    ...(await complaintItems(db, partner, limit)),
    ...(await transfers(db, partner, limit, lang)),
  ];
  items.sort((a, b) => b.at.getTime() - a.at.getTime());
  return items.slice(0, limit);
}
