import dayjs from "dayjs";
import type { TodoItem } from "./todoApi";

export const TODO_GROUPS = ["overdue", "today", "upcoming"] as const;
export type TodoGroup = (typeof TODO_GROUPS)[number];

/**
 * "Quá hạn": still open after its end; "Hôm nay": the rest that starts before tonight's midnight (begun or later
 * today); "Sắp tới": from tomorrow on. Each keeps the list's order (earliest first).
 */
export function groupTodo(items: readonly TodoItem[], now: Date = new Date()): Record<TodoGroup, TodoItem[]> {
  const tomorrow = dayjs(now).add(1, "day").startOf("day").valueOf();
  const groups: Record<TodoGroup, TodoItem[]> = { overdue: [], today: [], upcoming: [] };
  for (const item of items) {
    if (item.overdue) groups.overdue.push(item);
    else if (new Date(item.bat_dau).getTime() < tomorrow) groups.today.push(item);
    else groups.upcoming.push(item);
  }
  return groups;
}
