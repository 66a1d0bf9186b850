import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { loader as robotsLoader } from "~/routes/robots";
import { loader as sitemapLoader } from "~/routes/sitemap";
import { loadWholeList } from "~/services/screens/lists.server";
import { clearSitemap } from "~/services/screens/sitemap.server";
import { testCms } from "./support/cms";
import { expectConsoleError } from "./support/console-guard";

const get = (path: string) => ({
  request: new Request(new URL(path, "https://www.theater-amsterdam.example")),
  params: {},
  context: {},
});

const SITE = "https://www.theater-amsterdam.example";
const cms = testCms();
const server = cms.server;
beforeEach(() => clearSitemap());
const upstreamPaths = cms.paths;

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");

describe("/sitemap.xml against the demo CMS", () => {
  it("lists the fixed screens and every listed page in both languages with alternates", async () => {
    const response = await sitemapLoader(get("/sitemap.xml"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toMatch(/^public, max-age=0, s-maxage=3600/);
    const xml = await response.text();
    const urls = locs(xml);
    for (const path of ["/", "/en", "/agenda", "/en/calendar", "/nieuws", "/en/news"]) {
      expect(urls, path).toContain(`${SITE}${path}`);
    }
    expect(urls).toContain(`${SITE}/pagina/contact`);
    expect(urls).toContain(`${SITE}/en/page/contact`);
    expect(urls.filter((u) => u.includes("/voorstelling/")).length).toBeGreaterThanOrEqual(40);
    expect(urls.filter((u) => u.includes("/en/show/")).length).toBeGreaterThanOrEqual(40);
    expect(urls.filter((u) => u.includes("/nieuwsitem/")).length).toBeGreaterThanOrEqual(25);
    expect(new Set(urls).size).toBe(urls.length);
    expect(xml).toContain(
      `<url><loc>${SITE}/pagina/contact</loc>` +
        `<xhtml:link rel="alternate" hreflang="nl" href="${SITE}/pagina/contact"/>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${SITE}/en/page/contact"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/pagina/contact"/></url>`,
    );
  });

  it("leaves out noindex and unpublished pages and the CMS's fault pages", async () => {
    const xml = await (await sitemapLoader(get("/sitemap.xml"))).text();
    expect(xml).not.toContain("bedankt-");
    expect(xml).not.toContain("concept-nieuwe-zaal");
    expect(xml).not.toContain("demo-fout");
  });

  it("asks the CMS once for many requests in a row", async () => {
    await sitemapLoader(get("/sitemap.xml"));
    const calls = upstreamPaths().length;
    expect(calls).toBeGreaterThan(0);
    await Promise.all([sitemapLoader(get("/sitemap.xml")), sitemapLoader(get("/sitemap.xml"))]);
    expect(upstreamPaths()).toHaveLength(calls);
  });

  it("answers 503, stored nowhere, when a list fails rather than a partial sitemap", async () => {
    expectConsoleError(
      /\[content\] HTTP_ERROR news-page-list-en status 500/,
      /\[sitemap\] HTTP_ERROR/,
    );
    server.use(
      http.get("http://cms.test/api/render/news-page-list-en", () =>
        HttpResponse.json({ error: "boom" }, { status: 500 }),
      ),
    );
    const response = await sitemapLoader(get("/sitemap.xml"));
    expect(response.status).toBe(503);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Retry-After")).toBe("300");
    expect(await response.text()).not.toContain("<url>");
  });
});

describe("loadWholeList", () => {
  it("pages through a list at 100 a page, and stops at its bound whatever total the CMS claims", async () => {
    server.use(
      http.get("http://cms.test/api/render/page-list-nl", ({ request }) => {
        const page = new URL(request.url).searchParams.get("page") ?? "";
        const id = `p-${page}`;
        return HttpResponse.json({
          node: {
            id: "list",
            kind: "page-list",
            data: {},
            node_ids: [id],
            per_page: 100,
            statistics: { total_matches: 1_000_000_000 },
          },
          nodes: { [id]: { id, kind: "general-page", data: { url: `/pagina/${id}` } } },
        });
      }),
    );
    const request = new Request(`${SITE}/sitemap.xml`);
    const result = await loadWholeList(request, "nl", "pages", 3);
    if (result.status !== "ok") throw new Error(result.status);
    expect(result.value.map((item) => item.page.url)).toEqual([
      "/pagina/p-0",
      "/pagina/p-1",
      "/pagina/p-2",
    ]);
    expect(upstreamPaths()).toEqual([
      "/api/render/page-list-nl?page=0&per_page=100",
      "/api/render/page-list-nl?page=1&per_page=100",
      "/api/render/page-list-nl?page=2&per_page=100",
    ]);
  });
});

describe("/robots.txt", () => {
  it("names the sitemap's absolute address", async () => {
    const response = await robotsLoader(get("/robots.txt"));
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
