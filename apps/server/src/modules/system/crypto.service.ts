import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { AppError } from "../../platform/errors.js";

/**
 * Authenticated encryption (AES-256-GCM) of short texts: a fresh 12-byte IV each time, and the
 * answer `v1.<base64url(iv | ciphertext | tag)>`, so that a later key or algorithm can be told apart.
 */
const VERSION = "v1.";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function encryptText(key: Buffer, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return VERSION + Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
}

const cannotDecrypt = () => new AppError(422, "cannot_decrypt");

/** The plain text, or 422 when the input was altered, malformed or made with another key. */
export function decryptText(key: Buffer, sealed: string): string {
  const encoded = sealed.trim();
  if (!encoded.startsWith(VERSION) || !/^[A-Za-z0-9_-]+$/.test(encoded.slice(VERSION.length))) throw cannotDecrypt();
  const bytes = Buffer.from(encoded.slice(VERSION.length), "base64url");
  if (bytes.length < IV_BYTES + TAG_BYTES) throw cannotDecrypt();
  const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  try {
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    throw cannotDecrypt();
  }
}
