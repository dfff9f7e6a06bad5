import { describe, expect, it } from "vitest";
import { withoutSecrets } from "./audit.js";

describe("audit values", () => {
  it("drop passwords, their hashes, call-center passwords, tokens and keys", () => {
    const at = new Date("2025-01-02T03:04:05Z");
    expect(
      withoutSecrets({
        user_name: "sale01",
        password: "Sale@12345",
        password_hash: "$argon2id$v=19$…",
        agent_pass: "1234",
        current_password: "x",
        new_password: "y",
        refresh_token: "r",
        token_hash: "h",
        access_key: "k",
        agent_id: "1001",
        passport_no: "B1234567",
        updated_at: at,
        nested: [{ password: "p", full_name: "Nhung" }],
      }),
    ).toEqual({
      user_name: "sale01",
      agent_id: "1001",
      passport_no: "B1234567",
      updated_at: at,
      nested: [{ full_name: "Nhung" }],
    });
  });

  it("drop the value of a config whose name or type says secret, and keep the others", () => {
    expect(
      withoutSecrets([
        { name: "call_center_access_key", group: "call_center", value: "s3cr3t" },
        { name: "otp_expiration", group: "sale", value: "2" },
        { name: "pancake_page", type: "secret", value: "EAAB…" },
      ]),
    ).toEqual([
      { name: "call_center_access_key", group: "call_center" },
      { name: "otp_expiration", group: "sale", value: "2" },
      { name: "pancake_page", type: "secret" },
    ]);
  });

  it("leave plain values alone", () => {
    expect(withoutSecrets(null)).toBeNull();
    expect(withoutSecrets("password")).toBe("password");
    expect(withoutSecrets(3)).toBe(3);
  });
});
