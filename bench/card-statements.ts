import { mkdirSync, writeFileSync } from "node:fs";
import pg from "pg";
import { createPool } from "../apps/server/src/platform/db/pool.js";
import { BILLS } from "./card-cases.js";
import { ms } from "./load-options.js";
import { percentile, processCpu } from "./measure.js";
import { serveSen } from "./partner-servers.js";

/** Every statement's plan, with its actual times, sent to the client as a notice (a superuser may LOAD it). */
const AUTO_EXPLAIN = `LOAD 'auto_explain';
  SET auto_explain.log_min_duration = 0; SET auto_explain.log_analyze = on; SET auto_explain.log_buffers = on;
  SET auto_explain.log_nested_statements = on; SET auto_explain.log_level = notice`;
/** Payments made one after the other to warm the server's code and connection, then to measure one alone. */
const WARM = 20;
const ALONE = 50;

export interface Sent {
  /** The turn of the event loop it was sent in: the pool's connections write a turn's statements at once. */
  turn: number;
  text: string;
  /** Whether it was a prepared statement (parsed and planned once per connection). */
  prepared: boolean;
}

/** The statements every pg client of this process sends while `fn` runs. */
async function recordSent(fn: () => Promise<unknown>): Promise<Sent[]> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const sent: Sent[] = [];
  let turn = 0;
  let pending = false;
  proto.query = function (this: unknown, ...args: unknown[]) {
    if (!pending) {
      pending = true;
      setImmediate(() => {
        pending = false;
        turn++;
      });
    }
    const [first] = args;
    const query = typeof first === "string" ? { text: first } : (first as { text?: string; name?: string });
    sent.push({ turn, text: query.text ?? "", prepared: Boolean(query.name) });
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    proto.query = original;
  }
  return sent;
}

export interface Plan {
  ms: number;
  text: string;
}

/**
 * Card payments through our server run in this process on one database connection, one at a time, after some to
 * warm it (its code, the connection, its prepared statements): what one costs alone (wall time, CPU of this process, which
 * is mostly the server's, and of its PostgreSQL backend), then, with auto_explain loaded, the statements one sends,
 * in how many writes (each a round trip the request waits for), and each statement's plan with its time.
 */
export async function tracePayment(
  settings: { databaseUrl: string; schema: string },
  headers: Record<string, string>,
  bodies: () => unknown,
) {
  const pool = createPool(settings.databaseUrl, 1);
  const notices: string[] = [];
  pool.on("connect", (client) => {
    client.on("notice", (notice) => notices.push(notice.message ?? ""));
  });
  const served = await serveSen({ ...settings, poolSize: 1 }, pool);
  try {
    const pay = async () => {
      const response = await fetch(served.url + BILLS, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify(bodies()),
      });
      if (response.status !== 201) throw new Error(`traced payment: ${response.status} ${await response.text()}`);
    };
    for (let i = 0; i < WARM; i++) await pay();
    const backend = Number((await pool.query("SELECT pg_backend_pid() AS pid")).rows[0]?.pid);
    const cpu = () => ({ self: process.cpuUsage(), postgres: processCpu(backend) ?? Number.NaN });
    const before = cpu();
    const wall: number[] = [];
    for (let i = 0; i < ALONE; i++) {
      const started = performance.now();
      await pay();
      wall.push(performance.now() - started);
    }
    const after = cpu();
    const self = process.cpuUsage(before.self);
    wall.sort((a, b) => a - b);
    const alone = {
      payments: ALONE,
      p50: percentile(wall, 50),
      serverCpu: (self.user + self.system) / 1000 / ALONE,
      postgresCpu: (after.postgres - before.postgres) / ALONE,
    };
    await pool.query(AUTO_EXPLAIN);
    notices.length = 0;
    const sent = await recordSent(pay);
    const plans: Plan[] = notices.map((n) => ({
      ms: Number(/duration: ([\d.]+) ms/.exec(n)?.[1] ?? Number.NaN),
      text: n,
    }));
    return { alone, sent, writes: new Set(sent.map((s) => s.turn)).size, plans };
  } finally {
    await served.close();
  }
}

/** Prints what `tracePayment` found and writes the plans to .tmp/bench-cards-plans.txt. */
export function logTrace(trace: Awaited<ReturnType<typeof tracePayment>>, log: (line: string) => void) {
  const { alone, sent, plans } = trace;
  log(
    `\n${alone.payments} card payments one at a time, on one database connection: p50 ${ms(alone.p50)} ms each, ` +
      `CPU ${ms(alone.serverCpu)} ms in the server (and the client) and ${ms(alone.postgresCpu)} ms in PostgreSQL ` +
      `per payment.\nOne card payment: ${sent.length} statements (${sent.filter((s) => s.prepared).length} prepared) ` +
      `in ${trace.writes} writes (round trips), ${ms(plans.reduce((sum, p) => sum + p.ms, 0))} ms of execution in ` +
      `PostgreSQL (auto_explain, ${plans.length} plans, nested ones included):`,
  );
  for (const s of sent) {
    log(`  [${s.turn}]${s.prepared ? " (prepared)" : ""} ${s.text.replace(/\s+/g, " ").slice(0, 140)}`);
  }
  mkdirSync(".tmp", { recursive: true });
  writeFileSync(".tmp/bench-cards-plans.txt", `${plans.map((p) => p.text).join("\n\n")}\n`);
}
