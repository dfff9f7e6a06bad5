import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * One naming style and one folder shape for the web app (docs/ARCHITECTURE.md, "Web files"):
 * - folders kebab-case (`call-logs`, `partner-tasks`);
 * - a component's file PascalCase.tsx, exporting a component;
 * - a hook's file useThing.ts(x), exporting `useThing`, and hooks live in such files only;
 * - any other file camelCase (`partnersApi.ts`, `menuTree.ts`), its test beside it as `name.test.ts`;
 * - a module (modules/<area>) declares its screens in routes.ts; a feature's texts are messages/{vi,en,index}.ts.
 */

const src = fileURLToPath(new URL(".", import.meta.url));

/** Files that break the rule in folders other engineers were changing at the time; renamed after their merge. */
const PENDING_RENAMES = new Set<string>([]);

function walk(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? [`${relative(src, path)}/`, ...walk(path)] : [relative(src, path)];
  });
}

const entries = walk(src).map((path) => path.split("\\").join("/"));
const folders = entries.filter((path) => path.endsWith("/"));
const files = entries.filter((path) => !path.endsWith("/") && !path.endsWith(".d.ts"));
const baseName = (path: string) => path.split("/").at(-1) ?? path;
const stem = (path: string) =>
  baseName(path)
    .replace(/\.test\.ts$/, "")
    .replace(/\.(tsx?|css)$/, "");
const text = (path: string) => readFileSync(join(src, path), "utf8");

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const CAMEL = /^[a-z][A-Za-z0-9]*$/;
const HOOK = /^use[A-Z][A-Za-z0-9]*$/;

/** What is wrong with a file's name, if anything. */
function nameProblem(path: string): string | undefined {
  const name = stem(path);
  const file = baseName(path);
  if (path.endsWith(".test.ts"))
    return CAMEL.test(name) || PASCAL.test(name) ? undefined : "a test is named as its subject";
  if (PASCAL.test(name)) {
    if (!file.endsWith(".tsx")) return "a PascalCase file is a component (.tsx)";
    return /export (function|const|class) [A-Z]/.test(text(path)) ? undefined : "a component file exports a component";
  }
  if (!CAMEL.test(name)) return "file names are camelCase, PascalCase for components";
  if (HOOK.test(name)) return new RegExp(`export function ${name}\\b`).test(text(path)) ? undefined : `exports ${name}`;
  if (/^export function use[A-Z]/m.test(text(path))) return "a hook lives in a useThing file of its own";
  return undefined;
}

describe("the web app's names and folders", () => {
  it("sees the tree", () => {
    expect(files).toContain("modules/crm/partners/list/PartnerListPage.tsx");
    expect(folders).toContain("modules/crm/call-logs/");
  });

  it("names folders kebab-case", () => {
    expect(folders.filter((path) => !KEBAB.test(baseName(path.slice(0, -1))))).toEqual([]);
  });

  it("names files for what they hold: components PascalCase, hooks useThing, the rest camelCase", () => {
    const problems = files
      .filter((path) => !PENDING_RENAMES.has(path))
      .flatMap((path) => {
        const problem = nameProblem(path);
        return problem ? [`${path}: ${problem}`] : [];
      });
    expect(problems).toEqual([]);
  });

  it("gives every module a routes.ts and every feature's texts the same three files", () => {
    const areas = folders.filter((path) => /^modules\/[^/]+\/$/.test(path));
    expect(areas.filter((area) => !existsSync(join(src, area, "routes.ts")))).toEqual([]);
    const messages = folders.filter((path) => path.startsWith("modules/") && path.endsWith("/messages/"));
    expect(messages.length).toBeGreaterThan(0);
    const odd = messages.filter((folder) => readdirSync(join(src, folder)).sort().join(" ") !== "en.ts index.ts vi.ts");
    expect(odd).toEqual([]);
    expect(files.filter((path) => path.startsWith("modules/") && baseName(path) === "messages.ts")).toEqual([]);
  });

  it("keeps the pending renames pending only while they break the rule", () => {
    // Once a pending file is renamed or fixed, it leaves the list above.
    expect([...PENDING_RENAMES].filter((path) => !files.includes(path) || !nameProblem(path))).toEqual([]);
  });
});
