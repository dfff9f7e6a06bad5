import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findCycles, importSpecifiers, readImportGraph, ruleViolations } from "./import-graph";

const base = mkdtempSync(join(tmpdir(), "import-graph-"));
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(base, path)), { recursive: true });
  writeFileSync(join(base, path), text);
};
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe("importSpecifiers", () => {
  it("reads static, type-only, re-export, side-effect and dynamic imports, not comments", () => {
    const text = [
      'import { a } from "./a";',
      'import type {\n  B,\n  C,\n} from "./b";',
      'export * from "./c.js";',
      'export { d as e } from "@/d";',
      'import "./styles.css";',
      "const page = lazy(() => import('./page'));",
      '// import { gone } from "./commented";',
      '/* import { gone } from "./blocked"; */',
      'const url = "https://example.com/import";',
    ].join("\n");
    expect(importSpecifiers(text).sort()).toEqual(["./a", "./b", "./c.js", "./page", "./styles.css", "@/d"].sort());
  });
});

describe("readImportGraph with findCycles and ruleViolations", () => {
  write("web/app/shell.ts", 'import { store } from "@/platform/store";\nexport const shell = store;');
  write("web/platform/store.ts", 'import type { Shell } from "../app/types";\nexport const store = 1;');
  write("web/app/types.ts", "export type Shell = number;");
  write("web/modules/a/index.ts", 'export { b } from "@/modules/b/inner";');
  write("web/modules/b/inner.tsx", 'import { a } from "../a";\nexport const b = () => import("./lazy");');
  write("web/modules/b/lazy.ts", 'import { x } from "@core";\nexport default x;');
  write("core/index.ts", 'export * from "./x.js";');
  write("core/x.ts", "export const x = 1;");
  const graph = readImportGraph({ base, roots: ["web", "core"], aliases: { "@/": "web/", "@core": "core" } });

  it("resolves relative paths, the aliases, .js endings and folder indexes", () => {
    expect(graph.get("web/app/shell.ts")?.map((e) => e.to)).toEqual(["web/platform/store.ts"]);
    expect(graph.get("web/modules/b/inner.tsx")?.map((e) => e.to)).toEqual([
      "web/modules/a/index.ts",
      "web/modules/b/lazy.ts",
    ]);
    expect(graph.get("web/modules/b/lazy.ts")?.map((e) => e.to)).toEqual(["core/index.ts"]);
    expect(graph.get("core/index.ts")?.map((e) => e.to)).toEqual(["core/x.ts"]);
  });

  it("finds a cycle through a re-export and names its files", () => {
    expect(findCycles(graph)).toEqual([["web/modules/a/index.ts", "web/modules/b/inner.tsx"]]);
  });

  it("names each import a rule forbids, type-only ones included", () => {
    const rule = {
      name: "platform imports the app",
      forbids: (e: { from: string; to: string }) => e.from.startsWith("web/platform/") && e.to.startsWith("web/app/"),
    };
    expect(ruleViolations(graph, [rule])).toEqual([
      "platform imports the app: web/platform/store.ts → web/app/types.ts",
    ]);
  });
});
