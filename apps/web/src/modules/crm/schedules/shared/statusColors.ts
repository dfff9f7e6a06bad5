/**
 * The tag colour of each state (antd preset colours): still to do blue, under way orange,
 * finished green, dropped grey. Appointments and tickets go through the same four stages.
 */
const STATUS_COLORS: Record<string, string> = {
  open: "blue",
  new: "blue",
  doing: "orange",
  processing: "orange",
  done: "green",
  resolved: "green",
  cancelled: "default",
  closed: "default",
};

export function statusColor(status: unknown): string {
  return STATUS_COLORS[String(status)] ?? "default";
}

/** Ticket priorities, from calm to alarming. */
const PRIORITY_COLORS: Record<string, string> = { low: "default", normal: "blue", high: "orange", urgent: "red" };

export function priorityColor(priority: unknown): string {
  return PRIORITY_COLORS[String(priority)] ?? "default";
}
