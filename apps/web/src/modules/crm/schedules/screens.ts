import { lazy } from "react";
import type { AreaModule } from "../../../app/routing/lazyArea";
import "./messages";
import { TaskListPage, TicketListPage } from "./list/ScheduleListPage";
import { PartnerTasksPage } from "./partner-tasks/PartnerTasksPage";
import { TaskSearchPage } from "./search/TaskSearchPage";

// FullCalendar is loaded with the calendar screens only, not with the whole CRM area.
const TaskCalendarPage = lazy(() =>
  import("./calendar/ScheduleCalendarPage").then((m) => ({ default: m.TaskCalendarPage })),
);
const TicketCalendarPage = lazy(() =>
  import("./calendar/ScheduleCalendarPage").then((m) => ({ default: m.TicketCalendarPage })),
);

/** Screens of appointments and tickets, their calendars, by route path. */
export const scheduleScreens: AreaModule["screens"] = {
  "/crm/tasks": TaskListPage,
  "/crm/tickets": TicketListPage,
  "/crm/task/calendar": TaskCalendarPage,
  "/crm/ticket/calendar": TicketCalendarPage,
  "/crm/tasks-search": TaskSearchPage,
  "/crm/partner-tasks": PartnerTasksPage,
};
