// Every resource route (a route module without a screen) answers each method it does not take
// with 405 and the `Allow` it does take, dispatched as Remix dispatches: GET, HEAD and OPTIONS
// to the loader, any other method to the action. Nothing reaches the CMS on the way.
import { beforeAll, describe, expect, it } from "vitest";
import { routeFiles } from "~/route-files.js";
import { screens } from "~/route-table.js";
import { SITE, testCms, thrown } from "./support/cms";

const cms = testCms();

/** What each resource route takes; a new one fails the first test until it is listed here. */
const TAKES: Record<string, string> = {
  "routes/api.health.ts": "GET, HEAD",
  "routes/api.order.ts": "GET, HEAD",
  "routes/api.ready.ts": "GET, HEAD",
  "routes/api.purge.ts": "POST",
  "routes/api.redirect.ts": "GET, HEAD",
  "routes/consent.ts": "POST",
  "routes/newsletter.ts": "POST",
  "routes/performance-ics.ts": "GET, HEAD",
  "routes/robots.ts": "GET, HEAD",
  "routes/sitemap.ts": "GET, HEAD",
  "routes/wishlist-change.ts": "POST",
};
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const modules = import.meta.glob<Record<string, unknown>>("../app/routes/*.{ts,tsx}");

type Handler = (args: { request: Request; params: object; context: object }) => Promise<unknown>;

async function resourceRoutes() {
  const found: { file: string; path: string; module: Record<string, unknown> }[] = [];
  for (const [name, file] of Object.entries(routeFiles)) {
    const load = modules[`../app/${file}`];
    if (!load) throw new Error(`${file} not found`);
    const module = await load();
    const path = screens[name as keyof typeof screens].nl;
    if (!("default" in module)) found.push({ file, path, module });
  }
  return found;
}

describe("resource routes", () => {
  let routes: Awaited<ReturnType<typeof resourceRoutes>> = [];
  // Importing every route module the first time takes a while on a busy machine.
  beforeAll(async () => {
    routes = await resourceRoutes();
  }, 60_000);

  it("are all listed with what they take", () => {
    const files = routes.map((route) => route.file).sort();
    expect(files).toEqual(Object.keys(TAKES).sort());
  });

  it("answer every other method with 405, Allow and no call to the CMS", async () => {
    for (const { file, path, module } of routes) {
      const allow = TAKES[file] ?? "";
      const url = new URL(path.replace(/:\w+/g, "x"), SITE);
      for (const method of METHODS.filter((m) => !allow.split(", ").includes(m))) {
        const viaLoader = ["GET", "HEAD", "OPTIONS"].includes(method);
        const handler = module[viaLoader ? "loader" : "action"] as Handler | undefined;
        // Without the function Remix answers by itself: 400 or 405, and no Allow.
        expect(handler, `${file} has no ${viaLoader ? "loader" : "action"}`).toBeTypeOf("function");
        const request = new Request(url, {
          method,
          headers: { origin: SITE, "content-type": "application/x-www-form-urlencoded" },
          ...(viaLoader ? {} : { body: "email=a%40example.com" }),
        });
        const response = await thrown(
          (handler as Handler)({ request, params: { url: "x", eventId: "1" }, context: {} }),
        );
        expect([file, method, response.status, response.headers.get("Allow")]).toEqual([
          file,
          method,
          405,
          allow,
        ]);
        expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      }
    }
    expect(cms.calls).toEqual([]);
  });
});
