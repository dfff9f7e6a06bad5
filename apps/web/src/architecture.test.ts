import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { findCycles, folderBelow, type ImportRule, readImportGraph, ruleViolations } from "../../../test/import-graph";

const base = fileURLToPath(new URL("../../..", import.meta.url));
const WEB = "apps/web/src/";
const APP = `${WEB}app/`;
const PLATFORM = `${WEB}platform/`;
const MODULES = `${WEB}modules/`;

const graph = readImportGraph({
  base,
  roots: ["apps/web/src", "packages/core/src"],
  aliases: { "@/": WEB, "@sen/core": "packages/core/src" },
});

const isPublicEntry = (path: string) => /^apps\/web\/src\/modules\/[^/]+\/index\.tsx?$/.test(path);

/**
 * The web app's layers: app (shell, routing) on top, then modules (one business area each), then platform
 * (what every screen uses). A layer imports only those below it; an area uses another only through its index.ts.
 */
const WEB_RULES: ImportRule[] = [
  {
    name: "platform imports the app",
    forbids: ({ from, to }) => from.startsWith(PLATFORM) && to.startsWith(APP),
  },
  {
    name: "a module imports the app",
    forbids: ({ from, to }) => from.startsWith(MODULES) && to.startsWith(APP),
  },
  {
    name: "platform imports a module",
    forbids: ({ from, to }) => from.startsWith(PLATFORM) && to.startsWith(MODULES),
  },
  {
    name: "a module reaches inside another module (import its index.ts)",
    forbids: ({ from, to }) => {
      const area = folderBelow(from, MODULES);
      const other = folderBelow(to, MODULES);
      return area !== undefined && other !== undefined && area !== other && !isPublicEntry(to);
    },
  },
];

describe("the import graph of the web app and the core package", () => {
  it("is read in full", () => {
    // A broken reader would pass every rule below: it must see the imports that are known to exist.
    const routes = graph.get(`${APP}routing/router.tsx`)?.map((e) => e.to) ?? [];
    expect(routes).toContain(`${APP}layout/MainLayout.tsx`);
    expect(graph.get("packages/core/src/index.ts")?.map((e) => e.to)).toContain("packages/core/src/configs.ts");
    expect(graph.size).toBeGreaterThan(300);
  });

  it("keeps the layers: platform and modules never import the app, platform no module", () => {
    expect(ruleViolations(graph, WEB_RULES)).toEqual([]);
  });

  it("has no import cycle", () => {
    expect(findCycles(graph)).toEqual([]);
  });
});
