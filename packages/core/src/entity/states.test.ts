import { describe, expect, it } from "vitest";
import { OPEN_STATES, TASK_STATE, TASK_STATUSES, TICKET_STATE, TICKET_STATUSES } from "../entities/crm/schedules.js";
import { statesOf } from "./states.js";

describe("statesOf", () => {
  it("names every value of a choice list, and nothing else", () => {
    expect(TASK_STATE).toEqual({ open: "open", doing: "doing", done: "done", cancelled: "cancelled" });
    expect(Object.values(TICKET_STATE)).toEqual(TICKET_STATUSES.map((s) => s.value));
    // @ts-expect-error an appointment has no "finished" state: a state missing from the list does not compile
    expect(TASK_STATE.finished).toBeUndefined();
  });

  it("gives the open states from the same lists the entities offer", () => {
    const values = (list: readonly { value: string }[]) => list.map((s) => s.value);
    expect(OPEN_STATES.task.every((s) => values(TASK_STATUSES).includes(s))).toBe(true);
    expect(OPEN_STATES.ticket.every((s) => values(TICKET_STATUSES).includes(s))).toBe(true);
  });

  it("cannot be changed at run time", () => {
    const states = statesOf([{ value: "draft", label: { vi: "Nháp", en: "Draft" } }]);
    expect(Object.isFrozen(states)).toBe(true);
  });
});
