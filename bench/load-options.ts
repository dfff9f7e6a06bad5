import { loadavg } from "node:os";

/**
 * The options of a bench loading a server over HTTP: seconds of load and of warm-up per case, connections, and the
 * server's database connections (as many as the load's unless told).
 */
export const LOAD_OPTIONS = {
  duration: { type: "string", default: "10" },
  warmup: { type: "string", default: "2" },
  connections: { type: "string", default: "16" },
  pool: { type: "string" },
} as const;

/** The values of `LOAD_OPTIONS` as numbers. */
export function loadSettings(args: { duration: string; warmup: string; connections: string; pool?: string }) {
  const connections = Number(args.connections);
  return {
    duration: Number(args.duration),
    warmup: Number(args.warmup),
    connections,
    poolSize: Number(args.pool ?? connections),
  };
}

/** The machine's load average over 1, 5 and 15 minutes, as the benches print it. */
export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

/** Milliseconds as the benches' tables print them. */
export const ms = (n: number) => n.toFixed(1);
