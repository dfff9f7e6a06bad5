import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createPool, type Pool } from "./pool.js";
import { inTenant } from "./tenant-db.js";

/**
 * Statements sent without waiting (`TenantDb.later`) belong to their transaction: seen by what follows, committed
 * with it, and when one fails the transaction fails with that statement's own error, nothing kept.
 */
const SCHEMA = "t_pipelining";
let pool: Pool;
beforeAll(async () => {
  pool = createPool(inject("databaseUrl"), 2);
  await pool.query(`CREATE SCHEMA ${SCHEMA}; CREATE TABLE ${SCHEMA}.notes (code text PRIMARY KEY, body text NOT NULL)`);
});
afterAll(async () => {
  await pool.query(`DROP SCHEMA ${SCHEMA} CASCADE`);
  await pool.end();
});

const codes = async () => (await pool.query(`SELECT code FROM ${SCHEMA}.notes ORDER BY code`)).rows.map((r) => r.code);
const failure = (work: Promise<unknown>) =>
  work.then(
    () => undefined,
    (error: { code?: string }) => error.code,
  );

describe("statements sent without waiting", () => {
  it("are seen by the statements after them and committed with the transaction", async () => {
    const seen = await inTenant(pool, SCHEMA, async (db) => {
      db.later("INSERT INTO notes (code, body) VALUES ($1, $2)", ["A", "một"]);
      db.later("INSERT INTO notes (code, body) VALUES ($1, $2)", ["B", "hai"]);
      return (await db.$client.query("SELECT count(*) AS n FROM notes")).rows[0]?.n;
    });
    expect(seen).toBe(2);
    expect(await codes()).toEqual(["A", "B"]);
  });

  it("fail the transaction with their own error, not that the transaction was aborted, and leave nothing", async () => {
    const code = await failure(
      inTenant(pool, SCHEMA, async (db) => {
        db.later("INSERT INTO notes (code, body) VALUES ($1, $2)", ["C", "ba"]);
        db.later("INSERT INTO notes (code, body) VALUES ($1, $2)", ["A", "lặp"]);
        await db.$client.query("SELECT 1");
      }),
    );
    expect(code).toBe("23505");
    expect(await codes()).toEqual(["A", "B"]);
  });

  it("fail the transaction when the last of them fails just before COMMIT", async () => {
    const code = await failure(
      inTenant(pool, SCHEMA, async (db) => {
        db.later("INSERT INTO notes (code, body) VALUES ($1, $2)", ["D", "bốn"]);
        db.later("INSERT INTO notes (code, body) VALUES ($1, NULL)", ["E"]);
      }),
    );
    expect(code).toBe("23502");
    expect(await codes()).toEqual(["A", "B"]);
  });

  it("leave the connection sound for the next transaction", async () => {
    for (let i = 0; i < 4; i++) {
      await failure(inTenant(pool, SCHEMA, async (db) => db.later("INSERT INTO notes (code, body) VALUES ('A', 'x')")));
    }
    const n = await inTenant(
      pool,
      SCHEMA,
      async (db) => (await db.$client.query("SELECT count(*) AS n FROM notes")).rows[0]?.n,
    );
    expect(n).toBe(2);
  });
});
