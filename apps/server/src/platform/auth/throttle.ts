import { type Pool, transaction } from "../db/pool.js";
import { AppError } from "../errors.js";

/**
 * Slows repeated failed sign-ins without locking the real user out:
 * - one account from one address: after 5 failures each new try waits 30 s, 1, 2, 4 … min (up to 15 min);
 * - one address, any account: the same after 30 failures;
 * - one account, any address: after 10 failures every answer is held back one second,
 *   so a spread-out guesser is slowed while the owner, from their own address, still gets in.
 * Counts live in PostgreSQL so that every server instance sees them; they lapse after 15 minutes.
 */
const WINDOW_MINUTES = 15;
const FREE_PER_ACCOUNT_ADDRESS = 5;
const FREE_PER_ADDRESS = 30;
const SLOW_PER_ACCOUNT = 10;
const FIRST_WAIT_SECONDS = 30;
const MAX_WAIT_SECONDS = 900;
const SLOW_MS = 1000;

export interface LoginAttempt {
  tenant: string;
  userName: string;
  ip: string;
  /**
   * Tries counted apart from the staff's sign-ins (a customer asking for a code): customers on the shop's own
   * network never hold its staff back, nor the other way round.
   */
  scope?: string;
}

function keys({ tenant, userName, ip, scope }: LoginAttempt) {
  const account = `${tenant}:${userName.trim().toLowerCase()}`;
  const prefix = scope ? `${scope}:` : "";
  return {
    accountAddress: `${prefix}account-address:${account}@${ip}`,
    address: `${prefix}address:${ip}`,
    account: `${prefix}account:${account}`,
  };
}

/** The counters in one fixed order, so that concurrent tries lock them alike and never wait in a circle. */
const inOrder = (k: ReturnType<typeof keys>) => Object.values(k).sort();

function waitLeft(failures: number, free: number, lastFailedAt: Date, now: number): number {
  if (failures < free) return 0;
  const wait = Math.min(FIRST_WAIT_SECONDS * 2 ** (failures - free), MAX_WAIT_SECONDS) * 1000;
  return Math.max(0, Math.ceil((lastFailedAt.getTime() + wait - now) / 1000));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Counts one try before its password is checked, atomically: the counters are locked (in one
 * order), the try is refused with 429 and `Retry-After` when it must wait, and otherwise counted
 * as a failure until `takeBackAttempt` says it was not one. A refused try counts nothing, so
 * concurrent tries (from any number of servers) cannot check more passwords than the policy allows.
 * Resolves once the answer may go on (held back when the account is being guessed at).
 */
export async function reserveAttempt(pool: Pool, attempt: LoginAttempt): Promise<void> {
  const k = keys(attempt);
  const all = inOrder(k);
  const delayMs = await transaction(pool, async (client) => {
    // Creates the missing counters and locks all three; a lapsed count reads as none.
    const { rows } = await client.query<{ key: string; failures: number; last_failed_at: Date; now: Date }>(
      `INSERT INTO platform.login_failures AS f (key, failures, first_failed_at, last_failed_at)
       SELECT key, 0, now(), now() FROM unnest($1::text[]) WITH ORDINALITY AS k(key, n) ORDER BY n
       ON CONFLICT (key) DO UPDATE SET failures = f.failures
       RETURNING key, CASE WHEN f.first_failed_at > now() - make_interval(mins => $2) THEN f.failures ELSE 0 END
         AS failures, f.last_failed_at, now() AS now`,
      [all, WINDOW_MINUTES],
    );
    const row = (key: string) => rows.find((r) => r.key === key);
    const now = rows[0]?.now.getTime() ?? Date.now();
    const pair = row(k.accountAddress);
    const address = row(k.address);
    const retryAfterSeconds = Math.max(
      pair ? waitLeft(pair.failures, FREE_PER_ACCOUNT_ADDRESS, pair.last_failed_at, now) : 0,
      address ? waitLeft(address.failures, FREE_PER_ADDRESS, address.last_failed_at, now) : 0,
    );
    if (retryAfterSeconds > 0) {
      // Thrown inside, so that the counters created for it are rolled back too.
      const seconds = String(retryAfterSeconds);
      throw new AppError(429, "login_throttled", { seconds }, { "retry-after": seconds });
    }
    await client.query(
      `UPDATE platform.login_failures SET
         failures = CASE WHEN first_failed_at > now() - make_interval(mins => $2) THEN failures + 1 ELSE 1 END,
         first_failed_at = CASE WHEN first_failed_at > now() - make_interval(mins => $2) THEN first_failed_at ELSE now() END,
         last_failed_at = now()
       WHERE key = ANY($1)`,
      [all, WINDOW_MINUTES],
    );
    return (row(k.account)?.failures ?? 0) >= SLOW_PER_ACCOUNT ? SLOW_MS : 0;
  });
  if (delayMs > 0) await sleep(delayMs);
}

/**
 * The try succeeded: its account-and-address count is cleared, and the address and account counts
 * lose the try it added (earlier failures keep protecting).
 */
export async function takeBackAttempt(pool: Pool, attempt: LoginAttempt): Promise<void> {
  const k = keys(attempt);
  const others = [k.account, k.address];
  await pool.query("DELETE FROM platform.login_failures WHERE key = $1", [k.accountAddress]);
  // Locked in the order reserveAttempt locks them, so that the two never wait on each other in a circle.
  await pool.query(
    `UPDATE platform.login_failures f SET failures = greatest(f.failures - 1, 0)
       FROM (SELECT key FROM platform.login_failures WHERE key = ANY($1) ORDER BY key FOR UPDATE) AS mine
      WHERE f.key = mine.key`,
    [others],
  );
  // Counting nothing, they need not be kept (a try under way has counted itself and stays).
  await pool.query("DELETE FROM platform.login_failures WHERE key = ANY($1) AND failures = 0", [others]);
}
