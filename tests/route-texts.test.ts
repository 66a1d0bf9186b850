// Texts through remix-i18next namespaces (docs/decisions/0042): every screen names its
// namespaces in `handle.i18n`; the server renders with those alone (entry.server.tsx), so a
// namespace a route forgets shows its keys in the server's HTML, which tests/loader-data.test.ts
// looks for on every template. Here: the handles themselves, the texts route the browser loads
// namespaces from, and the screens that test does not reach (errors, refusals), in both languages.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequestHandler } from "@remix-run/express";
import { http, passthrough } from "msw";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/i18n/en";
import { isNamespace, NAMESPACES, namespaceOf } from "~/i18n/namespaces";
import { nl } from "~/i18n/nl";
import { resources, TEXTS_VERSION } from "~/i18n/resources.server";
import * as root from "~/root";
import { routeFiles } from "~/route-files.js";
import { createServerApp } from "../server/app";
import { SITE, testCms } from "./support/cms";
import { allowConsoleErrors } from "./support/console-guard";
import { inProcessBuild } from "./support/in-process-build";

testCms({ first: [http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough())] });

const modules = import.meta.glob<Record<string, unknown>>("../app/routes/*.{ts,tsx}", {
  eager: true,
});

let server: Server;
let base = "";

beforeAll(async () => {
  const app = createServerApp({
    siteUrl: SITE,
    trustForwardedHost: false,
    remix: createRequestHandler({ build: inProcessBuild(), mode: "production" }),
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = (path: string, init?: RequestInit) =>
  fetch(`${base}${path}`, { redirect: "manual", ...init });

/** Every text's key ("agenda.title"), plural pairs also by their base ("agenda.count"). */
function allKeys(node: object, prefix = ""): string[] {
  return Object.entries(node).flatMap(([key, value]) => {
    const path = `${prefix}${key}`;
    if (typeof value === "object") return allKeys(value, `${path}.`);
    const base = path.replace(/_(one|other)$/, "");
    return base === path ? [path] : [path, base];
  });
}

/** The keys a document shows as text or in an attribute (scripts, which carry data, left out). */
function keysShown(html: string): string[] {
  const keys = new Set(allKeys(nl));
  const visible = html.replace(/<script\b[\s\S]*?<\/script>/g, "");
  return [...new Set(visible.match(/[A-Za-z]+(?:\.[A-Za-z_]+)+/g) ?? [])].filter((word) =>
    keys.has(word),
  );
}

describe("namespaces", () => {
  it("gives every section one namespace and English the same keys as Dutch", () => {
    expect(allKeys(en).sort()).toEqual(allKeys(nl).sort());
    for (const key of allKeys(nl)) expect(isNamespace(namespaceOf(key))).toBe(true);
    for (const locale of ["nl", "en"] as const) {
      const merged = Object.assign({}, ...NAMESPACES.map((ns) => resources[locale][ns]));
      expect(merged).toEqual(locale === "nl" ? nl : en);
    }
  });

  it("has every screen name known namespaces in handle.i18n, and the root the frame's", () => {
    expect(root.handle).toEqual({ i18n: ["common"] });
    for (const file of new Set(Object.values(routeFiles))) {
      const module = modules[`../app/${file}`];
      expect(module, file).toBeDefined();
      const i18n = (module?.handle as { i18n?: unknown } | undefined)?.i18n;
      if (i18n === undefined) continue;
      expect(Array.isArray(i18n), file).toBe(true);
      for (const ns of i18n as string[]) expect(isNamespace(ns), `${file}: ${ns}`).toBe(true);
    }
  });
});

describe("the texts route", () => {
  it.each(NAMESPACES.flatMap((ns) => [`nl/${ns}`, `en/${ns}`]))(
    "serves %s as JSON, cached for a year at this version",
    async (name) => {
      const [locale, ns] = name.split("/") as ["nl" | "en", (typeof NAMESPACES)[number]];
      const answer = await get(`/_texts/${TEXTS_VERSION}/${locale}/${ns}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toContain("application/json");
      expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await answer.json()).toEqual(resources[locale][ns]);
    },
  );

  it("serves another version's address today's texts, uncached, and refuses unknown names", async () => {
    const old = await get("/_texts/0123456789ab/en/common");
    expect(old.status).toBe(200);
    expect(old.headers.get("cache-control")).toBe("no-cache");
    expect(await old.json()).toEqual(resources.en.common);
    expect((await get(`/_texts/${TEXTS_VERSION}/de/common`)).status).toBe(404);
    expect((await get(`/_texts/${TEXTS_VERSION}/nl/translation`)).status).toBe(404);
    expect((await get(`/_texts/${TEXTS_VERSION}/nl/common`, { method: "POST" })).status).toBe(405);
  });
});

describe("screens the templates do not reach show no key", () => {
  it.each([
    "/pagina/bestaat-niet",
    "/en/page/does-not-exist",
    "/pagina/demo-fout-500",
    "/voorstelling/bestaat-niet",
    "/en/show/does-not-exist",
    "/premiere-afmelden",
    "/donatie/bedankt",
    "/en/donation/thank-you",
    "/panel-bevestigen?token=verlopen",
    "/pagina/zakelijk-reserveren-formulier",
    "/pagina/cultuurbank-oscar",
    "/en/page/sales-contact",
    "/pagina/premiere-de-grote-musical-rsvp",
    "/pagina/aanmelden-nieuwsbrief",
    "/en/page/newsletter",
  ])("%s", async (path) => {
    // The demo's failing page is logged as the failure it is.
    if (path.endsWith("-500")) allowConsoleErrors(/HTTP_ERROR pagina\/demo-fout-500/);
    const answer = await get(path);
    const html = await answer.text();
    expect(html).toContain("</html>");
    expect(keysShown(html)).toEqual([]);
  });

  it.each(["/agenda", "/en/calendar"])(
    "%s refusing a post from another site shows its error screen in words",
    async (path) => {
      const answer = await get(path, {
        method: "POST",
        headers: {
          Origin: "https://evil.example",
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: "a=1",
      });
      const html = await answer.text();
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(html).toContain("</html>");
      expect(keysShown(html)).toEqual([]);
      expect(html).toContain(
        path === "/agenda" ? nl.errors.methodNotAllowed : en.errors.methodNotAllowed,
      );
    },
  );
});
