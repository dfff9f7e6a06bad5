import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { findCycles, type ImportRule, readImportGraph, ruleViolations } from "../../../test/import-graph";

const base = fileURLToPath(new URL("../../..", import.meta.url));
const SERVER = "apps/server/src/";
const PLATFORM = `${SERVER}platform/`;
const MODULES = `${SERVER}modules/`;

const graph = readImportGraph({
  base,
  roots: ["apps/server/src", "packages/core/src"],
  aliases: { "@sen/core": "packages/core/src" },
});

/** The platform serves every module and knows none of them; the core package knows neither. */
const SERVER_RULES: ImportRule[] = [
  {
    name: "platform imports a module",
    // A platform test may try its engine on a module's real table.
    forbids: ({ from, to }) => from.startsWith(PLATFORM) && !from.endsWith(".test.ts") && to.startsWith(MODULES),
  },
  {
    name: "core imports the server",
    forbids: ({ from, to }) => from.startsWith("packages/core/src/") && to.startsWith(SERVER),
  },
];

describe("the import graph of the server", () => {
  it("is read in full", () => {
    // A broken reader would pass every rule below: it must see the imports that are known to exist.
    expect(graph.get(`${SERVER}main.ts`)?.map((e) => e.to)).toContain(`${SERVER}app.ts`);
    expect(graph.size).toBeGreaterThan(300);
  });

  it("keeps the platform free of modules", () => {
    expect(ruleViolations(graph, SERVER_RULES)).toEqual([]);
  });

  it("has no import cycle", () => {
    expect(findCycles(graph)).toEqual([]);
  });
});
