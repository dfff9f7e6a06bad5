import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/**
 * The import graph of a source tree, read with regular expressions (no compiler): enough to hold the
 * layering rules and to find cycles. Type-only imports count too: a cycle of types is still a cycle to a reader.
 */

/** One import of one file: the file it names, as a path relative to the graph's base folder. */
export interface ImportEdge {
  from: string;
  to: string;
  specifier: string;
}

export interface GraphOptions {
  /** Folder the reported paths are relative to (the repository). */
  base: string;
  /** Folders whose .ts and .tsx files are read, relative to `base`. */
  roots: readonly string[];
  /**
   * Specifier prefixes that name a place in the tree, e.g. `{ "@/": "apps/web/src/", "@sen/core": "packages/core/src" }`.
   * Any other bare specifier is a package and left out of the graph.
   */
  aliases?: Readonly<Record<string, string>>;
}

/** file → the files of the tree it imports (paths relative to `base`, forward slashes). */
export type ImportGraph = Map<string, ImportEdge[]>;

const SOURCE = /\.tsx?$/;
const SKIPPED_FOLDERS = new Set(["node_modules", "dist"]);

const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s+(?:type\s+)?(?:[\w*${},\s]*?\s+from\s+)?["']([^"'\n]+)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"'\n]+)["']\s*\)/g;

function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return SKIPPED_FOLDERS.has(name) ? [] : sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Block comments and whole-line comments go (a URL's `//` inside a string stays). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
}

/** The import and export specifiers of a file's text, in order. */
export function importSpecifiers(text: string): string[] {
  const code = withoutComments(text);
  return [...code.matchAll(STATIC_IMPORT), ...code.matchAll(DYNAMIC_IMPORT)].map((m) => m[1] ?? "");
}

const CANDIDATES = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function resolveFile(target: string): string | undefined {
  const bare = target.replace(/\.js$/, "");
  for (const suffix of CANDIDATES) {
    const path = bare + suffix;
    if (SOURCE.test(path) && existsSync(path) && statSync(path).isFile()) return path;
  }
  return undefined;
}

function resolveSpecifier(specifier: string, file: string, options: GraphOptions): string | undefined {
  if (specifier.startsWith(".")) return resolveFile(resolve(dirname(file), specifier));
  for (const [prefix, folder] of Object.entries(options.aliases ?? {})) {
    if (specifier === prefix || specifier.startsWith(prefix)) {
      return resolveFile(resolve(options.base, folder, specifier.slice(prefix.length)));
    }
  }
  return undefined;
}

const toRelative = (base: string, path: string) => relative(base, path).split("\\").join("/");

/** Reads every source file below the roots and the imports among them. */
export function readImportGraph(options: GraphOptions): ImportGraph {
  const graph: ImportGraph = new Map();
  const files = options.roots.flatMap((root) => sourceFiles(resolve(options.base, root)));
  for (const file of files) {
    const from = toRelative(options.base, file);
    const edges = importSpecifiers(readFileSync(file, "utf8")).flatMap((specifier) => {
      const target = resolveSpecifier(specifier, file, options);
      return target ? [{ from, to: toRelative(options.base, target), specifier }] : [];
    });
    graph.set(from, edges);
  }
  return graph;
}

/**
 * The import cycles, as Tarjan's strongly connected components of more than one file (or a file importing
 * itself), each sorted, biggest first.
 */
export function findCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let counter = 0;

  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const { to } of graph.get(file) ?? []) {
      if (!graph.has(to)) continue;
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      component.push(member);
      if (member === file) break;
    }
    const selfImport = (graph.get(file) ?? []).some((edge) => edge.to === file);
    if (component.length > 1 || selfImport) cycles.push(component.sort());
  };

  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles.sort((a, b) => b.length - a.length);
}

/** A layering rule: the imports it forbids, named so that a failure says which rule broke. */
export interface ImportRule {
  name: string;
  forbids: (edge: ImportEdge) => boolean;
}

/** The imports that break a rule, as "rule: from → to" lines. */
export function ruleViolations(graph: ImportGraph, rules: readonly ImportRule[]): string[] {
  return [...graph.values()]
    .flat()
    .flatMap((edge) =>
      rules.filter((rule) => rule.forbids(edge)).map((rule) => `${rule.name}: ${edge.from} → ${edge.to}`),
    );
}

/** The top folder of a path below `folder` ("apps/web/src/modules/crm/x.ts" below ".../modules/" → "crm"). */
export function folderBelow(path: string, folder: string): string | undefined {
  if (!path.startsWith(folder)) return undefined;
  return path.slice(folder.length).split("/")[0];
}
