// No template shows a text as its key, through the HTTP server and Remix (the site's own modules,
// tests/support/in-process-build.ts) against the demo CMS. The texts reach the browser in parts
// (app/i18n/texts.ts): a screen whose loader leaves out a section its components or meta function
// read renders that key instead. The loader data's size is a report of `npm run bench`
// (bench/budgets.ts), not a test.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequestHandler } from "@remix-run/express";
import { http, passthrough } from "msw";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "~/i18n/nl";
import { TEMPLATES } from "../bench/budgets";
import { createServerApp } from "../server/app";
import { SITE, testCms } from "./support/cms";
import { inProcessBuild } from "./support/in-process-build";

testCms({ first: [http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough())] });

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

const get = (path: string) => fetch(`${base}${path}`, { redirect: "manual" });

/** Every key of the dictionary, plural pairs also by their base ("agenda.count"). */
function allKeys(node: object, prefix = ""): string[] {
  return Object.entries(node).flatMap(([key, value]) => {
    const path = `${prefix}${key}`;
    if (typeof value === "object") return allKeys(value, `${path}.`);
    const base = path.replace(/_(one|other)$/, "");
    return base === path ? [path] : [path, base];
  });
}
const KEYS = new Set(allKeys(nl));

/** The keys a document shows as text or in an attribute (scripts, which carry data, left out). */
function keysShown(html: string): string[] {
  const visible = html.replace(/<script\b[\s\S]*?<\/script>/g, "");
  return [...new Set(visible.match(/[A-Za-z]+(?:\.[A-Za-z_]+)+/g) ?? [])].filter((word) =>
    KEYS.has(word),
  );
}

describe("texts per template", () => {
  it.each([...TEMPLATES, "/pagina/cookies", "/pagina/party"])(
    "%s shows no text as its key",
    async (path) => {
      const answer = await get(path);
      const html = await answer.text();
      expect(answer.status).toBeLessThan(500);
      expect(html).toContain("</html>");
      expect(keysShown(html)).toEqual([]);
    },
  );
});
