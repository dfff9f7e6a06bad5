import type { TimelineItem, TimelineKind } from "../partnersApi";

/** The list each kind of activity lives in; bills and cards have none until Sales lands. */
const LIST_OF: Partial<Record<TimelineKind, string>> = {
  task: "/crm/tasks",
  ticket: "/crm/tickets",
  call: "/crm/call-logs",
  complaint: "/crm/complains",
  transfer: "/crm/partners-transfer-histories",
};

/** Kinds whose list can be searched by the item's title. */
const TITLED = new Set<TimelineKind>(["task", "ticket", "complaint"]);

/**
 * Where an activity of the partner `code` opens: its list, filtered to that partner (and searched by the item's
 * title where titles are searchable); transfers by the partner's code.
 */
export function timelineLink(item: Pick<TimelineItem, "kind" | "title">, code: string): string | undefined {
  const list = LIST_OF[item.kind];
  if (!list) return undefined;
  const params = new URLSearchParams();
  if (item.kind === "transfer") params.set("searchKey", code);
  else params.set("ma_kh", code);
  if (TITLED.has(item.kind) && item.title) params.set("searchKey", item.title);
  return `${list}?${params.toString()}`;
}
