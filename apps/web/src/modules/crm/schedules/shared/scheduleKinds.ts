import {
  type EntityDefinition,
  type EnumOption,
  TASK_STATUSES,
  TICKET_STATUSES,
  taskEntity,
  ticketEntity,
} from "@sen/core";

export type ScheduleKind = "task" | "ticket";

/** What the screens need to know of an appointment or a ticket. */
export interface ScheduleKindView {
  kind: ScheduleKind;
  definition: EntityDefinition;
  statuses: readonly EnumOption[];
  /** The catalogue of its types (code, name, colour). */
  typesApi: string;
}

export const SCHEDULE_KINDS: Record<ScheduleKind, ScheduleKindView> = {
  task: {
    kind: "task",
    definition: taskEntity,
    statuses: TASK_STATUSES,
    typesApi: "crm/task-types",
  },
  ticket: {
    kind: "ticket",
    definition: ticketEntity,
    statuses: TICKET_STATUSES,
    typesApi: "crm/ticket-types",
  },
};
