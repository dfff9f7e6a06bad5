import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { call, startTestApp } from "../../../../../test/api.js";
import { seedUser } from "../../seed/base.js";
import { provisionTenant } from "../../seed/provision.js";
import { databaseError } from "../db/pg-errors.js";
import { inTenant } from "../db/tenant-db.js";
import { type HostileRequest, hostileRequest, type KnownIds } from "./arbitraries.js";
import { type Answer, contradiction, type OpenApiDocument, type Operation, operationsOf } from "./operations.js";

/**
 * The hostile-input suite: every operation of the OpenAPI document is sent malformed bodies,
 * queries, path parameters and headers, as an administrator, as a user without rights and
 * anonymously. Any 5xx, any status the document does not list for the operation and any error
 * body that is not `{ message, errors? }` fails it. `npm test` runs a few cases an operation
 * with a fixed seed; `npm run fuzz` many, with a new seed each time (FUZZ_RUNS, FUZZ_SEED).
 */
const LONG = process.env.FUZZ_LONG === "1";
const RUNS = Number(process.env.FUZZ_RUNS ?? (LONG ? 60 : 2));
const SEED = Number(process.env.FUZZ_SEED ?? (LONG ? Date.now() % 2 ** 31 : 13));

/** A tenant of its own: the fuzzer creates, changes and signs out what it may. */
const TENANT = "hostile";
const PASSWORD = "Hostile@2025";

/** Statements PostgreSQL refused for bad input: the safety net answered, but an edge check is missing. */
let refusedByDatabase: string | undefined;
const t = await startTestApp({}, (app) =>
  app.addHook("onError", async (_request, _reply, error) => {
    const database = databaseError(error);
    if (database) refusedByDatabase = `${database.code} ${database.table ?? ""}.${database.column ?? ""}`;
  }),
);
afterAll(() => t.close());
await provisionTenant(t.pool, {
  code: TENANT,
  name: "Hostile input",
  branches: [
    { ma_dvcs: "CN01", ten_dvcs: "Trụ sở chính" },
    { ma_dvcs: "CN02", ten_dvcs: "Chi nhánh Hà Nội" },
  ],
  admin: { user_name: "admin", password: PASSWORD, full_name: "Quản trị viên", branchs: "CN01,CN02" },
});
await inTenant(t.pool, `t_${TENANT}`, (db) =>
  seedUser(db, { user_name: "nobody", password: PASSWORD, full_name: "Ngô Văn Khách", branchs: "CN01,CN02" }),
);

interface Identity {
  name: string;
  token?: string;
}
const admin: Identity = { name: "admin" };
const identities: Identity[] = [admin, { name: "nobody" }, { name: "anonymous" }];

/** Signs the users in again (an operation may have signed them out), from an address the fuzzer never uses. */
async function signIn() {
  for (const identity of identities.filter((i) => i.name !== "anonymous")) {
    const res = await call(t.app, {
      method: "POST",
      url: "/api/auth/login",
      tenant: TENANT,
      payload: { user_name: identity.name, password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    identity.token = res.json().access_token;
  }
}
await signIn();

const document = (await t.app.inject({ url: "/api/docs/json" })).json() as OpenApiDocument;
const operations = operationsOf(document);

/** Ids of the rows each collection answered with, so that path parameters reach real records. */
const rowIds = new Map<string, Set<string>>();
const collectionOf = (operation: Operation) => operation.path.split("/{")[0]?.replace(/\/lookup$/, "") ?? "";
const known: KnownIds = (operation) => [...(rowIds.get(collectionOf(operation)) ?? [])];
/** The fuzzer's own users are never the records it changes: it must still sign in as them. */
const { rows: own } = await t.pool.query<{ id: string }>(
  `SELECT id FROM t_${TENANT}.users WHERE user_name IN ('admin', 'nobody')`,
);
const spared = new Set(own.map((r) => r.id));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function harvest(operation: Operation, answer: Answer) {
  if (answer.statusCode !== 200) return;
  let body: { id?: unknown; items?: { id?: unknown }[] };
  try {
    body = JSON.parse(answer.body);
  } catch {
    return;
  }
  const ids = rowIds.get(collectionOf(operation)) ?? new Set();
  rowIds.set(collectionOf(operation), ids);
  for (const row of Array.isArray(body?.items) ? body.items : [body]) {
    const id = row?.id;
    if (typeof id === "string" && UUID.test(id) && !spared.has(id) && ids.size < 200) ids.add(id);
  }
}

let sent = 0;
/** How often each identity got each status: a run that never gets past validation fuzzes little. */
const tally = new Map<string, number>();
afterAll(() => {
  const counts = [...tally].sort(([a], [b]) => a.localeCompare(b)).map(([key, n]) => `${key}: ${n}`);
  console.info(`hostile-input fuzzer: ${sent} requests; ${counts.join(", ")}`);
});

async function send(request: HostileRequest, identity: Identity): Promise<Answer> {
  const authorization = request.authorization ?? (identity.token && `Bearer ${identity.token}`);
  sent++;
  const answer = await t.app.inject({
    method: request.method as "GET",
    url: request.url,
    headers: { ...request.headers, ...(authorization !== undefined && { authorization }) },
    payload: request.payload,
    // Failed sign-ins are throttled by address: the fuzzer's are its own.
    remoteAddress: `10.13.${(sent >> 8) & 255}.${sent & 255}`,
  });
  const key = `${identity.name} ${answer.statusCode}`;
  tally.set(key, (tally.get(key) ?? 0) + 1);
  return answer;
}

const shortened = (value: unknown) =>
  JSON.stringify(value, (_, v) => (typeof v === "string" && v.length > 120 ? `${v.slice(0, 120)}…(${v.length})` : v));

/** A failure that says how to run it again and what was sent, huge strings cut short. */
function report(operation: Operation, seed: number, details: fc.RunDetails<[HostileRequest]>) {
  if (!details.failed) return;
  const [request] = details.counterexample ?? [];
  const payload = Buffer.isBuffer(request?.payload) ? `bytes ${request.payload.toString("hex")}` : request?.payload;
  throw new Error(
    [
      `${operation.method} ${operation.path}: ${details.errorInstance instanceof Error ? details.errorInstance.message : details.errorInstance}`,
      `Run it again with FUZZ_SEED=${SEED} (this operation's seed ${seed}, path ${details.counterexamplePath}).`,
      `Counterexample: ${shortened({ ...request, payload })}`,
    ].join("\n"),
  );
}

for (const operation of operations.filter((o) => o.method === "GET" && o.pathParams.length === 0)) {
  const answer = await send({ method: "GET", url: operation.path, headers: { "x-tenant": TENANT } }, admin);
  harvest(operation, answer);
}

console.info(`hostile-input fuzzer: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}, ${operations.length} operations`);

describe.each(operations.map((o, i) => [`${o.method} ${o.path}`, o, i] as const))("%s", (_, operation, index) => {
  it("answers hostile input as the document says, never 5xx", { timeout: 20_000 + RUNS * 3_000 }, async () => {
    const seed = SEED + index;
    const property = fc.asyncProperty(hostileRequest(operation, TENANT, known), async (request) => {
      for (const identity of identities) {
        refusedByDatabase = undefined;
        const answer = await send(request, identity);
        if (identity === admin) harvest(operation, answer);
        const fault =
          contradiction(operation, answer) ??
          (refusedByDatabase && `bad input that reached the database (${refusedByDatabase})`);
        if (fault) {
          throw new Error(`as ${identity.name}, ${fault}: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
        }
      }
      if (operation.path.includes("logout")) await signIn();
    });
    await fc.assert(property, {
      seed,
      numRuns: RUNS,
      endOnFailure: !LONG,
      asyncReporter: async (details) => report(operation, seed, details),
    });
  });
});

describe("the fuzzer", () => {
  it("walks every operation of the document", () => {
    expect(operations.length).toBeGreaterThan(300);
  });
});
