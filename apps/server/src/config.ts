import { createHash } from "node:crypto";
import { resolve } from "node:path";

/** Everything the server reads from its environment, parsed once. */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: Uint8Array;
  /** The AES-256 key of system/encrypt and system/decrypt: 32 bytes, never stored in the database. */
  encryptionKey: Buffer;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  corsOrigins: string[];
  trustProxy: string | boolean;
  bodyLimitBytes: number;
  logLevel: string;
  webDist: string;
  seedDemo: boolean;
}

const DEV_SECRET = "sen-development-secret-change-me-in-production-0123456789";

const DEV_ENCRYPTION_SEED = "sen-development-encryption-key-change-me-in-production";

const HEX_KEY = /^[0-9a-f]{64}$/i;
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** ENCRYPTION_KEY as 64 hex characters or base64 of 32 bytes; unset, a development key. */
function encryptionKey(env: NodeJS.ProcessEnv): Buffer {
  const value = env.ENCRYPTION_KEY?.trim();
  if (!value) {
    if (env.NODE_ENV === "production") throw new Error("ENCRYPTION_KEY must be set in production");
    return createHash("sha256").update(DEV_ENCRYPTION_SEED).digest();
  }
  if (HEX_KEY.test(value)) return Buffer.from(value, "hex");
  const key = BASE64.test(value) ? Buffer.from(value, "base64") : Buffer.alloc(0);
  if (key.length !== 32) {
    throw new Error("ENCRYPTION_KEY must be 32 bytes: 64 hex characters or base64 (openssl rand -base64 32)");
  }
  return key;
}

function list(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

function trustProxy(value: string | undefined): string | boolean {
  if (!value || value === "false") return false;
  if (value === "true") return true;
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const secret = env.JWT_SECRET ?? DEV_SECRET;
  if (env.NODE_ENV === "production" && secret === DEV_SECRET) {
    throw new Error("JWT_SECRET must be set in production");
  }
  if (secret.length < 32) throw new Error("JWT_SECRET must be at least 32 characters");
  const root = resolve(import.meta.dirname, "../../..");
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? "0.0.0.0",
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(root, env.DATA_DIR ?? "data"),
    jwtSecret: new TextEncoder().encode(secret),
    encryptionKey: encryptionKey(env),
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL ?? 900),
    refreshTokenTtlDays: Number(env.REFRESH_TOKEN_TTL_DAYS ?? 30),
    corsOrigins: list(env.CORS_ORIGINS),
    trustProxy: trustProxy(env.TRUST_PROXY),
    bodyLimitBytes: Number(env.BODY_LIMIT ?? 1_048_576),
    logLevel: env.LOG_LEVEL ?? "info",
    webDist: resolve(root, env.WEB_DIST ?? "apps/web/dist"),
    seedDemo: env.SEED_DEMO !== "false",
  };
}
