import { hasRight, isAdmin, type Right } from "@sen/core";
import type { FastifyInstance } from "fastify";
import { forbidden } from "./errors.js";

/**
 * What a route needs: nothing (`public`), a signed-in user (`signed-in`), an administrator
 * (`admin`), or a right on a menu command. Every /api route must say which, or the server
 * refuses to start.
 */
export type Access = "public" | "signed-in" | "admin" | { command: string; right: Right };

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
    /** false for the few routes that serve no tenant (health, docs). */
    tenant?: boolean;
  }
}

const UNDECLARED_PREFIXES = ["/api/docs"];

function isApiRoute(url: string): boolean {
  return url.startsWith("/api/") && !UNDECLARED_PREFIXES.some((p) => url.startsWith(p));
}

export function requireDeclaredAccess(app: FastifyInstance) {
  app.addHook("onRoute", (route) => {
    if (!isApiRoute(route.url) || route.method === "HEAD") return;
    if (!route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access: give it config.access`);
    }
  });
}

/** Checks the command right (or administrator) after authentication; administrators pass. */
export function enforceRights(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === "public" || access === "signed-in") return;
    const user = request.auth?.user;
    if (!user) throw forbidden();
    if (access === "admin" ? !isAdmin(user) : !hasRight(user, access.command, access.right)) throw forbidden();
  });
}
