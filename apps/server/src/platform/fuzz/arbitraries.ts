import fc from "fast-check";
import type { JsonSchema, Operation, Parameter } from "./operations.js";

/** A request built from an operation, before an identity (token) is given to it. */
export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Replaces the identity's Authorization header when set. */
  authorization?: string;
  payload?: string | Buffer;
}

/** Text sent as it is in a URL, not percent-encoded: broken escapes, traversal, bytes that are not UTF-8. */
class Raw {
  constructor(readonly text: string) {}
}

const HUGE = ["x".repeat(10_000), "Đ".repeat(100_000)];

const NUMBERS = [0, -0, -1, 1.5, 1e-7, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e21, 1e308, -1e308];

const TRICKY_STRINGS = [
  "",
  " ",
  "\t\n",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfff",
  "🙂",
  "e\u0301",
  "\u202e\u200b\ufeff",
  "Đặng Thị Ánh Hồng",
  "'; DROP TABLE users; --",
  "\\",
  "%",
  "_",
  "*",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "true",
  "0",
  "-1",
  "1e309",
  "0x10",
  "2025-02-30",
  "2025-13-01",
  "0000-00-00",
  "9999-12-31T24:00:00Z",
  "2025-02-28T25:61:00+07:00",
  "__proto__",
  "constructor",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "CN01",
  "CN01,CN99",
  "00000000-0000-0000-0000-000000000000",
];

/** Strings a careless client or an attacker sends: empty, control characters, lone surrogates, huge, look-alikes. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...TRICKY_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 24 }) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: fc.constantFrom("a", "\ud800", "\udc00", "\u0000", "\uffff"), maxLength: 8 }),
  },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE) },
);

function nested(depth: number): unknown {
  let value: unknown = "x";
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Any JSON value, wrong in type, size or depth wherever it is put. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom(nested(40), nested(200)) },
);

const HOSTILE_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "",
  " ",
  "\u0000",
  "toString",
  "id",
  "created_by",
  "a.b",
];
const hostileKey = fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 8 }));

/** An object with own keys as given, "__proto__" included (never the prototype setter). */
function ownObject(entries: [string, unknown][]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return object;
}

const isoDate = fc
  .date({ min: new Date("2000-01-01"), max: new Date("2035-12-31"), noInvalidDate: true })
  .map((d) => d.toISOString());

/**
 * A value the schema accepts, or close to it: what gets past validation to the handler and the
 * database. With `hostile`, some of its properties and items are hostile values instead.
 */
export function validValue(schema: JsonSchema, hostile = false, depth = 0): fc.Arbitrary<unknown> {
  const inner = (s: JsonSchema) =>
    hostile
      ? fc.oneof({ weight: 4, arbitrary: validValue(s, true, depth + 1) }, { weight: 1, arbitrary: hostileValue })
      : validValue(s, false, depth + 1);
  const base = ((): fc.Arbitrary<unknown> => {
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const choices = schema.anyOf ?? schema.oneOf;
    if (choices) return fc.oneof(...choices.map((s) => validValue(s, hostile, depth)));
    switch (schema.type) {
      case "string":
        if (schema.format === "uuid") return fc.uuid();
        if (schema.format === "date") return isoDate.map((s) => s.slice(0, 10));
        if (schema.format === "date-time") return isoDate;
        if (schema.format === "email") return fc.emailAddress();
        return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 20, 20) });
      case "integer":
        return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1_000_000 });
      case "number":
        return fc.oneof(
          fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1_000_000 }),
          fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true }),
        );
      case "boolean":
        return fc.boolean();
      case "array":
        return depth > 3 ? fc.constant([]) : fc.array(inner(schema.items ?? {}), { maxLength: 3 });
      case "object":
        return depth > 3 ? fc.constant({}) : objectOf(schema, inner, hostile);
      default:
        return fc.jsonValue({ maxDepth: 1 });
    }
  })();
  return schema.nullable ? fc.option(base, { nil: null, freq: 6 }) : base;
}

/** The schema's properties, required ones mostly there; hostile, with stray and polluting keys too. */
function objectOf(
  schema: JsonSchema,
  inner: (s: JsonSchema) => fc.Arbitrary<unknown>,
  hostile: boolean,
): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, s]) =>
    fc.option(
      inner(s).map((v) => [name, v] as [string, unknown]),
      { freq: required.has(name) ? 12 : 3, nil: undefined },
    ),
  );
  const stray = hostile ? fc.array(fc.tuple(hostileKey, hostileValue), { maxLength: 2 }) : fc.constant([]);
  return fc
    .tuple(fc.tuple(...fields), fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: stray }))
    .map(([given, extra]) => ownObject([...given.filter((f) => f !== undefined), ...extra]));
}

/** Bodies that are not the JSON they claim to be. */
const RAW_PAYLOADS: (string | Buffer)[] = [
  "",
  "{",
  '{"a":',
  "nul",
  "[1,2",
  "{'a':1}",
  '{"a":1}garbage',
  "\u0000",
  "\ufeff{}",
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  "[".repeat(100_000) + "]".repeat(100_000),
  `{"a":${"[".repeat(5_000)}${"]".repeat(5_000)}}`,
  `[${"1,".repeat(700_000)}1]`,
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
];

function bodyOf(schema: JsonSchema | undefined, hostile: boolean): fc.Arbitrary<string | Buffer | undefined> {
  const structured = (h: boolean) =>
    schema ? validValue(schema, h).map((v) => JSON.stringify(v)) : fc.constant(undefined);
  if (!hostile) return structured(false);
  return fc.oneof(
    { weight: schema ? 6 : 2, arbitrary: structured(true) },
    { weight: 2, arbitrary: hostileValue.map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_PAYLOADS) },
  );
}

/** Percent-encodes any string, lone surrogates included (as the invalid UTF-8 they would be). */
export function percentEncode(text: string): string {
  let out = "";
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join("");
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

const RAW_URL_PARTS = [
  "..",
  ".",
  "%",
  "%zz",
  "%00",
  "%2e%2e",
  "%2F",
  "%ED%A0%80",
  "%C0%AF",
  "%FF",
  "a/b",
  "",
  "%u0041",
];
const rawUrlPart = fc.constantFrom(...RAW_URL_PARTS).map((t) => new Raw(t));

const encoded = (value: unknown) =>
  value instanceof Raw ? value.text : percentEncode(typeof value === "string" ? value : JSON.stringify(value));

/** Ids of rows the operation's collection holds, for the fuzzer to reach real records. */
export type KnownIds = (operation: Operation) => readonly string[];

function pathValue(param: Parameter, hostile: boolean, known: () => readonly string[]): fc.Arbitrary<string> {
  // A uuid is mostly a row's that exists (picked when the case is generated, as rows come and go).
  const real = fc.nat().map((n) => known()[n % Math.max(known().length, 1)] ?? "00000000-0000-4000-8000-000000000000");
  const valid = param.schema.format === "uuid" ? fc.oneof(real, validValue(param.schema)) : validValue(param.schema);
  if (!hostile) return valid.map(encoded);
  return fc
    .oneof(
      { weight: 1, arbitrary: valid },
      { weight: 2, arbitrary: hostileString },
      { weight: 1, arbitrary: rawUrlPart },
      { weight: 1, arbitrary: fc.constantFrom("9".repeat(400), "x".repeat(10_000)) },
    )
    .map(encoded);
}

const JUNK_QUERY = ["pageSize", "pageIndex", "sortKey", "sortType", "searchKey", "fromDate", "toDate", "__proto__"];
const junkQueryKey = fc.oneof(
  fc.constantFrom(...JUNK_QUERY, "constructor[prototype][x]", "a[b]", "%00", "", "%zz").map((k) => new Raw(k)),
  hostileString,
);

/** `name=value` pairs: each documented parameter absent or valid; hostile, also malformed, repeated and junk ones. */
function queryOf(params: Parameter[], hostile: boolean): fc.Arbitrary<string> {
  const one = (param: Parameter) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constant([] as unknown[]) },
      { weight: 3, arbitrary: validValue(param.schema).map((v) => [v]) },
      { weight: hostile ? 2 : 0, arbitrary: fc.oneof(hostileString, rawUrlPart).map((v) => [v]) },
      {
        weight: hostile ? 1 : 0,
        arbitrary: fc.array(fc.oneof(validValue(param.schema), hostileString), { minLength: 2, maxLength: 3 }),
      },
    );
  const documented = fc
    .tuple(...params.map(one))
    .map((values) =>
      values.flatMap((vs, i) => vs.map((v) => `${encodeURIComponent(params[i]?.name ?? "")}=${encoded(v)}`)),
    );
  const junk = fc.array(
    fc.tuple(junkQueryKey, fc.oneof(hostileString, rawUrlPart)).map(([k, v]) => `${encoded(k)}=${encoded(v)}`),
    { maxLength: hostile ? 2 : 0 },
  );
  return fc.tuple(documented, junk).map(([a, b]) => [...a, ...b].join("&"));
}

const JUNK_HEADERS = {
  "x-tenant": ["", " ", "khong-co", "DEMO-x", "a".repeat(5_000), "t\u0000x", "../", "hostile; DROP"],
  "x-branches": ["", ",,,", "CN01,CN99", "CN01, CN01", "ZZ", "a".repeat(5_000), "CN01\u0000", "*"],
  authorization: [
    "Bearer",
    "Bearer ",
    "Bearer x",
    "Basic YWRtaW46QWRtaW5AMTIz",
    "Bearer eyJhbGciOiJub25lIn0.e30.",
    "x",
  ],
  "content-type": [
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/json; charset=latin1",
    "application/json; charset=utf-16",
    "application/jsonx",
    "*/*",
    "application/json\u0000",
  ],
  "accept-language": ["en", "EN-us", "", "vi;q=0.1,*", "\u0000"],
  "x-request-id": ["", "x".repeat(500), "../../", "\u0000"],
};

function headersOf(tenant: string, hasBody: boolean, hostile: boolean) {
  const junk = (name: keyof typeof JUNK_HEADERS) =>
    fc.oneof(fc.constantFrom(...JUNK_HEADERS[name]), fc.string({ unit: "binary-ascii", maxLength: 12 }));
  // Hostile, each header is junk once in `every` requests.
  const sometimes = (name: keyof typeof JUNK_HEADERS, every: number) =>
    hostile
      ? fc.oneof({ weight: every - 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: junk(name) })
      : fc.constant(undefined);
  return fc
    .record({
      tenant: sometimes("x-tenant", 4),
      branches: fc.oneof(fc.constant(undefined), fc.constant("CN01"), sometimes("x-branches", 2)),
      authorization: sometimes("authorization", 4),
      contentType: sometimes("content-type", 3),
      language: fc.oneof(fc.constantFrom(undefined, "en"), sometimes("accept-language", 2)),
      requestId: sometimes("x-request-id", 4),
    })
    .map((h) => ({
      headers: Object.fromEntries(
        Object.entries({
          "x-tenant": h.tenant ?? tenant,
          "x-branches": h.branches,
          "content-type": h.contentType ?? (hasBody ? "application/json" : undefined),
          "accept-language": h.language,
          "x-request-id": h.requestId,
        }).filter(([, v]) => v !== undefined),
      ) as Record<string, string>,
      authorization: h.authorization,
    }));
}

/** Which part of a request is hostile: one at a time, so that the others get it past the checks before; or all. */
const FOCUS = ["path", "query", "body", "headers", "all"] as const;

/** Hostile requests of one operation: its path parameters, query, body or headers malformed. */
export function hostileRequest(operation: Operation, tenant: string, known: KnownIds): fc.Arbitrary<HostileRequest> {
  // Bodies go to the operations that take one and, hostile, now and then to one that takes none.
  const takesBody = operation.body !== undefined || operation.method !== "GET";
  return fc.constantFrom(...FOCUS).chain((focus) => {
    const hostile = (part: (typeof FOCUS)[number]) => focus === part || focus === "all";
    const path = fc
      .tuple(...operation.pathParams.map((p) => pathValue(p, hostile("path"), () => known(operation))))
      .map((values) =>
        operation.pathParams.reduce((url, p, i) => url.replace(`{${p.name}}`, values[i] ?? ""), operation.path),
      );
    return fc
      .record({
        path,
        query: queryOf(operation.query, hostile("query")),
        body: takesBody ? bodyOf(operation.body, hostile("body")) : fc.constant(undefined),
        headers: headersOf(tenant, operation.body !== undefined, hostile("headers")),
      })
      .map(({ path, query, body, headers }) => ({
        method: operation.method,
        url: query ? `${path}?${query}` : path,
        headers: headers.headers,
        authorization: headers.authorization,
        payload: body,
      }));
  });
}
