import { readdirSync, readFileSync } from "node:fs";
import type { TenantDb } from "../apps/server/src/platform/db/tenant-db.js";

export interface Timing {
  p50: number;
  p95: number;
  max: number;
  /** Mean CPU time of the PostgreSQL backend per run, when readable (a local server). */
  cpu?: number;
}

/** The nearest-rank percentile of sorted numbers. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/**
 * CPU milliseconds a local PostgreSQL backend has used so far (Linux /proc), undefined when
 * the server runs elsewhere. Less disturbed than wall time when other work shares the cores.
 */
export async function backendCpu(db: TenantDb): Promise<(() => number | undefined) | undefined> {
  const { rows } = await db.$client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
  const pid = rows[0]?.pid ?? 0;
  const read = () => processCpu(pid);
  return read() === undefined ? undefined : read;
}

/**
 * CPU milliseconds a local process (a PostgreSQL backend, a server) has used so far, all its
 * threads together (Node's garbage collector works beside the main one); undefined when unreadable.
 */
export function processCpu(pid: number): number | undefined {
  try {
    const threads = readdirSync(`/proc/${pid}/task`);
    const ns = threads.map((t) => Number(readFileSync(`/proc/${pid}/task/${t}/schedstat`, "utf8").split(" ")[0]));
    return ns.reduce((a, b) => a + b, 0) / 1e6;
  } catch {
    return undefined;
  }
}

/** Runs `fn` `warm` times untimed, then `runs` times timed (milliseconds). */
export async function time(
  fn: () => Promise<unknown>,
  runs: number,
  cpu?: () => number | undefined,
  warm = 3,
): Promise<Timing> {
  for (let i = 0; i < warm; i++) await fn();
  const ms: number[] = [];
  const cpuBefore = cpu?.();
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    await fn();
    ms.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  const cpuAfter = cpu?.();
  ms.sort((a, b) => a - b);
  return {
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    max: ms[ms.length - 1] ?? Number.NaN,
    cpu: cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / runs,
  };
}

interface Statement {
  text: string;
  values: unknown[];
}

/** The SQL statements `fn` sends through `db`, in order (pg's client.query is wrapped meanwhile). */
export async function recordStatements(db: TenantDb, fn: () => Promise<unknown>): Promise<Statement[]> {
  const client = db.$client as unknown as { query: (...args: unknown[]) => unknown };
  const original = client.query;
  const seen: Statement[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === "string") seen.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first === "object" && "text" in first) {
      const q = first as { text: string; values?: unknown[] };
      seen.push({ text: q.text, values: q.values ?? (Array.isArray(second) ? second : []) });
    }
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    client.query = original;
  }
  return seen;
}

/** EXPLAIN (ANALYZE, BUFFERS) of each statement, as PostgreSQL prints it. */
export async function explain(db: TenantDb, statements: Statement[]): Promise<string[]> {
  const plans: string[] = [];
  for (const s of statements) {
    if (/^\s*(EXPLAIN|SET|BEGIN|COMMIT)/i.test(s.text)) continue;
    const { rows } = await db.$client.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.values);
    plans.push([s.text, ...rows.map((r) => r["QUERY PLAN"])].join("\n"));
  }
  return plans;
}

/** A fixed-width table for the terminal (and for pasting into the README). */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(" | ")} |`;
  const rule = `| ${widths.map((w, i) => (i === 0 ? "-".repeat(w) : `${"-".repeat(w - 1)}:`)).join(" | ")} |`;
  return [line(header), rule, ...rows.map(line)].join("\n");
}

/** The verdict's table: each target, what was measured, whether it is met. */
export const verdictTable = (verdict: { target: string; value: string; met: boolean }[]) =>
  table(
    ["target", "measured", "met"],
    verdict.map((v) => [v.target, v.value, v.met ? "yes" : "NO"]),
  );
