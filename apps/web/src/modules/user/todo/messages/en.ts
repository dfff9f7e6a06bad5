import type { todoVi } from "./vi";

type Shape<T> = { [K in keyof T]: string };

/** English texts of the to-do list, the same keys as vi.ts. */
export const todoEn: Shape<typeof todoVi> = {
  overdue: "Overdue",
  today: "Today",
  upcoming: "Upcoming",
  done: "Done",
  doneToast: "Completed: {{title}}",
  nothing: "Nothing here",
  allClear: "You have nothing left to do",
  task: "Appointment",
  ticket: "Ticket",
  noEmployeeTitle: "Your account has no employee code",
  noEmployee:
    "Appointments and tickets are assigned to employee codes. Your account has no salesperson code, so nothing is listed here; please ask an administrator to set one.",
};
