/** A fresh key for one submission (`crypto.randomUUID` where the browser has it). */
export function newKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/**
 * The `Idempotency-Key` of a submission: sending the same thing again after a failure (a lost answer, a second
 * click) reuses the key, so the server does it once; anything else gets a new key. `done` forgets the key once an
 * answer came back.
 */
export class SubmissionKeys {
  private last?: { what: string; key: string };

  keyFor(what: unknown): string {
    const text = JSON.stringify(what);
    if (this.last?.what !== text) this.last = { what: text, key: newKey() };
    return this.last.key;
  }

  done() {
    this.last = undefined;
  }
}
