import { featureScreens } from "@/platform/routing/screens";

/** HR's screens: employees with their user picker; departments and shifts are drawn from their definitions. */
export const hrScreens = featureScreens(
  () => import("./messages"),
  [{ path: "/hr/employees", load: () => import("./employees/EmployeesPage").then((m) => m.EmployeesPage) }],
);
