import { useMemo } from "react";
import { useSession } from "@/platform/session/sessionStore";
import { callLogConfig } from "./callLogConfig";

/** The statuses and the force-task switch as configured (the settings page updates the session at once). */
export function useCallLogConfig() {
  const configs = useSession((s) => s.configs);
  return useMemo(() => callLogConfig(configs), [configs]);
}
