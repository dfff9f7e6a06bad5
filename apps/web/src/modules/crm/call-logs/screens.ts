import { featureScreens } from "@/platform/routing/screens";

/** Screens of call logs: the staff's own and the call center's history. */
export const callLogScreens = featureScreens(
  () => import("./messages"),
  [
    { path: "/crm/call-logs", load: () => import("./list/CallLogsPage").then((m) => m.CallLogsPage) },
    {
      path: "/crm/call-center/call-logs",
      load: () => import("./list/CallCenterLogsPage").then((m) => m.CallCenterLogsPage),
    },
  ],
);
