// The browser build drops a route's server exports but keeps whatever runs when the module is
// evaluated, and `.server` modules are not in it, so `export const loader = make(…)` throws in
// the browser and the page never hydrates (Remix docs, "Module Constraints"). Server exports are
// functions or plain references.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const routes = new URL("../app/routes/", import.meta.url).pathname;
const SERVER_EXPORTS = /^export const (loader|action|headers)\b[^=]*=\s*[\w.]+\s*\(/m;
const routeModules = readdirSync(routes).filter((file) => /\.tsx?$/.test(file));

describe("route modules evaluate in the browser", () => {
  it.each(routeModules)("%s builds no server export at load time", (file) => {
    expect(readFileSync(join(routes, file), "utf8")).not.toMatch(SERVER_EXPORTS);
  });

  it("would catch a loader made by a call", () => {
    expect('export const loader = contentPageLoader("news");').toMatch(SERVER_EXPORTS);
    expect("export const loader = (args: Args) => load(args);").not.toMatch(SERVER_EXPORTS);
  });
});
