// The browser gets the shell and the shared pieces as one chunk only while root, every screen
// route and every on-demand component reach them through ~/components/shared (see that file and
// docs/performance.md). A screen that imports them one by one splits that chunk again. The same
// holds for server-only modules, which the browser build turns into empty modules.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const app = new URL("../app/", import.meta.url).pathname;
const SHARED = /from "(~\/components|\.)\/shared"/;

const screens = readdirSync(join(app, "routes")).filter((file) => file.endsWith(".tsx"));
const lazyTargets = readdirSync(join(app, "components"))
  .filter((file) => file.endsWith(".tsx"))
  .flatMap((file) =>
    [
      ...readFileSync(join(app, "components", file), "utf8").matchAll(/import\("\.\/([\w-]+)"\)/g),
    ].map((match) => `components/${match[1]}.tsx`),
  );

describe("one shared browser chunk", () => {
  it.each(["root.tsx", ...screens.map((file) => `routes/${file}`)])(
    "%s imports from ~/components/shared",
    (file) => {
      expect(readFileSync(join(app, file), "utf8")).toMatch(SHARED);
    },
  );

  // An on-demand component may be a small switch whose components do the importing: its chunk
  // reaches the shared one either way.
  it.each(lazyTargets)("%s reaches ~/components/shared", (file) => {
    const source = readFileSync(join(app, file), "utf8");
    const neighbours = [...source.matchAll(/from "\.\/([\w-]+)"/g)]
      .map((match) => join(app, "components", `${match[1]}.tsx`))
      .filter((path) => existsSync(path))
      .map((path) => readFileSync(path, "utf8"));
    expect([source, ...neighbours].some((text) => SHARED.test(text))).toBe(true);
  });

  it.each(["root.tsx", ...screens.map((file) => `routes/${file}`)])(
    "%s imports server code only through ~/services/routes.server",
    (file) => {
      const source = readFileSync(join(app, file), "utf8");
      const servers = [...source.matchAll(/from "([^"]+\.server)"/g)].map((match) => match[1]);
      expect(servers.filter((path) => path !== "~/services/routes.server")).toEqual([]);
    },
  );

  it("finds the screens and the on-demand components", () => {
    expect(screens.length).toBeGreaterThan(5);
    expect(lazyTargets).toContain("components/page-forms-theatre.tsx");
  });
});
