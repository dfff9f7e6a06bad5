import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import type { StoredSecrets } from "./platform/secrets.js";

/** Everything the server reads from its environment, parsed once. */
export interface Config {
  port: number;
  host: string;
  /** The owner's connection: migrations, tenant provisioning, the app role's grants. */
  databaseUrl: string | undefined;
  /** The app role's own connection, for databases whose owner may not create roles. */
  appDatabaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: Uint8Array;
  /** The AES-256 key of system/encrypt and system/decrypt (32 bytes): ENCRYPTION_KEY, or the key kept with the data. */
  encryptionKey: Buffer;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  corsOrigins: string[];
  trustProxy: string | boolean;
  bodyLimitBytes: number;
  logLevel: string;
  logFormat: "text" | "json";
  webDist: string;
  seedDemo: boolean;
  /** The file storage the browser talks to, allowed in the CSP's connect-src. */
  storageUrl: string | undefined;
  /** Call-center addresses allowed in connect-src besides the providers configured in the database. */
  callCenterHosts: string[];
  /** Where the web app is reached from outside (https://spa.example.vn), for links sent to customers; empty: relative. */
  publicUrl: string | undefined;
}

const HEX_KEY = /^[0-9a-f]{64}$/i;
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** ENCRYPTION_KEY (or the stored key) as 64 hex characters or base64 of 32 bytes. */
function encryptionKey(value: string): Buffer {
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

/**
 * The settings of the environment. JWT_SECRET and ENCRYPTION_KEY, when set, win over the secrets
 * kept with the data (`stored`, see platform/secrets.ts); without either, the process makes its own
 * for its lifetime (tools and tests that never restart). Production must set both.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, stored?: StoredSecrets): Config {
  if (env.NODE_ENV === "production") {
    for (const name of ["JWT_SECRET", "ENCRYPTION_KEY"]) {
      if (!env[name]?.trim()) throw new Error(`${name} must be set in production`);
    }
  }
  const secret = env.JWT_SECRET || stored?.jwt_secret || randomBytes(48).toString("base64url");
  if (secret.length < 32) throw new Error("JWT_SECRET must be at least 32 characters");
  const root = resolve(import.meta.dirname, "../../..");
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? "0.0.0.0",
    databaseUrl: env.DATABASE_URL || undefined,
    appDatabaseUrl: env.APP_DATABASE_URL || undefined,
    dataDir: resolve(root, env.DATA_DIR ?? "data"),
    jwtSecret: new TextEncoder().encode(secret),
    encryptionKey: encryptionKey(
      env.ENCRYPTION_KEY?.trim() || stored?.encryption_key || randomBytes(32).toString("hex"),
    ),
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL ?? 900),
    refreshTokenTtlDays: Number(env.REFRESH_TOKEN_TTL_DAYS ?? 30),
    corsOrigins: list(env.CORS_ORIGINS),
    trustProxy: trustProxy(env.TRUST_PROXY),
    bodyLimitBytes: Number(env.BODY_LIMIT ?? 1_048_576),
    logLevel: env.LOG_LEVEL || "info",
    logFormat: env.LOG_FORMAT === "json" ? "json" : "text",
    webDist: resolve(root, env.WEB_DIST ?? "apps/web/dist"),
    seedDemo: env.SEED_DEMO !== "false",
    storageUrl: env.STORAGE_URL || undefined,
    callCenterHosts: list(env.CALL_CENTER_HOSTS),
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, "") || undefined,
  };
}
