// The JavaScript the first screens make a browser download, read from the build's chunk graph and held
// to a budget. Run after `vite build` (the web `build` script does): prints a table and exits 1 over budget.
import { readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

/** Gzipped JavaScript a first screen may load, in kB (1,000 bytes, as Vite reports sizes). */
export const BUDGET_KB = 300;

/**
 * What each first screen loads besides the entry and its static imports: the modules its route imports
 * lazily on first render (source paths from apps/web). When one moves, the check fails and
 * names it, rather than weighing less than the browser loads; e2e/weight.spec.ts weighs the same pages
 * in Chromium and fails when the two disagree.
 */
export const PAGES = {
  "sign-in /auth/login": ["src/app/pages/LoginPage.tsx"],
  "landing /dashboard/analytics": ["src/app/layout/MainLayout.tsx", "src/modules/dashboard/AnalyticsDashboard.tsx"],
};

const DIST = fileURLToPath(new URL("../dist/", import.meta.url));

/** The gzipped size of a built file, in bytes (zlib's default level, as a web server would send it). */
export function gzipBytes(content) {
  return gzipSync(content).length;
}

/** The script holding a source module (path from apps/web, as the chunk graph names it). */
function chunkOf(chunks, module) {
  const file = Object.keys(chunks).find((f) => chunks[f].modules.includes(module));
  if (!file) throw new Error(`check-weight: ${module} is not in the build; update PAGES in scripts/check-weight.mjs`);
  return file;
}

/** A script and everything it imports statically: what the browser fetches to run it. */
function withImports(chunks, file, into) {
  if (into.has(file)) return into;
  into.add(file);
  for (const imported of chunks[file].imports) withImports(chunks, imported, into);
  return into;
}

/** Each page's scripts with their gzip sizes, and the total, from the build in `dist`. */
export function pageWeights(dist = DIST) {
  const chunks = JSON.parse(readFileSync(`${dist}.vite/chunks.json`, "utf8"));
  const entry = Object.keys(chunks).find((file) => chunks[file].entry);
  if (!entry) throw new Error("check-weight: the build has no entry script");
  return Object.entries(PAGES).map(([page, lazyModules]) => {
    const files = new Set();
    for (const file of [entry, ...lazyModules.map((m) => chunkOf(chunks, m))]) withImports(chunks, file, files);
    const weighed = [...files].map((file) => ({ file, gzip: gzipBytes(readFileSync(`${dist}${file}`)) }));
    return { page, files: weighed, total: weighed.reduce((sum, f) => sum + f.gzip, 0) };
  });
}

export const kB = (bytes) => (bytes / 1000).toFixed(1);

function report(pages) {
  const width = Math.max(...pages.map((p) => p.page.length));
  console.log(`JavaScript a first screen loads (gzip, budget ${BUDGET_KB} kB)`);
  for (const { page, files, total } of pages) {
    console.log(`  ${page.padEnd(width)}  ${String(files.length).padStart(3)} files  ${kB(total).padStart(6)} kB`);
  }
  const over = pages.filter((p) => p.total > BUDGET_KB * 1000);
  for (const { page, files, total } of over) {
    console.error(`\n${page} weighs ${kB(total)} kB, over the ${BUDGET_KB} kB budget. Heaviest:`);
    for (const f of [...files].sort((a, b) => b.gzip - a.gzip).slice(0, 5)) {
      console.error(`  ${kB(f.gzip).padStart(6)} kB  ${f.file}`);
    }
  }
  return over.length === 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    process.exitCode = report(pageWeights()) ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
