// The island endpoint (app/routes/island.ts, decision 0036) through the HTTP server and Remix
// against the demo CMS: for a page's address it answers each island's data exactly as the page's
// loader kept it for the server's HTML (the same loader, the same per-request channel), cached
// as that page is, and 404 for anything that is not an island of that page.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequestHandler } from "@remix-run/express";
import type { LoaderFunction } from "@remix-run/node";
import { http, passthrough } from "msw";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IslandProps } from "~/components/shell/document-extras";
import { type IslandName, islandDataPath } from "~/models/http/island-address";
import { settledProps } from "~/services/http/island-data.server";
import { createServerApp } from "../server/app";
import { SITE, testCms } from "./support/cms";
import { inProcessBuild } from "./support/in-process-build";

testCms({ first: [http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough())] });

const build = inProcessBuild();
let server: Server;
let base = "";

beforeAll(async () => {
  const app = createServerApp({
    siteUrl: SITE,
    trustForwardedHost: false,
    remix: createRequestHandler({ build, mode: "production" }),
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = (path: string, init: RequestInit = {}) =>
  fetch(`${base}${path}`, { redirect: "manual", ...init });

/** What the page's loader keeps for the server's HTML of `page`, and its Cache-Control. */
async function keptFor(routeId: string, page: string, params: Record<string, string> = {}) {
  const loader = build.routes[routeId]?.module.loader as LoaderFunction;
  const context: { islands?: IslandProps } = {};
  const result = (await loader({
    request: new Request(new URL(page, base)),
    params,
    context,
  })) as { init: { headers?: HeadersInit } | null };
  return {
    islands: context.islands ?? {},
    cacheControl: new Headers(result.init?.headers).get("Cache-Control"),
  };
}

const PAGES: { routeId: string; page: string; params?: Record<string, string> }[] = [
  { routeId: "home.nl", page: "/" },
  { routeId: "home.en", page: "/en" },
  {
    routeId: "production.nl",
    page: "/voorstelling/de-grote-musical",
    params: { url: "de-grote-musical" },
  },
  { routeId: "production.en", page: "/en/show/the-nutcracker", params: { url: "the-nutcracker" } },
];

describe("island endpoint", () => {
  it.each(PAGES)("answers $page's islands as its loader kept them for the HTML", async (entry) => {
    const kept = await keptFor(entry.routeId, entry.page, entry.params);
    const names = Object.keys(kept.islands) as IslandName[];
    expect(names.length).toBeGreaterThanOrEqual(4);
    for (const name of names) {
      const answer = await get(islandDataPath(name, entry.page));
      expect(answer.status, name).toBe(200);
      expect(answer.headers.get("Content-Type")).toMatch(/^application\/json/);
      expect(answer.headers.get("Cache-Control")).toBe(kept.cacheControl);
      expect(answer.headers.get("Vary")).toMatch(/\bCookie\b/);
      const island = kept.islands[name];
      const expected = JSON.parse(
        JSON.stringify({ props: await settledProps(island?.props), texts: island?.texts }),
      );
      expect(await answer.json(), name).toEqual(expected);
    }
  });

  it("draws the islands' data into the server's HTML, and not into the loader data", async () => {
    const kept = await keptFor("production.nl", "/voorstelling/de-grote-musical", {
      url: "de-grote-musical",
    });
    const cards = kept.islands["production-cards"]?.props as { cards: { heading: string }[] };
    const heading = cards.cards[0]?.heading ?? "";
    expect(heading).not.toBe("");
    const html = await (await get("/voorstelling/de-grote-musical")).text();
    const [body, data] = html.split("window.__remixContext");
    expect(body).toContain(heading);
    expect(data).not.toContain("playDates");
  });

  it("answers a preview's islands as the page: for that visitor only", async () => {
    const answer = await get(islandDataPath("home-news", "/"), {
      headers: { Cookie: "cms_session=x" },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("is not found for an unknown island, another screen's page or a missing page", async () => {
    const paths = [
      "/_island/nope?page=%2F",
      "/_island/home-calendar?page=%2Fagenda",
      "/_island/home-calendar",
      "/_island/production-dates?page=%2F",
      "/_island/production-dates?page=%2Fvoorstelling%2Fbestaat-niet",
      "/_island/production-dates?page=https%3A%2F%2Fevil.example%2F",
    ];
    for (const path of paths) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      const body = await answer.text();
      expect(body).not.toContain("evil");
      expect(body).not.toContain("nope");
    }
  });

  it("takes GET and HEAD only", async () => {
    const answer = await get(islandDataPath("home-news", "/"), { method: "POST" });
    expect(answer.status).toBe(405);
    expect(answer.headers.get("Allow")).toBe("GET, HEAD");
  });
});
