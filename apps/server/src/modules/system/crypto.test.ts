import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, startTestApp, type TestApp } from "../../../../../test/api.js";
import { loadConfig } from "../../config.js";
import { AppError } from "../../platform/errors.js";
import { decryptText, encryptText } from "./crypto.service.js";

const key = randomBytes(32);

/** The sealed text with one byte of its payload flipped. */
function flip(sealed: string, at: number): string {
  const bytes = Buffer.from(sealed.slice(3), "base64url");
  const i = at < 0 ? bytes.length + at : at;
  bytes[i] = (bytes[i] ?? 0) ^ 0x01;
  return `v1.${bytes.toString("base64url")}`;
}

function refusal(fn: () => unknown): AppError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("AES-256-GCM texts", () => {
  it("round-trips Vietnamese text, and the same text twice gives two different outputs", () => {
    const plain = "Thẻ VIP 0903 123 456 — Nguyễn Thị Hồng Nhung";
    const a = encryptText(key, plain);
    const b = encryptText(key, plain);
    expect(a).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
    expect(decryptText(key, a)).toBe(plain);
    expect(decryptText(key, b)).toBe(plain);
    expect(decryptText(key, encryptText(key, ""))).toBe("");
  });

  it("refuses a text altered anywhere: IV, ciphertext or tag", () => {
    const sealed = encryptText(key, "4111 1111 1111 1111");
    for (const at of [0, 11, 12, 20, -1, -16]) {
      const error = refusal(() => decryptText(key, flip(sealed, at)));
      expect(error.statusCode).toBe(422);
      expect(error.key).toBe("cannot_decrypt");
    }
  });

  it("refuses a text made with another key, an unknown version and malformed input", () => {
    const foreign = encryptText(randomBytes(32), "bí mật");
    const sealed = encryptText(key, "bí mật");
    for (const input of [foreign, `v2.${sealed.slice(3)}`, "v1.", "v1.@@@", "hello", sealed.slice(0, 30), ""]) {
      expect(refusal(() => decryptText(key, input)).key).toBe("cannot_decrypt");
    }
  });
});

describe("ENCRYPTION_KEY", () => {
  const hex = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";

  it("takes 64 hex characters or base64 of 32 bytes", () => {
    expect(loadConfig({ ENCRYPTION_KEY: hex }).encryptionKey.toString("hex")).toBe(hex);
    const b64 = Buffer.from(hex, "hex").toString("base64");
    expect(loadConfig({ ENCRYPTION_KEY: b64 }).encryptionKey.toString("hex")).toBe(hex);
  });

  it("refuses a key of another length or format", () => {
    expect(() => loadConfig({ ENCRYPTION_KEY: "too-short" })).toThrow(/ENCRYPTION_KEY must be 32 bytes/);
    expect(() => loadConfig({ ENCRYPTION_KEY: randomBytes(16).toString("base64") })).toThrow(/32 bytes/);
  });

  it("has a key of its own without ENCRYPTION_KEY, refused in production", () => {
    expect(loadConfig({}).encryptionKey).toHaveLength(32);
    expect(() => loadConfig({ NODE_ENV: "production", JWT_SECRET: "x".repeat(40) })).toThrow(
      /ENCRYPTION_KEY must be set in production/,
    );
    const production = loadConfig({ NODE_ENV: "production", JWT_SECRET: "x".repeat(40), ENCRYPTION_KEY: hex });
    expect(production.encryptionKey).toHaveLength(32);
  });
});

describe("system/encrypt, encrypts, decrypt", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp({ ENCRYPTION_KEY: key.toString("base64") });
    admin = (await login(t.app, "admin", "Admin@123")).access_token;
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, token?: string) =>
    call(t.app, { method: "POST", url: `/api/system/${url}`, payload: payload as object, token });

  it("encrypts for an administrator with the key from the environment", async () => {
    const res = await post("encrypt", { value: "0903123456" }, admin);
    expect(res.statusCode).toBe(200);
    const { value } = res.json();
    expect(value).toMatch(/^v1\./);
    expect(decryptText(key, value)).toBe("0903123456");
    const back = await post("decrypt", { value }, admin);
    expect(back.json()).toEqual({ value: "0903123456" });
  });

  it("encrypts a list in order, up to 1000 values", async () => {
    const res = await post("encrypts", { items: ["một", "hai", "ba"] }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((v: string) => decryptText(key, v))).toEqual(["một", "hai", "ba"]);
    expect((await post("encrypts", { items: Array(1000).fill("x") }, admin)).statusCode).toBe(200);
    const tooMany = await post("encrypts", { items: Array(1001).fill("x") }, admin);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.items).toBe("Tối đa 1000 giá trị");
  });

  it("answers a tampered or foreign text with 422 and a clear message", async () => {
    const sealed = (await post("encrypt", { value: "bí mật" }, admin)).json().value;
    for (const value of [flip(sealed, -1), encryptText(randomBytes(32), "bí mật"), "không phải mã"]) {
      const res = await post("decrypt", { value }, admin);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/^Không giải mã được/);
    }
    const en = await call(t.app, {
      method: "POST",
      url: "/api/system/decrypt",
      payload: { value: "nope" },
      token: admin,
      headers: { "accept-language": "en" },
    });
    expect(en.json().message).toMatch(/^Cannot decrypt/);
  });

  it("refuses whoever is not an administrator, and anyone not signed in", async () => {
    const sale = (await login(t.app, "sale01", "Sale@123")).access_token;
    for (const [url, body] of [
      ["encrypt", { value: "x" }],
      ["encrypts", { items: ["x"] }],
      ["decrypt", { value: "v1.x" }],
    ] as const) {
      const res = await post(url, body, sale);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Bạn không có quyền thực hiện chức năng này");
      expect((await post(url, body)).statusCode).toBe(401);
    }
  });

  it("refuses a body without a text", async () => {
    const res = await post("encrypt", { value: 12 }, admin);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.value).toBe("Giá trị là bắt buộc và phải là chuỗi");
  });
});
