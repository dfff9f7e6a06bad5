import { featureScreens } from "@/platform/routing/screens";

/** Screens of appointments and tickets: lists, calendars, search, by customer. */
export const scheduleScreens = featureScreens(
  () => import("./messages"),
  [
    { path: "/crm/tasks", load: () => import("./list/ScheduleListPage").then((m) => m.TaskListPage) },
    { path: "/crm/tickets", load: () => import("./list/ScheduleListPage").then((m) => m.TicketListPage) },
    {
      path: "/crm/task/calendar",
      load: () => import("./calendar/ScheduleCalendarPage").then((m) => m.TaskCalendarPage),
    },
    {
      path: "/crm/ticket/calendar",
      load: () => import("./calendar/ScheduleCalendarPage").then((m) => m.TicketCalendarPage),
    },
    { path: "/crm/tasks-search", load: () => import("./search/TaskSearchPage").then((m) => m.TaskSearchPage) },
    {
      path: "/crm/partner-tasks",
      load: () => import("./partner-tasks/PartnerTasksPage").then((m) => m.PartnerTasksPage),
    },
  ],
);
