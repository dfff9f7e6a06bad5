import { AppError } from "../../../platform/errors.js";

/**
 * Counts the public booking calls of one address to one tenant in a fixed window, in this process: past `limit` the
 * call is refused (429, `Retry-After`) until the window ends. A page that anyone may call must not let one caller fill
 * the board or read it by the thousand.
 */
export class BookingThrottle {
  private readonly counts = new Map<string, { n: number; until: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  take(key: string, now = Date.now()) {
    if (this.counts.size > 10_000) {
      for (const [k, c] of this.counts) if (c.until <= now) this.counts.delete(k);
    }
    const count = this.counts.get(key);
    if (!count || count.until <= now) {
      this.counts.set(key, { n: 1, until: now + this.windowMs });
      return;
    }
    count.n += 1;
    if (count.n <= this.limit) return;
    const seconds = String(Math.ceil((count.until - now) / 1000));
    throw new AppError(429, "booking_throttled", { seconds }, { "retry-after": seconds });
  }
}
