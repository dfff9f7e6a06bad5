import { type CommandRight, hasRight, isAdmin, MENU_COMMANDS, type RightsHolder } from "@sen/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TenantDb } from "./db/tenant-db.js";
import { forbidden } from "./errors.js";

export type { CommandRight };

/**
 * What the caller alone must be: nothing (`public`), a customer signed in to the client area
 * (`client`: their own records only, and no member of staff passes), a member of staff signed in
 * (`signed-in`), an administrator (`admin`), holding a right on a menu command, any one of several
 * (`anyOf`: a list read by two screens) or all of them (`allOf`: a merge edits one partner and
 * deletes the other). A customer passes no rule but `public` and `client`.
 */
export type Rule =
  | "public"
  | "client"
  | "signed-in"
  | "admin"
  | CommandRight
  | { anyOf: readonly CommandRight[] }
  | { allOf: readonly CommandRight[] };

/**
 * A right only the requests asking for what it guards need: a query parameter with a value
 * (`all=true`: every menu command, not just one's own) or a body field given (`follow_up`: an
 * appointment created along with the call).
 */
export interface WhenAsked {
  query?: Readonly<Record<string, string>>;
  body?: string;
  needs: CommandRight;
}

/** A rule, and what some requests need beyond it. */
export interface RuleAndMore {
  needs: Rule;
  whenAsked?: readonly WhenAsked[];
  /**
   * The path parameter naming a user the route acts on: someone who is no administrator may not
   * do it to their own account (else editing users would be granting oneself rights).
   */
  notOnSelf?: string;
  /** The refusal when the rule fails, where the generic one would not say enough ("không có quyền mở khóa sổ"). */
  refusal?: () => Error;
}

/**
 * One's own work: only the employee a record is assigned to (the user's `saler`), without any right
 * on the record's command; `assignee` reads the record (a 404 when out of the user's sight).
 */
export interface OwnRecord {
  assignee: (db: TenantDb, request: FastifyRequest) => Promise<string | null>;
}

/**
 * What a route needs. Every /api route must say it, naming only commands of the menu tree, or the
 * server refuses to start; the server checks it before the handler runs, never the handler itself.
 */
export type Access = Rule | RuleAndMore | OwnRecord;

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
const MENU_IDS = new Set<string>(MENU_COMMANDS.filter((m) => m.command !== null).map((m) => m.menu_id));

function isApiRoute(url: string): boolean {
  return url.startsWith("/api/") && !UNDECLARED_PREFIXES.some((p) => url.startsWith(p));
}

const isOwnRecord = (access: Access): access is OwnRecord => typeof access === "object" && "assignee" in access;
const isRuleAndMore = (access: Access): access is RuleAndMore => typeof access === "object" && "needs" in access;

/** The rule every request of the route must pass ("own-record" for one's own work). */
export function baseRule(access: Access): Rule | "own-record" {
  if (isOwnRecord(access)) return "own-record";
  return isRuleAndMore(access) ? access.needs : access;
}

/** What some requests of the route need beyond its base rule. */
export function askedRights(access: Access): readonly WhenAsked[] {
  return isRuleAndMore(access) ? (access.whenAsked ?? []) : [];
}

function ruleRights(rule: Rule): readonly CommandRight[] {
  if (typeof rule === "string") return [];
  if ("anyOf" in rule) return rule.anyOf;
  return "allOf" in rule ? rule.allOf : [rule];
}

/** Every command right an access names, the asked ones included: none for public, signed-in and admin. */
export function commandRights(access: Access): readonly CommandRight[] {
  const base = baseRule(access);
  const rights = base === "own-record" ? [] : ruleRights(base);
  return [...rights, ...askedRights(access).map((a) => a.needs)];
}

const declared = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/** Every /api route registered on `app` with its access, in the order they were registered. */
export function declaredRoutes(app: FastifyInstance): readonly DeclaredRoute[] {
  return declared.get(app) ?? [];
}

function emptyList(rule: Rule | "own-record"): string | undefined {
  if (typeof rule !== "object") return undefined;
  if ("anyOf" in rule && rule.anyOf.length === 0) return "anyOf";
  if ("allOf" in rule && rule.allOf.length === 0) return "allOf";
  return undefined;
}

/**
 * Refuses (throws at registration, so the server does not start) an /api route that declares
 * no access, an empty `anyOf` or `allOf`, or a command that is not a page of the menu tree.
 */
export function requireDeclaredAccess(app: FastifyInstance) {
  const routes: DeclaredRoute[] = [];
  declared.set(app, routes);
  app.addHook("onRoute", (route) => {
    if (!isApiRoute(route.url) || route.method === "HEAD") return;
    const name = `${String(route.method)} ${route.url}`;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${name} declares no access: give it config.access`);
    const empty = emptyList(baseRule(access));
    if (empty) throw new Error(`Route ${name} declares an empty ${empty}: name at least one command`);
    if (askedRights(access).some((a) => !a.query && a.body === undefined)) {
      throw new Error(`Route ${name} declares a right asked by nothing: give whenAsked a query or a body field`);
    }
    for (const { command } of commandRights(access)) {
      if (!MENU_IDS.has(command)) throw new Error(`Route ${name} names command "${command}", not in the menu tree`);
    }
    for (const method of [route.method].flat()) routes.push({ method: String(method), url: route.url, access });
  });
}

const holds = (user: RightsHolder, { command, right }: CommandRight) => hasRight(user, command, right);

/** Whether the user passes a rule (`public` and `signed-in` pass once authenticated; `client` never). */
export function mayPass(user: RightsHolder, rule: Rule): boolean {
  if (rule === "public" || rule === "signed-in") return true;
  if (rule === "client") return false;
  if (rule === "admin") return isAdmin(user);
  if ("allOf" in rule) return rule.allOf.every((r) => holds(user, r));
  return ruleRights(rule).some((r) => holds(user, r));
}

const given = (value: unknown) => value !== undefined && value !== null;

/** Whether the request asks for what `asked` guards: its query values, and its body field given. */
function asks(request: FastifyRequest, asked: WhenAsked): boolean {
  const query = (request.query ?? {}) as Record<string, unknown>;
  if (asked.query && Object.entries(asked.query).some(([key, value]) => query[key] !== value)) return false;
  if (asked.body === undefined) return true;
  const body = request.body;
  return typeof body === "object" && body !== null && given((body as Record<string, unknown>)[asked.body]);
}

/** Refuses a request asking for more than the user holds: by its query, or (once parsed) its body. */
function refuseAsked(request: FastifyRequest, access: Access, by: "query" | "body") {
  const user = request.auth?.user;
  for (const asked of askedRights(access)) {
    if ((asked.body === undefined) !== (by === "query")) continue;
    if (asks(request, asked) && !(user && holds(user, asked.needs))) throw forbidden();
  }
}

/**
 * Checks every route's declared access after authentication, before the handler: the rule and the
 * path's user at once, a right asked by the query at once, by the body once it is parsed (so a
 * refusal comes before a complaint about the body), a record's assignee once the path is valid.
 */
export function enforceRights(app: FastifyInstance) {
  const accessOf = (request: FastifyRequest) => request.routeOptions.config.access;
  app.addHook("onRequest", async (request) => {
    const access = accessOf(request);
    if (!access || access === "public") return;
    // A customer's token opens the client routes only, and a member of staff's never does.
    if (access === "client") {
      if (!request.customer) throw forbidden();
      return;
    }
    const user = request.auth?.user;
    if (!user) throw forbidden();
    const rule = baseRule(access);
    if (rule === "own-record") {
      // Someone without an employee code is assigned nothing.
      if (!user.saler) throw forbidden();
      return;
    }
    if (!mayPass(user, rule)) throw (isRuleAndMore(access) && access.refusal?.()) || forbidden();
    const self = isRuleAndMore(access) ? access.notOnSelf : undefined;
    if (self && !isAdmin(user) && (request.params as Record<string, string>)[self] === user.id) throw forbidden();
    refuseAsked(request, access, "query");
  });
  app.addHook("preValidation", async (request) => {
    const access = accessOf(request);
    if (access) refuseAsked(request, access, "body");
  });
  app.addHook("preHandler", async (request) => {
    const access = accessOf(request);
    if (!access || !isOwnRecord(access)) return;
    const assignee = await request.tx((db) => access.assignee(db, request));
    if (!assignee || assignee !== request.auth?.user.saler) throw forbidden();
  });
}
