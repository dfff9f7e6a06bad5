import { type CommandRight, hasRight, isAdmin, MENU_COMMANDS, type RightsHolder } from "@sen/core";
import type { FastifyInstance } from "fastify";
import { forbidden } from "./errors.js";

export type { CommandRight };

/**
 * What a route needs: nothing (`public`), a signed-in user (`signed-in`), an administrator
 * (`admin`), a right on a menu command, or any one of several (`anyOf`: a list read by two
 * screens). Every /api route must say which, naming only commands of the menu tree, or the
 * server refuses to start.
 */
export type Access = "public" | "signed-in" | "admin" | CommandRight | { anyOf: readonly CommandRight[] };

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
    /** false for the few routes that serve no tenant (health, docs). */
    tenant?: boolean;
  }
}

/** A registered /api route and what it declared. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
}

const UNDECLARED_PREFIXES = ["/api/docs"];
const MENU_IDS = new Set(MENU_COMMANDS.filter((m) => m.command !== null).map((m) => m.menu_id));

function isApiRoute(url: string): boolean {
  return url.startsWith("/api/") && !UNDECLARED_PREFIXES.some((p) => url.startsWith(p));
}

/** The command rights an access names: none for public, signed-in and admin. */
export function commandRights(access: Access): readonly CommandRight[] {
  if (typeof access === "string") return [];
  return "anyOf" in access ? access.anyOf : [access];
}

const declared = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/** Every /api route registered on `app` with its access, in the order they were registered. */
export function declaredRoutes(app: FastifyInstance): readonly DeclaredRoute[] {
  return declared.get(app) ?? [];
}

/**
 * Refuses (throws at registration, so the server does not start) an /api route that declares
 * no access, an empty `anyOf`, or a command that is not a page of the menu tree.
 */
export function requireDeclaredAccess(app: FastifyInstance) {
  const routes: DeclaredRoute[] = [];
  declared.set(app, routes);
  app.addHook("onRoute", (route) => {
    if (!isApiRoute(route.url) || route.method === "HEAD") return;
    const name = `${String(route.method)} ${route.url}`;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${name} declares no access: give it config.access`);
    if (typeof access === "object" && "anyOf" in access && access.anyOf.length === 0) {
      throw new Error(`Route ${name} declares an empty anyOf: name at least one command`);
    }
    for (const { command } of commandRights(access)) {
      if (!MENU_IDS.has(command)) throw new Error(`Route ${name} names command "${command}", not in the menu tree`);
    }
    for (const method of [route.method].flat()) routes.push({ method: String(method), url: route.url, access });
  });
}

/** Whether the user passes a declared access (`public` and `signed-in` pass once authenticated). */
export function mayPass(user: RightsHolder, access: Access): boolean {
  if (access === "public" || access === "signed-in") return true;
  if (access === "admin") return isAdmin(user);
  return commandRights(access).some(({ command, right }) => hasRight(user, command, right));
}

/** Checks the command rights (or administrator) after authentication; administrators pass. */
export function enforceRights(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === "public" || access === "signed-in") return;
    const user = request.auth?.user;
    if (!user || !mayPass(user, access)) throw forbidden();
  });
}
