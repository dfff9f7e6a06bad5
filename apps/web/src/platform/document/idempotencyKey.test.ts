import { describe, expect, it } from "vitest";
import { newKey, SubmissionKeys } from "./idempotencyKey";

describe("SubmissionKeys", () => {
  it("sends a retry of the same submission with the same key", () => {
    const keys = new SubmissionKeys();
    const first = keys.keyFor({ status: "2", details: [{ ma_vt: "A", so_luong: 1 }] });
    expect(keys.keyFor({ status: "2", details: [{ ma_vt: "A", so_luong: 1 }] })).toBe(first);
  });

  it("gives a changed submission, or one after an answer, a new key", () => {
    const keys = new SubmissionKeys();
    const first = keys.keyFor({ so_luong: 1 });
    const changed = keys.keyFor({ so_luong: 2 });
    expect(changed).not.toBe(first);
    keys.done();
    expect(keys.keyFor({ so_luong: 2 })).not.toBe(changed);
  });

  it("makes keys shaped as UUIDs", () => {
    expect(newKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});
