// The browser gets the shell and the shared pieces as one chunk only while root, every screen
// route, every on-demand component and every deferred island reach them through
// ~/components/shared (see that file and docs/decisions/0009-browser-chunks.md). For root and
// the screens a lint rule says so (noRestrictedImports in biome.json, with server code only
// through ~/services/routes.server); an on-demand component or island is found through its
// import() and checked here.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const app = new URL("../app/", import.meta.url).pathname;
const SHARED_MODULE = "components/shared.ts";

/** Every module under app/components, in any folder, as a path under app/. */
function componentModules(dir = "components"): string[] {
  return readdirSync(join(app, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return componentModules(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `base` with the extension a module on disk has, or nothing. */
function onDisk(base: string): string | undefined {
  return [".ts", ".tsx", ".js", ""]
    .map((ext) => base + ext)
    .find((path) => /\.[jt]sx?$/.test(path) && existsSync(join(app, path)));
}

function resolve(file: string, specifier: string): string | undefined {
  const dir = file.slice(0, file.lastIndexOf("/") + 1);
  return onDisk(specifier.startsWith("~/") ? specifier.slice(2) : join(dir, specifier));
}

const lazyTargets = componentModules().flatMap((file) =>
  [...readFileSync(join(app, file), "utf8").matchAll(/import\("(\.\.?\/[\w/.-]+)"\)/g)].flatMap(
    ([, specifier = ""]) => resolve(file, specifier) ?? [],
  ),
);

// The app modules a file imports or re-exports at run time (type-only ones are erased), as
// paths under app/.
const VALUE_IMPORT = /^(?:import|export) (?!type )[^;]*?from "(~\/|\.\.?\/)([^"]+)";/gms;
function valueImports(file: string): string[] {
  return [...readFileSync(join(app, file), "utf8").matchAll(VALUE_IMPORT)].flatMap(
    ([, prefix = "", rest = ""]) => resolve(file, prefix + rest) ?? [],
  );
}

/** Every app module the shell chunk holds: what ~/components/shared reaches at run time. */
function shellModules(): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of valueImports(file)) walk(next);
  };
  walk(SHARED_MODULE);
  return seen;
}

describe("one shared browser chunk", () => {
  const shell = shellModules();

  // An on-demand component may be a small switch whose components do the importing: its chunk
  // reaches the shared one either way. A module that reaches no module of the shell at all
  // (plain code over models the shell does not use) cannot split the shell either.
  it.each(lazyTargets)("%s reaches ~/components/shared, or nothing of the shell", (file) => {
    const neighbours = valueImports(file).filter((module) => module.startsWith("components/"));
    if ([file, ...neighbours].some((module) => valueImports(module).includes(SHARED_MODULE)))
      return;
    const reached = new Set<string>();
    const walk = (module: string) => {
      for (const next of valueImports(module)) {
        if (reached.has(next)) continue;
        reached.add(next);
        walk(next);
      }
    };
    walk(file);
    expect([...reached].filter((module) => shell.has(module))).toEqual([]);
  });

  it("knows what the shell holds", () => {
    expect(shell).toContain("components/shell/site-document.tsx");
    expect(shell).toContain("models/wishlist/wishlist-frame.ts");
    expect(shell).not.toContain("models/wishlist/wishlist.ts");
    expect(shell).not.toContain("components/runtime/page-effects.tsx");
    // The header's code comes on demand: its HTML works without it (site-document.tsx).
    expect(shell).not.toContain("components/shell/site-header.tsx");
  });

  // With the client entry reaching them too, the shell's modules have the same entry points as
  // React and Remix and share their chunk: one file every page loads instead of two.
  it("the client entry reaches ~/components/shared", () => {
    expect(valueImports("entry.client.tsx")).toContain(SHARED_MODULE);
  });

  it("finds the on-demand components and the islands", () => {
    expect(lazyTargets).toContain("components/forms/page-forms-theatre.tsx");
    expect(lazyTargets).toContain("components/runtime/vitals-reporter.ts");
    expect(lazyTargets).toContain("components/home/home-calendar.tsx");
    expect(lazyTargets).toContain("components/shell/site-footer.tsx");
    expect(lazyTargets).toContain("components/confirmations/order-push.tsx");
    expect(lazyTargets).toContain("components/runtime/page-effects.tsx");
    expect(lazyTargets).toContain("components/wishlist/wishlist-account.ts");
    expect(lazyTargets).toContain("components/shell/site-header.tsx");
  });

  // Root's page effects draw nothing and wait for hydration: re-exported here they would be in
  // the code every page names in its HTML again.
  it("keeps root's page effects out of the shell", () => {
    const shared = readFileSync(join(app, "components", "shared.ts"), "utf8");
    for (const module of ["page-effects", "navigation-effects", "vitals", "video-overlay"]) {
      expect(shared).not.toContain(`"./${module}"`);
    }
  });
});

// The browser build drops a route's server exports but keeps whatever runs when the module is
// evaluated; server modules are empty there, so `export const loader = make(…)` throws in the
// browser and the page never hydrates. Server exports are functions or plain references.
const SERVER_EXPORTS = /^export const (loader|action|headers)\b[^=]*=\s*[\w.]+\s*\(/m;
const routeModules = readdirSync(join(app, "routes")).filter((file) => /\.tsx?$/.test(file));

describe("route modules evaluate in the browser", () => {
  it.each(routeModules)("%s builds no server export at load time", (file) => {
    expect(readFileSync(join(app, "routes", file), "utf8")).not.toMatch(SERVER_EXPORTS);
  });

  it("would catch a loader made by a call", () => {
    expect('export const loader = contentPageLoader("news");').toMatch(SERVER_EXPORTS);
    expect("export const loader = (args: Args) => load(args);").not.toMatch(SERVER_EXPORTS);
  });
});
