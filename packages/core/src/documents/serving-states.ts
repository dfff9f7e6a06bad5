import { statesOf } from "../entity/states.js";

/**
 * Where a serving (SD1) is in the service process: opened by the receptionist and waiting, the customer in service
 * ('Bắt đầu', its start time), done ('Hoàn thành', its end time: the serving is posted then).
 */
export const SERVING_STATE_OPTIONS = [
  { value: "waiting", label: { vi: "Chờ phục vụ", en: "Waiting" } },
  { value: "serving", label: { vi: "Đang phục vụ", en: "In service" } },
  { value: "done", label: { vi: "Đã xong", en: "Done" } },
] as const;
export const SERVING_STATE = statesOf(SERVING_STATE_OPTIONS);
export type ServingState = (typeof SERVING_STATE_OPTIONS)[number]["value"];
