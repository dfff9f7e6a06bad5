import { api } from "@/platform/api";

/** A user an employee may be linked to, and the employee code they are linked to now. */
export interface PickableUser {
  user_name: string;
  full_name: string;
  saler: string | null;
}

export const employeeUserKeys = { all: ["hr", "employees", "users"] as const };

export const employeesApi = {
  users: () => api.get<{ items: PickableUser[] }>("hr/employees/users").then((page) => page.items),
};
