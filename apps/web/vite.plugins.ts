import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, relative } from "node:path";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);

/** Each name a package's index re-exports as `export { default as Name } from './path'`, with its module. */
function reExports(pkg: string, index: string): Map<string, string> {
  const root = dirname(require.resolve(`${pkg}/package.json`));
  const text = readFileSync(`${root}/${index}`, "utf8");
  const folder = dirname(index);
  const named = new Map<string, string>();
  for (const [, name, path] of text.matchAll(/export \{ default as (\w+) \} from '\.\/([\w/-]+)';/g)) {
    if (name && path) named.set(name, `${pkg}/${folder}/${path}`);
  }
  return named;
}

const BARRELS: Record<string, Map<string, string>> = {
  antd: reExports("antd", "es/index.js"),
  "@ant-design/icons": reExports("@ant-design/icons", "es/icons/index.js"),
};

const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["'](antd|@ant-design\/icons)["'];?/g;

/** `import { A, B as C } from "antd"` as one import per component from its own module. */
function importsOneByOne(specifiers: string, barrel: string): string {
  const modules = BARRELS[barrel] ?? new Map<string, string>();
  const direct: string[] = [];
  const rest: string[] = [];
  for (const specifier of specifiers.split(",").map((s) => s.trim())) {
    if (!specifier || specifier.startsWith("type ")) continue;
    const [imported = "", local = imported] = specifier.split(/\s+as\s+/);
    const module = modules.get(imported);
    if (module) direct.push(`import { default as ${local} } from "${module}";`);
    else rest.push(specifier);
  }
  if (rest.length) direct.push(`import { ${rest.join(", ")} } from "${barrel}";`);
  return direct.join("\n");
}

/**
 * Our imports of antd components and icons go straight to each one's module, not through the package index.
 * Through the index, every component any screen uses counts as a dependency of every importer, so the
 * bundler put the date picker, the table and the colour picker into the chunks the sign-in page loads.
 */
export function componentImports(): Plugin {
  return {
    name: "sen-component-imports",
    apply: "build",
    transform(code, id) {
      if (id.includes("node_modules") || !/\.[jt]sx?$/.test(id) || !NAMED_IMPORT.test(code)) return null;
      NAMED_IMPORT.lastIndex = 0;
      return {
        code: code.replace(NAMED_IMPORT, (_all, specifiers: string, barrel: string) =>
          importsOneByOne(specifiers, barrel),
        ),
        map: null,
      };
    },
  };
}

/** Where the form library defines what antd imports from its index by name (`default` or a named export). */
const FORM_MODULES: Record<string, [module: string, exported: string]> = {
  Field: ["Field", "default"],
  List: ["List", "default"],
  FieldContext: ["FieldContext", "default"],
  ListContext: ["ListContext", "default"],
  useForm: ["hooks/useForm", "default"],
  useWatch: ["hooks/useWatch", "default"],
  FormProvider: ["FormContext", "FormProvider"],
};

const FORM_IMPORT = /import (?:(\w+), )?\{([^}]*)\} from '@rc-component\/form';/g;

/**
 * antd's radio, checkbox, tooltip and input take one hook or context each from the form library's index,
 * and that index brings the whole form library and its validator: ~15 kB gzip on pages without a form.
 * Each named import goes to the module that defines it; the form itself still imports the index.
 */
export function formLibraryImports(): Plugin {
  return {
    name: "sen-form-library-imports",
    apply: "build",
    transform(code, id) {
      if (!/[\\/]antd[\\/]es[\\/]/.test(id) || !code.includes("'@rc-component/form'")) return null;
      const rewritten = code.replace(FORM_IMPORT, (all, defaultName: string | undefined, names: string) => {
        const specifiers = names.split(",").map((n) => n.trim().split(/\s+as\s+/));
        if (specifiers.some(([name = ""]) => !FORM_MODULES[name])) return all;
        const direct = specifiers.map(([name = "", local = name]) => {
          const [module, exported] = FORM_MODULES[name] ?? [];
          return `import { ${exported} as ${local} } from '@rc-component/form/es/${module}';`;
        });
        if (defaultName) direct.unshift(`import ${defaultName} from '@rc-component/form';`);
        return direct.join("\n");
      });
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}

const IS_BRIGHT = "\0sen:antd-is-bright";

/**
 * antd's button and tag styles take `isBright` from the colour picker's presets, and antd's colour class takes
 * `Color` from the colour picker's index: through them the whole colour picker and the Collapse (used by the
 * presets) sat in the chunk with the button, ~5 kB gzip on every page. The styles get the same function on its
 * own (below) and `Color` comes from the module that defines it; the settings' colour picker loads the rest.
 */
export function colorPickerImports(): Plugin {
  return {
    name: "sen-color-picker-imports",
    apply: "build",
    resolveId: (id) => (id === IS_BRIGHT ? id : null),
    // A copy of antd 6's isBright (color-picker/components/ColorPresets.js).
    load: (id) =>
      id === IS_BRIGHT
        ? `import { Color as RcColor } from '@rc-component/color-picker/es/color';
export const isBright = (value, bgColorToken) => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  if (a <= 0.5) return hsv.v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};`
        : null,
    transform(code, id) {
      if (!/[\\/]antd[\\/]es[\\/]/.test(id)) return null;
      const rewritten = code
        .replace(
          "import { isBright } from '../../color-picker/components/ColorPresets';",
          `import { isBright } from '${IS_BRIGHT}';`,
        )
        .replace(
          "import { Color as RcColor } from '@rc-component/color-picker';",
          "import { Color as RcColor } from '@rc-component/color-picker/es/color';",
        );
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}

/**
 * Writes `.vite/chunks.json`: each script's static imports and the source modules it holds, for
 * scripts/check-weight.mjs. Vite's own manifest does not say which chunk a module went to when the
 * bundler merged it into a shared chunk, and a lazy screen's weight depends on exactly that.
 */
export function chunkGraph(root: string): Plugin {
  return {
    name: "sen-chunk-graph",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks: Record<string, { entry: boolean; imports: string[]; modules: string[] }> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const modules = chunk.moduleIds.filter((id) => !id.startsWith("\0")).map((id) => relative(root, id));
        chunks[chunk.fileName] = { entry: chunk.isEntry, imports: chunk.imports, modules };
      }
      this.emitFile({ type: "asset", fileName: ".vite/chunks.json", source: JSON.stringify(chunks, null, 1) });
    },
  };
}

/** The chunks loaded before anything runs, and those the layout of every signed-in screen loads. */
const shell = { entry: new Set<string>(), layout: new Set<string>(), ownLists: new Set<string>() };

/** A chunk and everything it imports statically, into `into`. */
function closure(bundle: Record<string, { type: string; imports?: string[] }>, file: string, into: Set<string>) {
  const chunk = bundle[file];
  if (into.has(file) || chunk?.type !== "chunk") return into;
  into.add(file);
  for (const imported of chunk.imports ?? []) closure(bundle, imported, into);
  return into;
}

/**
 * Each lazy import carries, in the entry, the file names of its chunk's dependencies to preload. Those already
 * loaded cost first-screen bytes and fetch nothing: the entry's chunks for any import, and the layout's for the
 * screens drawn inside it (the router loads the layout with them). The layout and the pages outside it
 * (`src/app/`) keep their lists. The sets are read by the build's `modulePreload.resolveDependencies`.
 */
export function shellPreloads(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[]) => string[] } {
  return {
    plugin: {
      name: "sen-shell-preloads",
      apply: "build",
      generateBundle: {
        order: "pre",
        handler(_options, bundle) {
          for (const set of Object.values(shell)) set.clear();
          for (const [file, chunk] of Object.entries(bundle)) {
            if (chunk.type !== "chunk") continue;
            if (chunk.isEntry) closure(bundle, file, shell.entry);
            const facade = chunk.facadeModuleId ?? "";
            if (facade.endsWith("/src/app/layout/MainLayout.tsx")) closure(bundle, file, shell.layout);
            if (facade.includes("/src/app/")) shell.ownLists.add(file);
          }
        },
      },
    },
    resolveDependencies: (file, deps) =>
      deps.filter((dep) => !shell.entry.has(dep) && (shell.ownLists.has(file) || !shell.layout.has(dep))),
  };
}
