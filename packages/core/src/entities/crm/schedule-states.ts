import { statesOf } from "../../entity/states.js";

/** An appointment's states; "open" and "doing" are the ones still to do (to-do lists, reminders). */
export const TASK_STATUSES = [
  { value: "open", label: { vi: "Chưa thực hiện", en: "To do" } },
  { value: "doing", label: { vi: "Đang thực hiện", en: "In progress" } },
  { value: "done", label: { vi: "Hoàn thành", en: "Done" } },
  { value: "cancelled", label: { vi: "Đã hủy", en: "Cancelled" } },
] as const;

export const TASK_STATE = statesOf(TASK_STATUSES);
export type TaskState = (typeof TASK_STATUSES)[number]["value"];

export const TICKET_STATUSES = [
  { value: "new", label: { vi: "Mới", en: "New" } },
  { value: "processing", label: { vi: "Đang xử lý", en: "Processing" } },
  { value: "resolved", label: { vi: "Đã xử lý", en: "Resolved" } },
  { value: "closed", label: { vi: "Đã đóng", en: "Closed" } },
] as const;

export const TICKET_STATE = statesOf(TICKET_STATUSES);

export const TICKET_PRIORITIES = [
  { value: "low", label: { vi: "Thấp", en: "Low" } },
  { value: "normal", label: { vi: "Bình thường", en: "Normal" } },
  { value: "high", label: { vi: "Cao", en: "High" } },
  { value: "urgent", label: { vi: "Khẩn cấp", en: "Urgent" } },
] as const;

/** States still to be worked on, per scheduled entity. */
export const OPEN_STATES = {
  task: [TASK_STATE.open, TASK_STATE.doing],
  ticket: [TICKET_STATE.new, TICKET_STATE.processing],
} as const;
