import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../test/api.js";

interface Operation {
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  parameters?: { in: string }[];
  responses: Record<string, { description: string; content?: Record<string, { schema: { $ref?: string } }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

let t: TestApp;
let doc: Document;
let operations: { name: string; path: string; method: string; op: Operation }[];
beforeAll(async () => {
  t = await startTestApp();
  doc = (await t.app.inject({ url: "/api/docs/json" })).json();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, path, method, op })),
  );
});
afterAll(() => t.close());

const errorsOf = (op: Operation) =>
  Object.keys(op.responses)
    .map(Number)
    .filter((s) => s >= 400);
const isPublic = (op: Operation) => op.security?.every((s) => !("bearer" in s)) === true;
const operation = (name: string) => operations.find((o) => o.name === name)?.op as Operation;

describe("the OpenAPI document", () => {
  it("describes the one error body every error answer has", () => {
    expect(doc.components.schemas.Error).toMatchObject({
      type: "object",
      properties: { message: { type: "string" }, errors: { type: "object", additionalProperties: { type: "string" } } },
      required: ["message"],
      additionalProperties: false,
    });
  });

  it("documents for every operation its error answers, each the shared error body", () => {
    expect(operations.length).toBeGreaterThan(300);
    for (const { name, path, method, op } of operations) {
      const errors = errorsOf(op);
      expect(errors, name).toContain(400);
      for (const status of errors) {
        expect(op.responses[status]?.content?.["application/json"]?.schema, `${name} ${status}`).toEqual({
          $ref: "#/components/schemas/Error",
        });
        expect(op.responses[status]?.description, `${name} ${status}`).not.toBe("Default Response");
      }
      if (!isPublic(op)) expect(errors, name).toEqual(expect.arrayContaining([401, 403]));
      else expect(errors, name).not.toContain(403);
      if (path.includes("{")) expect(errors, name).toContain(404);
      if (op.requestBody) expect(errors, name).toEqual(expect.arrayContaining([413, 415, 422]));
      if (method === "get") expect(errors, name).not.toContain(413);
      // The success answer (200, or 201 for a document created) stays documented beside them.
      expect(
        Object.keys(op.responses).filter((code) => code === "200" || code === "201"),
        name,
      ).not.toEqual([]);
    }
  });

  it("documents sign-in's refusals: a wrong password 401, too many 429, no token needed", () => {
    const login = operation("POST /api/auth/login");
    expect(errorsOf(login)).toEqual(expect.arrayContaining([400, 401, 413, 415, 422, 429]));
    expect(errorsOf(login)).not.toContain(403);
    expect(login.security).toEqual([{ tenant: [] }]);
    expect(errorsOf(operation("PUT /api/user/password"))).toContain(429);
    expect(errorsOf(operation("GET /api/system/server-time"))).not.toContain(422);
    expect(errorsOf(operation("DELETE /api/crm/partners/{id}"))).toEqual(expect.arrayContaining([404, 409]));
  });
});
