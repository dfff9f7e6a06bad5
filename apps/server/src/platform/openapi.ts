import swagger, { type SwaggerTransform, type SwaggerTransformObject } from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, RouteOptions } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Error statuses the route answers beyond those its access, path and body imply (a throttled sign-in's 429). */
    answers?: readonly ErrorStatus[];
  }
}

/** Every error answer, what it means, documented once. */
const ERRORS = {
  400: "Malformed request: a bad path or query parameter, a body that is not JSON, a NUL character, no X-Tenant",
  401: "Not signed in, or the session has ended",
  403: "The user lacks the right, or a branch in X-Branches is not granted",
  404: "No such record, or no such tenant",
  409: "The record is in use or built in: the change would break other records",
  413: "The body is too large",
  415: "The body is not JSON",
  422: "Invalid input: `errors` gives a message for each field at fault",
  429: "Too many failed attempts: try again after Retry-After seconds",
} as const;

export type ErrorStatus = keyof typeof ERRORS;

const ERROR_SCHEMA = "Error";
const ERROR_BODY = {
  type: "object",
  description: "Every error answer: a message for a person, in the language of Accept-Language (Vietnamese or English)",
  properties: {
    message: { type: "string" },
    errors: {
      type: "object",
      description: "A message for each field at fault, by the field's name",
      additionalProperties: { type: "string" },
    },
  },
  required: ["message"],
  additionalProperties: false,
};

/** Operation key carrying a route's error statuses from `transform` to `transformObject`. */
const STATUSES_KEY = "x-error-statuses";
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The error statuses a route can answer, from what it declares. */
export function errorStatuses(route: Pick<RouteOptions, "method" | "url" | "config" | "schema">): ErrorStatus[] {
  const { access, answers = [] } = route.config ?? {};
  const statuses = new Set<ErrorStatus>([400, ...answers]);
  if (access !== "public") for (const s of [401, 403] as const) statuses.add(s);
  // A record named in the path may not be found (an unknown tenant answers like a refused credential).
  if (route.url.includes(":")) statuses.add(404);
  if ([route.method].flat().some((m) => BODY_METHODS.has(m))) for (const s of [409, 413, 415] as const) statuses.add(s);
  if (route.schema?.body) statuses.add(422);
  return [...statuses].sort();
}

const transform: SwaggerTransform = (input) => {
  const { schema = {}, url } = jsonSchemaTransform(input);
  if ((schema as { hide?: boolean }).hide) return { schema, url };
  const { access, tenant } = input.route.config ?? {};
  // A public route needs no token; a route outside tenants not even X-Tenant.
  const security = access === "public" ? (tenant === false ? [] : [{ tenant: [] }]) : undefined;
  return { schema: { ...schema, ...(security && { security }), [STATUSES_KEY]: errorStatuses(input.route) }, url };
};

type Operation = { responses?: Record<string, unknown>; [STATUSES_KEY]?: ErrorStatus[] };

/** Each operation's error answers, all referring to the one error body. */
const transformObject: SwaggerTransformObject = (document) => {
  if (!("openapiObject" in document)) return document.swaggerObject;
  const openapi = document.openapiObject;
  for (const path of Object.values(openapi.paths ?? {})) {
    for (const operation of Object.values(path ?? {}) as Operation[]) {
      const statuses = operation?.[STATUSES_KEY];
      if (!statuses) continue;
      delete operation[STATUSES_KEY];
      for (const status of statuses) {
        operation.responses ??= {};
        operation.responses[status] = {
          description: ERRORS[status],
          content: { "application/json": { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } },
        };
      }
    }
  }
  openapi.components ??= {};
  openapi.components.schemas = { ...openapi.components.schemas, [ERROR_SCHEMA]: ERROR_BODY as never };
  return openapi;
};

/** OpenAPI generated from the route schemas, browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Sen API",
        version: "0.1.0",
        description: "Every call sends Authorization, X-Tenant and X-Branches.",
      },
      servers: [{ url: "/" }],
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
          tenant: { type: "apiKey", in: "header", name: "X-Tenant" },
        },
      },
      security: [{ bearer: [], tenant: [] }],
    },
    transform,
    transformObject,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
}
