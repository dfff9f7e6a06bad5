import { readdirSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The server's one naming style (docs/ARCHITECTURE.md, "Naming"): kebab-case, and at most one
 * suffix saying the file's role, from this list.
 */
const ROLES = ["routes", "service", "schemas", "tables", "seed", "demo", "report"] as const;
const NAME = new RegExp(`^[a-z0-9]+(-[a-z0-9]+)*(\\.(${ROLES.join("|")}))?(\\.test|\\.test-data)?\\.ts$`);
/** What a module holds once for all its features is named after the module. */
const MODULE_WIDE = ["tables", "seed", "demo"];

const SRC = dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const files = sources(SRC).map((file) => relative(SRC, file));

describe("server file names", () => {
  it("are kebab-case with at most one role suffix (and .test / .test-data for tests)", () => {
    expect(files.length).toBeGreaterThan(200);
    expect(files.filter((file) => !NAME.test(basename(file)))).toEqual([]);
  });

  it("name a module's tables, seeds and demo rows after the module, at its top", () => {
    const moduleWide = files.filter((file) => MODULE_WIDE.some((role) => file.endsWith(`.${role}.ts`)));
    expect(moduleWide.length).toBeGreaterThan(10);
    const misplaced = moduleWide.filter((file) => {
      const [top, module, name, ...deeper] = file.split("/");
      return top !== "modules" || deeper.length > 0 || !name?.startsWith(`${module}.`);
    });
    expect(misplaced).toEqual([]);
  });

  it("keep test fixtures with the tests: nothing under src is a fixture", () => {
    expect(files.filter((file) => /fixture/.test(file))).toEqual([]);
  });
});
