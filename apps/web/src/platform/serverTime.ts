import { api } from "./api";

export interface ServerTime {
  /** ISO 8601, UTC. */
  server_time: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
  time_zone: string;
}

/** Spec 9: the server clock is advanced by one minute every 60 s. */
export const SERVER_TIME_TICK_MS = 60_000;

export function fetchServerTime(signal?: AbortSignal): Promise<ServerTime> {
  return api.get<ServerTime>("system/server-time", { signal });
}
