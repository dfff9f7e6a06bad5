import type { EventEmitter } from "node:events";
import { createRequire } from "node:module";
import { percentile } from "./measure.js";

/** One HTTP request of a load: autocannon's request shape. */
export interface LoadRequest {
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Changes each request as it is sent (a random body per request rather than one list in turn). */
  setupRequest?: (request: LoadRequest) => LoadRequest;
}

interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  requests: LoadRequest[];
}
interface AutocannonResult {
  requests: { total: number };
  duration: number;
  /** Connection errors, timeouts included. */
  errors: number;
  non2xx: number;
}
type Autocannon = (options: AutocannonOptions) => EventEmitter & PromiseLike<AutocannonResult>;

// autocannon ships no types: the part used here, typed above.
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

export interface LoadResult {
  requests: number;
  perSecond: number;
  /** Milliseconds, from every answer's own time (autocannon's histogram keeps whole milliseconds). */
  p50: number;
  p95: number;
  p975: number;
  p99: number;
  /** Connection errors (timeouts included), and answers other than 2xx. */
  errors: number;
  non2xx: number;
  /** Answers by HTTP status. */
  statuses: Record<number, number>;
}

/**
 * `connections` connections sending `requests` in turn for `duration` seconds (each connection
 * goes through the list and starts again), over loopback.
 */
export async function load(
  url: string,
  requests: LoadRequest[],
  { connections, duration, headers = {} }: { connections: number; duration: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const times: number[] = [];
  const statuses: Record<number, number> = {};
  const run = autocannon({ url, connections, duration, headers, requests });
  run.on("response", (_client: unknown, status: number, _bytes: number, ms: number) => {
    times.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await run;
  times.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    perSecond: result.requests.total / result.duration,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p975: percentile(times, 97.5),
    p99: percentile(times, 99),
    errors: result.errors,
    non2xx: result.non2xx,
    statuses,
  };
}
