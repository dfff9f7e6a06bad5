import type { FastifyBaseLogger } from "fastify";
import type { Pool } from "../../../platform/db/pool.js";
import { inTenant, type TenantDb } from "../../../platform/db/tenant-db.js";
import { AppError } from "../../../platform/errors.js";
import { CARD_KEY_STATE, type CardKey, CardKeys } from "../../system/card-keys.js";

/*
 * Card data at rest (README "Card data at rest"): membership card numbers (`so_the` of the cards and their history)
 * and prepaid card PINs are kept sealed with the tenant's card key. This holds the keys and the job that brings every
 * sealed value to the active key version: after a rotation (re-encryption), and for the rows written before encryption
 * (`khoa_the` NULL, in clear), which a migration cannot encrypt. The job works in batches, each its own transaction,
 * taking rows under `FOR UPDATE SKIP LOCKED` (a card being changed is done in a later batch), so it can stop any
 * time and goes on where it was: after a restart it starts again for every tenant with keys.
 */

declare module "fastify" {
  interface FastifyInstance {
    cardData: CardData;
  }
}

interface SealedTable {
  /** How the status names it. */
  name: "cards" | "histories" | "pins";
  table: string;
  key: string;
  keyType: "uuid" | "text";
  column: string;
  /** A card number (with its blind index and last digits), not a PIN. */
  number: boolean;
  /** Rows left for a later batch (a history line whose card is not sealed yet: it names the card by its index). */
  waits?: string;
}

const SEALED_TABLES: readonly SealedTable[] = [
  { name: "cards", table: "customer_cards", key: "id", keyType: "uuid", column: "so_the", number: true },
  {
    name: "histories",
    table: "customer_card_histories",
    key: "id",
    keyType: "uuid",
    column: "so_the",
    number: true,
    waits:
      "EXISTS (SELECT 1 FROM customer_cards c WHERE c.khoa_the IS NULL AND c.so_the = customer_card_histories.so_the)",
  },
  { name: "pins", table: "payment_card_pins", key: "ma_the", keyType: "text", column: "pin", number: false },
];

/** Rows re-encrypted a transaction. */
export const REENCRYPT_BATCH = 500;
const RETRY_MS = 1_000;

type Counts = Record<SealedTable["name"], number>;
const noCounts = (): Counts => ({ cards: 0, histories: 0, pins: 0 });

export interface CardCryptoStatus {
  active: { version: number; created_at: string } | null;
  versions: ({ version: number; state: string; created_at: string; retired_at: string | null } & Counts)[];
  plain: Counts;
  job: { running: boolean; done: number; total: number };
}

export class CardData {
  readonly keys: CardKeys;
  private readonly jobs = new Map<string, Promise<void>>();
  private readonly touched = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopping = false;

  constructor(
    master: Buffer,
    private readonly pool: Pool,
    private readonly log: FastifyBaseLogger,
    /** Rows a transaction of the job re-encrypts. */
    readonly batchSize = REENCRYPT_BATCH,
  ) {
    this.keys = new CardKeys(master);
  }

  /** On the first use of card data in a tenant by this process: the job starts, should any row wait for it. */
  touch(db: TenantDb) {
    if (this.touched.has(db.tenantSchema)) return;
    this.touched.add(db.tenantSchema);
    this.kick(db.tenantSchema);
  }

  /** Starts the tenant's job unless it runs in this process already. */
  kick(schema: string) {
    if (this.stopping || this.jobs.has(schema)) return;
    const job = this.run(schema)
      .catch((error: unknown) => this.log.error({ err: error, schema }, "card re-encryption stopped"))
      .finally(() => this.jobs.delete(schema));
    this.jobs.set(schema, job);
  }

  /** Whether this process runs the tenant's job now. */
  running(schema: string) {
    return this.jobs.has(schema);
  }

  /** Resumes the job of every tenant that has card keys (a rotation a restart cut short). */
  async resume() {
    const { rows } = await this.pool.query<{ schema_name: string }>(
      "SELECT schema_name FROM platform.tenants WHERE status",
    );
    for (const { schema_name } of rows) {
      const has = await inTenant(this.pool, schema_name, async (db) => {
        const found = await db.$client.query("SELECT 1 FROM card_keys WHERE state = $1 LIMIT 1", [
          CARD_KEY_STATE.retiring,
        ]);
        return found.rows.length > 0;
      }).catch(() => false);
      if (has) this.kick(schema_name);
    }
  }

  /** Stops the jobs after their batch (the server closes). */
  async stop() {
    this.stopping = true;
    for (const timer of this.timers) clearTimeout(timer);
    await Promise.allSettled([...this.jobs.values()]);
  }

  private async run(schema: string) {
    while (!this.stopping) {
      const moved = await inTenant(this.pool, schema, (db) => this.step(db));
      if (moved === 0) break;
    }
    if (this.stopping) return;
    const left = await inTenant(this.pool, schema, (db) => this.finish(db));
    if (left > 0) {
      // Rows a transaction held (a card being renewed) when the batches passed: once more a little later.
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.kick(schema);
      }, RETRY_MS);
      this.timers.add(timer);
    }
  }

  /** One batch: up to `batchSize` rows not under the active version, sealed with it; how many. */
  async step(db: TenantDb): Promise<number> {
    const key = await this.keys.active(db, { forWrite: true });
    let left = this.batchSize;
    for (const t of SEALED_TABLES) {
      if (left <= 0) break;
      const { rows } = await db.$client.query<{ k: string; v: string }>(
        `SELECT ${t.key}::text AS k, ${t.column} AS v FROM ${t.table}
          WHERE khoa_the IS DISTINCT FROM $1${t.waits ? ` AND NOT ${t.waits}` : ""}
          ORDER BY ${t.key} LIMIT $2 FOR UPDATE SKIP LOCKED`,
        [key.version, left],
      );
      if (rows.length === 0) continue;
      await this.reseal(db, t, key, rows);
      left -= rows.length;
    }
    return this.batchSize - left;
  }

  private async reseal(db: TenantDb, t: SealedTable, key: CardKey, rows: { k: string; v: string }[]) {
    const plains = await Promise.all(rows.map((r) => this.keys.open(db, r.v)));
    const sealed = plains.map((p) => this.keys.seal(key, p));
    const ids = rows.map((r) => r.k);
    if (t.number) {
      await db.$client.query(
        `UPDATE ${t.table} t SET so_the = u.v, so_the_bi = u.bi, so_the_cuoi = u.l, khoa_the = $1
           FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[]) AS u(k, v, bi, l) WHERE t.id = u.k`,
        [key.version, ids, sealed, plains.map((p) => this.keys.blindIndex(key, p)), plains.map((p) => p.slice(-4))],
      );
    } else {
      await db.$client.query(
        `UPDATE ${t.table} t SET ${t.column} = u.v, khoa_the = $1
           FROM unnest($2::${t.keyType}[], $3::text[]) AS u(k, v) WHERE t.${t.key} = u.k`,
        [key.version, ids, sealed],
      );
    }
  }

  /** Retires the retiring versions once no row is left under them (nor in clear); the rows left. */
  private async finish(db: TenantDb): Promise<number> {
    // Taken as a rotation takes it: no rotation comes between the count and the retiring.
    await db.$client.query("LOCK TABLE card_keys IN SHARE ROW EXCLUSIVE MODE");
    const key = await this.keys.active(db);
    let left = 0;
    for (const t of SEALED_TABLES) {
      const { rows } = await db.$client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${t.table} WHERE khoa_the IS DISTINCT FROM $1`,
        [key.version],
      );
      left += rows[0]?.n ?? 0;
    }
    if (left === 0) {
      await db.$client.query("UPDATE card_keys SET state = $1, retired_at = now() WHERE state = $2", [
        CARD_KEY_STATE.retired,
        CARD_KEY_STATE.retiring,
      ]);
    }
    return left;
  }

  /** The keys, how many values each holds, and the job's progress (rows under the active version of all). */
  async status(db: TenantDb): Promise<CardCryptoStatus> {
    const keys = await db.$client.query<{ version: number; state: string; created_at: Date; retired_at: Date | null }>(
      "SELECT version, state, created_at, retired_at FROM card_keys ORDER BY version DESC",
    );
    const counts = new Map<number | null, Counts>();
    for (const t of SEALED_TABLES) {
      const { rows } = await db.$client.query<{ v: number | null; n: number }>(
        `SELECT khoa_the AS v, count(*)::int AS n FROM ${t.table} GROUP BY khoa_the`,
      );
      for (const r of rows) {
        const c = counts.get(r.v) ?? noCounts();
        c[t.name] = r.n;
        counts.set(r.v, c);
      }
    }
    const active = keys.rows.find((k) => k.state === CARD_KEY_STATE.active);
    const sum = (c: Counts | undefined) => (c ? c.cards + c.histories + c.pins : 0);
    const total = [...counts.values()].reduce((n, c) => n + sum(c), 0);
    const done = active ? sum(counts.get(active.version)) : 0;
    const retiring = keys.rows.some((k) => k.state === CARD_KEY_STATE.retiring);
    return {
      active: active ? { version: active.version, created_at: active.created_at.toISOString() } : null,
      versions: keys.rows.map((k) => ({
        version: k.version,
        state: k.state,
        created_at: k.created_at.toISOString(),
        retired_at: k.retired_at?.toISOString() ?? null,
        ...(counts.get(k.version) ?? noCounts()),
      })),
      plain: counts.get(null) ?? noCounts(),
      job: { running: retiring || done < total, done, total },
    };
  }

  /**
   * A new key version, the one before it retiring until the job has re-encrypted every row; 409 while a rotation
   * runs. The caller starts the job once this transaction has committed.
   */
  async rotate(db: TenantDb) {
    await db.$client.query("LOCK TABLE card_keys IN SHARE ROW EXCLUSIVE MODE");
    const { rows } = await db.$client.query("SELECT 1 FROM card_keys WHERE state = $1 LIMIT 1", [
      CARD_KEY_STATE.retiring,
    ]);
    if (rows.length > 0) throw new AppError(409, "card_rotation_running");
    await this.keys.rotate(db);
  }
}
