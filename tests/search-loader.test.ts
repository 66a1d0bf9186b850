import { delay, HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import type { Shell } from "~/components/shell/site-context";
import { loader } from "~/routes/search";
import { searchIndexBuilds } from "~/services/search-index.server";
import type { SearchView } from "~/views/search/search";
import { testCms } from "./support/cms";
import { expectConsoleError } from "./support/console-guard";

const cms = testCms();
const server = cms.server;
const upstreamUrls = () => cms.calls.map((call) => call.url);

type Loaded = {
  data: { shell: Shell; search: SearchView };
  init: { headers?: HeadersInit } | null;
};

async function search(path: string, init: RequestInit = {}) {
  const request = new Request(new URL(path, "https://www.theater-amsterdam.example"), init);
  const result = (await loader({ request, params: {}, context: {} })) as unknown as Loaded;
  return {
    ...result.data,
    cacheControl: new Headers(result.init?.headers).get("Cache-Control"),
  };
}

const headings = (section: SearchView["productions" | "pages" | "news"]) =>
  section.status === "ok" ? section.items.map((item) => item.heading) : [];

const calledPaths = () => upstreamUrls().map((url) => url.pathname.replace("/api/render/", ""));

function failing(path: string, status = 500) {
  server.use(http.get(`*/api/render/${path}`, () => HttpResponse.json({}, { status })));
}

describe("search loader against the demo CMS", () => {
  it("finds De Notenkraker among the Dutch shows and news", async () => {
    const { search: view, shell } = await search("/zoeken?q=Notenkraker");
    expect(view.query).toBe("notenkraker");
    expect(headings(view.productions)[0]).toBe("De Notenkraker");
    expect(view.inCalendar).toBe(true);
    expect(headings(view.news)).toContain("Extra voorstellingen De Notenkraker");
    expect(view.pages).toEqual({ status: "ok", items: [], total: 0 });
    const [show] = view.productions.status === "ok" ? view.productions.items : [];
    expect(show?.salesButton).toBeTruthy();
    expect(show?.image.kind).toBe("crop");
    expect(show?.href).toBe("/voorstelling/de-notenkraker");
    expect(shell.title).toBe("Zoeken: “notenkraker”");
    expect(shell.alternate).toBe("/en/search?q=notenkraker");
    expect(shell.layout.footerColumns.length).toBeGreaterThan(0);
  });

  it("reads the whole lists of the page's language, and the other language's shows", async () => {
    await search("/zoeken?q=contact");
    const pages = upstreamUrls().find((url) => url.pathname.endsWith("/page-list-nl"));
    const news = upstreamUrls().find((url) => url.pathname.endsWith("/news-page-list-nl"));
    // No q: the index is built from every page and news item, and kept for the next query.
    expect(Object.fromEntries(pages?.searchParams ?? [])).toEqual({ page: "0", per_page: "100" });
    expect(Object.fromEntries(news?.searchParams ?? [])).toEqual({ page: "0", per_page: "100" });
    expect(calledPaths()).toEqual(
      expect.arrayContaining(["production-page-list-nl", "production-page-list-en"]),
    );
  });

  it("builds the index once for the same lists, and again when their content changes", async () => {
    await search("/zoeken?q=contact");
    const built = searchIndexBuilds();
    // These tests cache no page list (CONTENT_RENDER_TTL_MS=0): fresh copies of the same content
    // keep the index all the same.
    await search("/zoeken?q=parkeren");
    await search("/zoeken?q=notenkraaker");
    expect(searchIndexBuilds()).toBe(built);
    // A publication: the news list now holds another item, found at once.
    server.use(
      http.get("*/api/render/news-page-list-nl", () =>
        HttpResponse.json({
          node: {
            id: "list",
            kind: "news-page-list",
            data: {},
            node_ids: ["n1"],
            per_page: 100,
            statistics: { total_matches: 1 },
          },
          nodes: {
            n1: {
              id: "n1",
              kind: "news-page",
              data: { url: "/nieuwsitem/n1", heading: "Zomerfestival aangekondigd" },
            },
          },
        }),
      ),
    );
    const { search: view } = await search("/zoeken?q=zomerfestival");
    expect(searchIndexBuilds()).toBe(built + 1);
    expect(headings(view.news)).toEqual(["Zomerfestival aangekondigd"]);
  });

  it.each([
    ["/zoeken?q=notenkraaker", "De Notenkraker"],
    ["/zoeken?q=nutcraker", "De Notenkraker"],
    ["/zoeken?q=nutcracker", "De Notenkraker"],
    ["/en/search?q=notenkraker", "The Nutcracker"],
    ["/en/search?q=nutcraker", "The Nutcracker"],
  ])("forgives %s: the show first", async (path, show) => {
    const { search: view } = await search(path);
    expect(headings(view.productions)[0]).toBe(show);
    expect(view.suggestion).toBeNull();
    // The agenda's search forgives the same way (decision 0038, amended): the way on is there.
    expect(view.inCalendar).toBe(true);
  });

  it("finds a page by its FAQ and the one that sells gift cards", async () => {
    const parking = (await search("/zoeken?q=parkeren")).search;
    expect(headings(parking.productions)).toEqual([]);
    expect(headings(parking.pages)[0]).toBe("Bereikbaarheid");
    expect(parking.pages.status === "ok" && parking.pages.items[0]?.href).toBe(
      "/pagina/bereikbaarheid",
    );
    const english = (await search("/en/search?q=parking")).search;
    expect(headings(english.pages)[0]).toBe("Getting here");
    // The home page's banner sells them, so does De Grote Musical's page ("Bestel een
    // cadeaubon"); the FAQ says where to buy them.
    const gift = (await search("/zoeken?q=cadeaubon")).search;
    expect(headings(gift.productions)).toEqual(["De Grote Musical"]);
    expect(gift.pages.status === "ok" && gift.pages.items.map((card) => card.href)).toEqual(
      expect.arrayContaining(["/", "/pagina/veelgestelde-vragen"]),
    );
    const card = (await search("/en/search?q=gift card")).search.pages;
    expect(card.status === "ok" && card.items.map((item) => item.href)).toContain("/en");
  });

  it("asks for more than one character and asks the CMS only for the furniture", async () => {
    const { search: view, shell } = await search("/zoeken?q=h");
    expect(view).toMatchObject({ query: "h", tooShort: true, suggestion: null });
    expect(view.productions).toEqual({ status: "ok", items: [], total: 0 });
    expect(calledPaths()).toEqual(["production-page-list-nl"]);
    expect(shell.layout.mainMenu.length).toBeGreaterThan(0);
    expect((await search("/en/search?q=%C3%A9")).search.tooShort).toBe(true);
    expect((await search("/zoeken?q=hm")).search.tooShort).toBe(false);
  });

  it("suggests a close query when nothing matches, in both languages, and nothing for nonsense", async () => {
    const dutch = (await search("/zoeken?q=nootnkrakr")).search;
    expect(dutch.suggestion).toBe("notenkraker");
    expect(dutch.productions).toEqual({ status: "ok", items: [], total: 0 });
    expect((await search("/en/search?q=nuttcrakr")).search.suggestion).toBe("nutcracker");
    expect((await search("/zoeken?q=xyzzy")).search.suggestion).toBeNull();
    expect((await search("/en/search?q=qwrtpz")).search.suggestion).toBeNull();
  });

  it("shows every news item found with all=news", async () => {
    const first = (await search("/zoeken?q=de")).search.news;
    const every = (await search("/zoeken?q=de&all=news")).search.news;
    if (first.status !== "ok" || every.status !== "ok") throw new Error("news list failed");
    expect(first.items).toHaveLength(5);
    expect(every.items).toHaveLength(every.total);
    expect(every.total).toBeGreaterThan(5);
  });

  it("never lists a noindex page, nor counts it", async () => {
    for (const [path, thanks] of [
      ["/zoeken?q=bedankt", "Bedankt voor uw bestelling"],
      ["/en/search?q=thank", "Thank you for your order"],
    ] as const) {
      const { search: view } = await search(path);
      expect(headings(view.pages), path).not.toContain(thanks);
      expect(view.pages.status === "ok" && view.pages.total, path).toBe(
        view.pages.status === "ok" ? view.pages.items.length : -1,
      );
    }
  });

  it("shows the first 10 pages found, and with all=pages every one", async () => {
    const first = (await search("/zoeken?q=de")).search.pages;
    const every = (await search("/zoeken?q=de&all=pages")).search.pages;
    if (first.status !== "ok" || every.status !== "ok") throw new Error("page list failed");
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThan(10);
    expect(every.total).toBe(first.total);
    expect(every.items).toHaveLength(first.total);
    expect(every.items.slice(0, 10)).toEqual(first.items);
  });

  it("lists the contact pages first and keeps a page without images with the default picture", async () => {
    const { search: view } = await search("/zoeken?q=contact");
    expect(view.pages.status).toBe("ok");
    if (view.pages.status !== "ok") return;
    expect(view.pages.items[0]?.heading).toBe("Contact");
    const faq = view.pages.items.find((item) => item.heading === "Veelgestelde vragen");
    expect(faq?.image).toEqual({ kind: "default" });
    expect(view.pages.items.every((item) => item.href.startsWith("/pagina/"))).toBe(true);
  });

  it("finds English shows, pages and news for 'musical', 5 shows at most", async () => {
    const { search: view, shell } = await search("/en/search?q=musical");
    expect(calledPaths()).toEqual(
      expect.arrayContaining(["production-page-list-en", "page-list-en", "news-page-list-en"]),
    );
    expect(view.productions.status).toBe("ok");
    if (view.productions.status !== "ok") return;
    expect(view.productions.items).toHaveLength(5);
    expect(view.productions.total).toBeGreaterThan(5);
    // Heading matches come before shows that only mention the word elsewhere.
    expect(view.productions.items[0]?.heading.toLowerCase()).toContain("musical");
    expect(view.productions.items.every((item) => item.href.startsWith("/en/show/"))).toBe(true);
    expect(headings(view.pages)).toContain("De Grote Musical premiere");
    expect(headings(view.news)).toContain("De Grote Musical opens this week");
    expect(shell.title).toBe("Search: “musical”");
    expect(shell.alternate).toBe("/zoeken?q=musical");
  });

  it("gives news without a subheading its publication date as subheading", async () => {
    server.use(
      http.get("*/api/render/news-page-list-nl", () =>
        HttpResponse.json({
          node: {
            id: "list",
            kind: "news-page-list",
            data: {},
            node_ids: ["n1"],
            per_page: 5,
            statistics: { total_matches: 1 },
          },
          nodes: {
            n1: {
              id: "n1",
              kind: "news-page",
              publication_date: "2026-11-21T09:00:00+01:00",
              data: { url: "/nieuwsitem/n1", heading: "Nieuws zonder ondertitel" },
            },
          },
        }),
      ),
    );
    const { search: view } = await search("/zoeken?q=ondertitel");
    expect(view.news).toMatchObject({
      status: "ok",
      items: [{ heading: "Nieuws zonder ondertitel", subheading: "zaterdag 21 november 2026" }],
    });
  });

  it("reports no results when nothing matches", async () => {
    const { search: view } = await search("/zoeken?q=xyzzy");
    expect(view).toEqual({
      query: "xyzzy",
      tooShort: false,
      suggestion: null,
      inCalendar: false,
      productions: { status: "ok", items: [], total: 0 },
      pages: { status: "ok", items: [], total: 0 },
      news: { status: "ok", items: [], total: 0 },
    });
  });

  it("searches nothing for an empty or blank query, but still wears the furniture", async () => {
    for (const path of ["/zoeken", "/zoeken?q=", "/zoeken?q=%20%20"]) {
      upstreamUrls().length = 0;
      const { search: view, shell } = await search(path);
      expect(view.query).toBe("");
      expect(view.productions).toEqual({ status: "ok", items: [], total: 0 });
      expect(calledPaths().filter((p) => !p.startsWith("production-page-list"))).toEqual([]);
      expect(shell.title).toBe("Zoeken");
      expect(shell.alternate).toBe("/en/search");
      expect(shell.layout.mainMenu.length).toBeGreaterThan(0);
    }
  });

  it.each(["(", "[", "*", "<script>alert(1)</script>", "c++ (a|b) [x-y] {2} .*?^$/\\"])(
    "treats %s as plain text",
    async (q) => {
      const { search: view } = await search(`/zoeken?q=${encodeURIComponent(q)}`);
      expect(view.query).toBe(q.toLowerCase());
      expect(view.productions.status).toBe("ok");
      expect(view.pages.status).toBe("ok");
      expect(view.news.status).toBe("ok");
    },
  );

  it("finds a show by a word in brackets, literally", async () => {
    const { search: view } = await search(`/zoeken?q=${encodeURIComponent("jordaan!")}`);
    expect(headings(view.productions)).toContain("Jordaan! De Musical");
  });

  it("answers a 2000-character query with a normal page", async () => {
    const q = `${"musical ".repeat(250)}`;
    const { search: view } = await search(`/zoeken?q=${encodeURIComponent(q)}`);
    expect(view.query.length).toBeLessThanOrEqual(200);
    expect(view.query.startsWith("musical musical")).toBe(true);
    expect(headings(view.productions)[0]).toBe("De Grote Musical");
    const junk = await search(`/zoeken?q=${"%28%5B%2A".repeat(700)}`);
    expect(junk.search.query).toHaveLength(200);
    expect(junk.search.pages.status).toBe("ok");
  });

  it("keeps the other sections when the page list fails", async () => {
    expectConsoleError(/\[content\] HTTP_ERROR page-list-nl/, /\[search\] page list: HTTP_ERROR/);
    failing("page-list-nl");
    const { search: view, cacheControl } = await search("/zoeken?q=musical");
    expect(view.pages).toEqual({ status: "error" });
    expect(headings(view.productions).length).toBeGreaterThan(0);
    expect(headings(view.news).length).toBeGreaterThan(0);
    expect(cacheControl).toMatch(/s-maxage=10\b/);
  });

  it("keeps the other sections when the news list fails", async () => {
    expectConsoleError(
      /\[content\] HTTP_ERROR news-page-list-en network/,
      /\[search\] news list: HTTP_ERROR/,
    );
    server.use(http.get("*/api/render/news-page-list-en", () => HttpResponse.error()));
    const { search: view } = await search("/en/search?q=musical");
    expect(view.news).toEqual({ status: "error" });
    expect(headings(view.pages).length).toBeGreaterThan(0);
  });

  it("keeps the other sections when the production list fails, and wears their furniture", async () => {
    expectConsoleError(
      /\[content\] HTTP_ERROR production-page-list-nl status 503/,
      /\[search\] production list: HTTP_ERROR/,
    );
    failing("production-page-list-nl", 503);
    const { search: view, shell } = await search("/zoeken?q=contact");
    expect(view.productions).toEqual({ status: "error" });
    expect(headings(view.pages)).toContain("Contact");
    expect(shell.layout.footerColumns.length).toBeGreaterThan(0);
  });

  it("renders even when every call fails", async () => {
    expectConsoleError(
      /\[content\] HTTP_ERROR/,
      /\[search\] (production|page) list: HTTP_ERROR/,
      /\[search\] news list: NOT_FOUND/,
    );
    failing("production-page-list-nl");
    failing("page-list-nl");
    failing("news-page-list-nl", 404);
    const { search: view, shell } = await search("/zoeken?q=musical");
    expect(view.productions).toEqual({ status: "error" });
    expect(view.pages).toEqual({ status: "error" });
    expect(view.news).toEqual({ status: "error" });
    expect(shell.layout.mainMenu.length).toBeGreaterThan(0);
  });

  it("makes the five calls in parallel", async () => {
    const events: string[] = [];
    server.use(
      http.get("*/api/render/:list", async ({ params }) => {
        events.push(`start ${params.list}`);
        await delay(60);
        events.push(`answer ${params.list}`);
        // Falls through to the demo CMS handler.
      }),
    );
    await search("/zoeken?q=musical");
    expect(events.slice(0, 5).sort()).toEqual([
      "start home-nl",
      "start news-page-list-nl",
      "start page-list-nl",
      "start production-page-list-en",
      "start production-page-list-nl",
    ]);
    expect(events.slice(5).every((event) => event.startsWith("answer "))).toBe(true);
  });

  it("caches for a CDN, but not a page whose sales links carry a referral code", async () => {
    expect((await search("/zoeken?q=musical")).cacheControl).toMatch(/s-maxage=20\b/);
    expect((await search("/zoeken?q=musical&r=partner1")).cacheControl).toBe("private, no-store");
  });
});
