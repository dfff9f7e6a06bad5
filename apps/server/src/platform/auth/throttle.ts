import type { Pool } from "../db/pool.js";

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
}

function keys({ tenant, userName, ip }: LoginAttempt) {
  const account = `${tenant}:${userName.trim().toLowerCase()}`;
  return {
    accountAddress: `account-address:${account}@${ip}`,
    address: `address:${ip}`,
    account: `account:${account}`,
  };
}

export interface Verdict {
  /** Seconds before this account may try again from this address; 0 when it may now. */
  retryAfterSeconds: number;
  /** How long to hold the answer back. */
  delayMs: number;
}

function waitLeft(failures: number, free: number, lastFailedAt: Date, now: number): number {
  if (failures < free) return 0;
  const wait = Math.min(FIRST_WAIT_SECONDS * 2 ** (failures - free), MAX_WAIT_SECONDS) * 1000;
  return Math.max(0, Math.ceil((lastFailedAt.getTime() + wait - now) / 1000));
}

export async function judge(pool: Pool, attempt: LoginAttempt): Promise<Verdict> {
  const k = keys(attempt);
  const { rows } = await pool.query<{ key: string; failures: number; last_failed_at: Date; now: Date }>(
    `SELECT key, failures, last_failed_at, now() AS now FROM platform.login_failures
     WHERE key = ANY($1) AND first_failed_at > now() - make_interval(mins => $2)`,
    [[k.accountAddress, k.address, k.account], WINDOW_MINUTES],
  );
  const row = (key: string) => rows.find((r) => r.key === key);
  const now = rows[0]?.now.getTime() ?? Date.now();
  const pair = row(k.accountAddress);
  const address = row(k.address);
  const retryAfterSeconds = Math.max(
    pair ? waitLeft(pair.failures, FREE_PER_ACCOUNT_ADDRESS, pair.last_failed_at, now) : 0,
    address ? waitLeft(address.failures, FREE_PER_ADDRESS, address.last_failed_at, now) : 0,
  );
  const delayMs = (row(k.account)?.failures ?? 0) >= SLOW_PER_ACCOUNT ? SLOW_MS : 0;
  return { retryAfterSeconds, delayMs };
}

export async function recordFailure(pool: Pool, attempt: LoginAttempt): Promise<void> {
  const k = keys(attempt);
  await pool.query(
    `INSERT INTO platform.login_failures AS f (key, failures, first_failed_at, last_failed_at)
     SELECT key, 1, now(), now() FROM unnest($1::text[]) AS key
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN f.first_failed_at > now() - make_interval(mins => $2) THEN f.failures + 1 ELSE 1 END,
       first_failed_at = CASE WHEN f.first_failed_at > now() - make_interval(mins => $2) THEN f.first_failed_at ELSE now() END,
       last_failed_at = now()`,
    [[k.accountAddress, k.address, k.account], WINDOW_MINUTES],
  );
}

/** A successful sign-in clears its account-and-address count (the others keep protecting). */
export async function recordSuccess(pool: Pool, attempt: LoginAttempt): Promise<void> {
  await pool.query("DELETE FROM platform.login_failures WHERE key = $1", [keys(attempt).accountAddress]);
}
