import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { langOf } from "./errors.js";
import { translate } from "./messages.js";

const PATH_SHOWN = 100;

/**
 * Serves the built web app; any other GET outside /api gets index.html so that the
 * client-side router can show the page (or its own 404). Unknown /api paths answer 404 JSON.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const hasWeb = existsSync(join(distDir, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false, maxAge: "1y", immutable: true });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    // A client route gets the app; a missing file (a script of an older build) gets a real 404.
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (hasWeb && request.method === "GET" && !path.startsWith("/api") && !isFile) {
      return reply.header("cache-control", "no-cache").sendFile("index.html", { maxAge: 0, immutable: false });
    }
    // The path is named for whoever mistyped it, cut short so that junk is not echoed back whole.
    const named = path.length > PATH_SHOWN ? `${path.slice(0, PATH_SHOWN)}…` : path;
    return reply.status(404).send({ message: translate("route_not_found", langOf(request), { path: named }) });
  });
}
