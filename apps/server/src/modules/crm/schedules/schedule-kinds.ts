import { type Command, OPEN_STATES, TASK_STATE, TICKET_STATE, taskEntity, ticketEntity } from "@sen/core";
import { bindEntity, type EntityBinding } from "../../../platform/crud/registry.js";
import type { EntityTable } from "../../../platform/crud/table.js";
import { tasks, taskTypes, tickets, ticketTypes } from "../crm.tables.js";
import { employeeScope } from "../employee-scope.js";
import { scheduleFieldSchemas, scheduleHooks } from "./schedule-rules.js";

export const taskBinding = bindEntity(taskEntity, tasks, {
  hooks: scheduleHooks,
  fieldSchemas: scheduleFieldSchemas,
  scope: employeeScope(tasks.ma_nv),
  fills: ["ma_nv"],
});
export const ticketBinding = bindEntity(ticketEntity, tickets, {
  hooks: scheduleHooks,
  fieldSchemas: scheduleFieldSchemas,
  scope: employeeScope(tickets.ma_nv),
  fills: ["ma_nv"],
});

export const SCHEDULE_KINDS = ["task", "ticket"] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

export interface ScheduleKindDef {
  kind: ScheduleKind;
  binding: EntityBinding;
  table: EntityTable;
  /** The catalogue of its types, whose colour (`mau`) calendars show. */
  types: EntityTable;
  /** States still to be worked on. */
  open: readonly string[];
  /** What "Hoàn thành" on the to-do list sets. */
  done: string;
  /** The menu command of its calendar screen, which also guards the calendar's data. */
  calendarCommand: Command;
}

/** An appointment and a ticket share their fields; these are what differs. */
export const SCHEDULES: Record<ScheduleKind, ScheduleKindDef> = {
  task: {
    kind: "task",
    binding: taskBinding,
    table: tasks,
    types: taskTypes,
    open: OPEN_STATES.task,
    done: TASK_STATE.done,
    calendarCommand: "crm.task.calendar",
  },
  ticket: {
    kind: "ticket",
    binding: ticketBinding,
    table: tickets,
    types: ticketTypes,
    open: OPEN_STATES.ticket,
    done: TICKET_STATE.resolved,
    calendarCommand: "crm.ticket.calendar",
  },
};
