import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * A comment says why in its own words: a reader of the repo cannot open a document outside it,
 * so "see the spec, section 6" or "see the domain notes" tells them nothing.
 */
const OUTSIDE = [/\bspec\s*(§|\d)/i, /\bSPEC\.md\b/, /\bDOMAIN\b/, /\bDOCUMENTS\b/, /\bCONVENTIONS\b/];

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const SCANNED = ["apps/server/src", "apps/web/src", "packages/core/src", "e2e", "bench", "test"];
/** Folders whose comments are still to be rewritten, with the reason they wait. */
const PENDING: Record<string, string> = {};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === "node_modules" || entry.name === "dist") return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** Where a `/` starts a regular expression rather than a division. */
const BEFORE_REGEX = new Set([..."(,=:[!&|?{};+-*%<>~^"]);

/** The comments of a source file (line and block), skipping strings, templates and regular expressions. */
function commentsOf(source: string): string[] {
  const comments: string[] = [];
  const templates: number[] = []; // brace depth at which each open template's `${` resumes
  let depth = 0;
  let last = ";";
  let i = 0;
  const skipQuoted = (quote: string) => {
    for (i++; i < source.length && source[i] !== quote; i++) if (source[i] === "\\") i++;
    i++;
  };
  const skipTemplate = () => {
    for (; i < source.length; i++) {
      if (source[i] === "\\") i++;
      else if (source[i] === "`") return void i++;
      else if (source[i] === "$" && source[i + 1] === "{") {
        templates.push(depth++);
        i += 2;
        return;
      }
    }
  };
  while (i < source.length) {
    const c = source[i] as string;
    const next = source[i + 1];
    if (c === "/" && next === "/") {
      const end = source.indexOf("\n", i);
      comments.push(source.slice(i, end < 0 ? undefined : end));
      i = end < 0 ? source.length : end;
    } else if (c === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2);
      comments.push(source.slice(i, end < 0 ? undefined : end + 2));
      i = end < 0 ? source.length : end + 2;
    } else if (c === "'" || c === '"') {
      skipQuoted(c);
      last = "a";
    } else if (c === "`") {
      i++;
      skipTemplate();
      last = "a";
    } else if (c === "}" && templates.at(-1) === depth - 1) {
      templates.pop();
      depth--;
      i++;
      skipTemplate();
      last = "a";
    } else if (c === "/" && BEFORE_REGEX.has(last)) {
      let inClass = false;
      for (i++; i < source.length && (inClass || source[i] !== "/") && source[i] !== "\n"; i++) {
        if (source[i] === "\\") i++;
        else if (source[i] === "[") inClass = true;
        else if (source[i] === "]") inClass = false;
      }
      i++;
      last = "a";
    } else {
      if (c === "{") depth++;
      if (c === "}") depth--;
      if (!/\s/.test(c)) last = /\w/.test(c) ? (/^(return|typeof|case)$/.test(wordEndingAt(source, i)) ? "(" : "a") : c;
      i++;
    }
  }
  return comments;
}

function wordEndingAt(source: string, end: number): string {
  let start = end;
  while (start > 0 && /\w/.test(source[start - 1] as string)) start--;
  return source.slice(start, end + 1);
}

function offenders(folder: string) {
  return sources(join(ROOT, folder)).flatMap((file) =>
    commentsOf(readFileSync(file, "utf8"))
      .filter((comment) => OUTSIDE.some((pattern) => pattern.test(comment)))
      .map((comment) => `${relative(ROOT, file)}: ${comment.split("\n").find((l) => OUTSIDE.some((p) => p.test(l)))}`),
  );
}

describe("comments", () => {
  it("finds comments, and only comments", () => {
    const source = [
      'const sql = "CREATE DOMAIN x AS text"; // a line comment',
      // A template holding "//", with a placeholder inside.
      "const url = `http://x/$" + "{'//'}y`; /* a block",
      "   comment */ const re = /\\/\\/[/]/; const half = 4 / 2; // after a division",
    ].join("\n");
    expect(commentsOf(source)).toEqual(["// a line comment", "/* a block\n   comment */", "// after a division"]);
  });

  it("say why in their own words, never pointing to a document outside the repo", () => {
    const scanned = SCANNED.filter((folder) => !(folder in PENDING));
    expect(scanned.flatMap(offenders)).toEqual([]);
  });

  it("keep a folder pending only while it still has such comments", () => {
    for (const folder of Object.keys(PENDING)) {
      expect(offenders(folder).length, `${folder} is clean: drop it from PENDING`).toBeGreaterThan(0);
    }
  });
});
