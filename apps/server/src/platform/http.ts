import { randomUUID } from "node:crypto";
import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";
import { connectSources, PROVIDER_ROUTES } from "./connect-sources.js";
import type { Pool } from "./db/pool.js";

/** Request ids: the caller's `X-Request-Id` when it looks sane, else a new one; echoed back. */
export function requestId(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[\w.-]{8,64}$/.test(value) ? value : randomUUID();
}

const HSTS = "max-age=31536000; includeSubDomains";

const isApi = (url: string) => url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");

/** Security headers on every response (errors and 404s included) and CORS for configured origins only. */
export async function registerHttpHygiene(app: FastifyInstance, config: Config, pool: Pool) {
  const connect = connectSources(pool, config);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
    // Over plain HTTP (a shop's local network) the header would be meaningless; behind a proxy,
    // request.protocol believes X-Forwarded-Proto only from TRUST_PROXY's addresses.
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
    // connect-src rules what a page may reach: only the app's pages wait for the providers' addresses.
    if (!isApi(request.url)) await connect.fresh();
  });
  // Answers of the API hold a user's data: no browser or proxy may keep them, unless the route
  // chose its own policy (the shop's logo: kept by the browser, checked against its ETag).
  app.addHook("onSend", async (request, reply) => {
    if (isApi(request.url) && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });
  app.addHook("onResponse", async (request, reply) => {
    if (request.method !== "GET" && reply.statusCode < 400 && PROVIDER_ROUTES.has(request.routeOptions.url ?? "")) {
      connect.forget();
    }
  });
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Ant Design writes its styles at run time (CSS-in-JS).
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Layout banners may be hosted elsewhere (a CDN), always over HTTPS.
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: [connect.directive],
        mediaSrc: ["'self'", "blob:"],
        // A large .xlsx is unzipped in a worker started from a blob.
        workerSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Shops often open the app over plain HTTP on their local network; upgrading would break it.
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: false,
    // One framing policy: no page of ours inside another's frame (CSP frame-ancestors 'none').
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
    exposedHeaders: ["x-request-id", "retry-after"],
  });
}
