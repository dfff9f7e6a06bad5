import type { AreaModule } from "../../../app/routing/lazyArea";
import "./messages";
import { CallCenterLogsPage } from "./CallCenterLogsPage";
import { CallLogsPage } from "./CallLogsPage";

/** Screens of call logs, by route path. */
export const callLogScreens: AreaModule["screens"] = {
  "/crm/call-logs": CallLogsPage,
  "/crm/call-center/call-logs": CallCenterLogsPage,
};
