import { api } from "@/platform/api";

/** A live session (GET system/users/online). */
export interface OnlineSession {
  /** The session. */
  id: string;
  user_id: string;
  user_name: string;
  full_name: string;
  ip: string;
  user_agent: string;
  system_type: string | null;
  started_at: string;
  last_seen_at: string;
  /** The caller's own session. */
  is_current: boolean;
}

export const onlineKeys = { all: ["system", "online"] as const };

export const onlineApi = {
  list: (signal?: AbortSignal) =>
    api.get<{ items: OnlineSession[]; total: number }>("system/users/online", { signal }).then((a) => a.items),
  /** Ends every live session of the tenant except the caller's own. */
  logoutAll: () => api.put<{ message: string; total: number }>("system/users/logout"),
  /** Ends that user's sessions from that address. */
  logoutOne: (userId: string, ip: string) =>
    api.put<{ message: string; total: number }>(`system/users/${userId}/logout/${encodeURIComponent(ip)}`),
};
