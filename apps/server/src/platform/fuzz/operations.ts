/** The slice of JSON Schema (as OpenAPI 3.0 writes it) the fuzzer reads. */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  format?: string;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export interface Parameter {
  name: string;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document, as the fuzzer calls it. */
export interface Operation {
  method: string;
  /** The documented path, parameters in braces: /api/crm/partners/{id}. */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  body?: JsonSchema;
  /** Every status the document lists for it. */
  statuses: Set<number>;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** Every operation of the document. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const params = (where: string) =>
        (op.parameters ?? []).filter((p) => p.in === where).map(({ name, schema }) => ({ name, schema }));
      return {
        method: method.toUpperCase(),
        path,
        pathParams: params("path"),
        query: params("query"),
        body: op.requestBody?.content?.["application/json"]?.schema,
        statuses: new Set(Object.keys(op.responses ?? {}).map(Number)),
      };
    }),
  );
}

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

function errorShapeFault(answer: Answer): string | undefined {
  if (!String(answer.headers["content-type"] ?? "").startsWith("application/json")) return "an error not in JSON";
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return "an error body that does not parse";
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return "an error body that is not an object";
  const { message, errors, ...rest } = body as Record<string, unknown>;
  if (typeof message !== "string" || message === "") return "an error without its message";
  if (Object.keys(rest).length > 0) return `an error with undocumented keys ${Object.keys(rest).join(", ")}`;
  if (errors === undefined) return undefined;
  if (typeof errors !== "object" || errors === null || Array.isArray(errors)) return "`errors` that is not an object";
  if (!Object.values(errors).every((v) => typeof v === "string")) return "`errors` whose messages are not all text";
  return undefined;
}

/** What in the answer contradicts the document (or is a server failure), if anything. */
export function contradiction(operation: Operation, answer: Answer): string | undefined {
  if (answer.statusCode >= 500) return `a server error ${answer.statusCode}`;
  if (!operation.statuses.has(answer.statusCode)) {
    return `status ${answer.statusCode}, not among the documented ${[...operation.statuses].join(", ")}`;
  }
  return answer.statusCode >= 400 ? errorShapeFault(answer) : undefined;
}
