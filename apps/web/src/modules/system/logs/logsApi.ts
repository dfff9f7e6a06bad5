import { api, type Query } from "@/platform/api";

/** One audit row (GET system/logs): who changed what, when and from where, with the old and new values. */
export interface LogEntry {
  id: number;
  at: string;
  user_id: string | null;
  user_name: string;
  session_id: string | null;
  ip: string;
  user_agent: string;
  action: string;
  entity: string;
  record_id: string | null;
  old_values: unknown;
  new_values: unknown;
}

export const logKeys = { list: ["system", "logs", "list"] as const };

export const logsApi = {
  list: (query: Query, signal?: AbortSignal) =>
    api.get<{ items: LogEntry[]; total: number }>("system/logs", { query, signal }),
};
