import { createHmac, randomBytes } from "node:crypto";
import type { TenantDb } from "../../platform/db/tenant-db.js";
import { AppError } from "../../platform/errors.js";
import { decryptText, encryptText } from "./crypto.service.js";

/*
 * A tenant's keys for card data at rest: a random 32-byte data key per version (AES-256-GCM through
 * crypto.service) and a random 32-byte blind index key (HMAC-SHA256), both stored only wrapped by the install's master
 * key. The index key stays the same across versions (each new version carries it over, wrapped again), so a card is
 * found by its number and kept unique whatever version its row is under. Unwrapped keys are kept in memory by tenant
 * and version.
 */

export const CARD_KEY_STATE = { active: "active", retiring: "retiring", retired: "retired" } as const;

export interface CardKey {
  version: number;
  data: Buffer;
  index: Buffer;
}

interface KeyRow {
  version: number;
  wrapped_key: string;
  wrapped_index_key: string;
}

/** A sealed value names its key version: `k<version>.<encryptText's answer>`. */
const SEALED = /^k(\d{1,9})\.(v1\..+)$/;

export const isSealed = (value: string) => SEALED.test(value);

export class CardKeys {
  private readonly keys = new Map<string, CardKey>();

  constructor(private readonly master: Buffer) {}

  private unwrap(schema: string, row: KeyRow): CardKey {
    const at = `${schema}:${row.version}`;
    let key = this.keys.get(at);
    if (!key) {
      key = {
        version: row.version,
        data: Buffer.from(decryptText(this.master, row.wrapped_key), "base64"),
        index: Buffer.from(decryptText(this.master, row.wrapped_index_key), "base64"),
      };
      this.keys.set(at, key);
    }
    return key;
  }

  private wrap(key: Buffer): string {
    return encryptText(this.master, key.toString("base64"));
  }

  /**
   * The version writes use, made on first use (two first uses at once make one). A write holds the key's row shared
   * until it commits, so a rotation waits for the writes under the old key and the writes after it use the new one.
   */
  async active(db: TenantDb, { forWrite = false } = {}): Promise<CardKey> {
    const read = () =>
      db.$client.query<KeyRow>(
        `SELECT version, wrapped_key, wrapped_index_key FROM card_keys WHERE state = 'active'
          ORDER BY version DESC LIMIT 1${forWrite ? " FOR SHARE" : ""}`,
      );
    let { rows } = await read();
    if (!rows[0]) {
      await db.$client.query(
        `INSERT INTO card_keys (version, wrapped_key, wrapped_index_key, state) VALUES (1, $1, $2, 'active')
         ON CONFLICT (version) DO NOTHING`,
        [this.wrap(randomBytes(32)), this.wrap(randomBytes(32))],
      );
      ({ rows } = await read());
    }
    const row = rows[0];
    if (!row) throw new Error("no active card key");
    return this.unwrap(db.tenantSchema, row);
  }

  /** The key of a version (a retired one still opens what it sealed). */
  async version(db: TenantDb, version: number): Promise<CardKey> {
    const cached = this.keys.get(`${db.tenantSchema}:${version}`);
    if (cached) return cached;
    const { rows } = await db.$client.query<KeyRow>(
      "SELECT version, wrapped_key, wrapped_index_key FROM card_keys WHERE version = $1",
      [version],
    );
    const row = rows[0];
    if (!row) throw new AppError(422, "cannot_decrypt");
    return this.unwrap(db.tenantSchema, row);
  }

  /**
   * A new active version (the data key new, the index key carried over) and the one before it retiring; the caller
   * holds the table's lock.
   */
  async rotate(db: TenantDb): Promise<CardKey> {
    const old = await this.active(db);
    const key: CardKey = { version: old.version + 1, data: randomBytes(32), index: old.index };
    await db.$client.query("UPDATE card_keys SET state = 'retiring' WHERE state = 'active'");
    await db.$client.query(
      "INSERT INTO card_keys (version, wrapped_key, wrapped_index_key, state) VALUES ($1, $2, $3, 'active')",
      [key.version, this.wrap(key.data), this.wrap(key.index)],
    );
    this.keys.set(`${db.tenantSchema}:${key.version}`, key);
    return key;
  }

  /** Forgets the tenant's unwrapped keys (after a rotation, they are read again). */
  forget(schema: string) {
    for (const at of this.keys.keys()) if (at.startsWith(`${schema}:`)) this.keys.delete(at);
  }

  /** The value sealed with the key: `k<version>.…`. */
  seal(key: CardKey, plain: string): string {
    return `k${key.version}.${encryptText(key.data, plain)}`;
  }

  /** The plain value of a sealed one (a value not sealed is given back as it is: a row not yet encrypted). */
  async open(db: TenantDb, value: string): Promise<string> {
    const m = SEALED.exec(value);
    if (!m) return value;
    const key = await this.version(db, Number(m[1]));
    return decryptText(key.data, m[2] as string);
  }

  /** The blind index of a value: an HMAC-SHA256 with the tenant's index key, the same for every version. */
  blindIndex(key: CardKey, plain: string): string {
    return createHmac("sha256", key.index).update(plain).digest("base64url");
  }
}
