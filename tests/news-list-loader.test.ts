import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/news-list";
import type { NewsListView } from "~/views/news/news-list-view";
import { testCms, thrown } from "./support/cms";
import { expectConsoleError } from "./support/console-guard";

// The news list loader against the demo CMS (origin-agnostic handlers), with every upstreamUrls()
// call recorded so the tests can say what the CMS was asked.
const cms = testCms();
const server = cms.server;
const upstreamUrls = () => cms.calls.map((call) => call.url);

type Loaded = {
  data: {
    list: NewsListView;
    shell: { alternate: string | null; title: string | null; preview: boolean };
  };
  init: { headers?: HeadersInit } | null;
};

async function load(path: string): Promise<Loaded> {
  const request = new Request(new URL(path, "https://www.theater-amsterdam.example"));
  return (await loader({ request, params: {}, context: {} })) as unknown as Loaded;
}

/** What the loader asked the CMS's news list for. */
function listCalls() {
  return upstreamUrls()
    .filter((url) => /\/api\/render\/news-page-list-(nl|en)$/.test(url.pathname))
    .map((url) => ({
      path: url.pathname.replace("/api/render/", ""),
      page: url.searchParams.get("page"),
      perPage: url.searchParams.get("per_page"),
      q: url.searchParams.get("q"),
      tags: url.searchParams.getAll("filter_newsPageTag"),
    }));
}

describe("news list loader", () => {
  it("shows the first ten Dutch items, newest first, with furniture and CDN caching", async () => {
    const { data, init } = await load("/nieuws");
    expect(listCalls()).toEqual([
      { path: "news-page-list-nl", page: "0", perPage: "10", q: null, tags: [] },
    ]);
    expect(data.list.cards).toHaveLength(10);
    expect(data.list.total).toBeGreaterThanOrEqual(25);
    const dates = data.list.cards.map((card) => card.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(data.list.cards[0]?.href).toMatch(/^\/nieuwsitem\//);
    expect(data.list.cards[0]?.dateLabel).toMatch(
      /^(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag) \d{1,2} [a-z]+ \d{4}$/,
    );
    expect(data.list.pagination?.previous).toBeNull();
    expect(data.list.pagination?.next).toBe("/nieuws?p=2");
    expect(data.list.tags).toEqual(
      expect.arrayContaining(["voorstellingen", "theater", "zakelijk", "fonds", "educatie"]),
    );
    expect(data.shell.title).toBe("Nieuws");
    expect(data.shell.alternate).toBe("/en/news");
    expect(new Headers(init?.headers).get("Cache-Control")).toMatch(/public.*s-maxage=\d+/);
  });

  it("asks the English list for /en/news and builds English cards", async () => {
    const { data } = await load("/en/news?p=2");
    expect(listCalls()).toEqual([
      { path: "news-page-list-en", page: "1", perPage: "10", q: null, tags: [] },
    ]);
    expect(data.list.cards[0]?.href).toMatch(/^\/en\/newsitem\//);
    expect(data.list.cards[0]?.dateLabel).toMatch(/^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(data.list.pagination?.previous).toBe("/en/news");
    expect(data.shell.title).toBe("News");
    expect(data.shell.alternate).toBe("/nieuws?p=2");
  });

  it("pages through the whole list without repeating an item", async () => {
    const seen = new Set<string>();
    let path: string | null = "/nieuws";
    let pages = 0;
    while (path && pages < 10) {
      const { data } = await load(path);
      for (const card of data.list.cards) {
        expect(seen.has(card.id)).toBe(false);
        seen.add(card.id);
      }
      path = data.list.pagination?.next ?? null;
      pages++;
      if (path === null) expect(seen.size).toBe(data.list.total);
    }
    expect(pages).toBeGreaterThanOrEqual(3);
  });

  it("filters by tag, AND for repeated tags, and offers only the tags not chosen", async () => {
    const all = await load("/nieuws");
    const { data } = await load("/nieuws?tag=zakelijk");
    expect(listCalls().at(-1)?.tags).toEqual(["zakelijk"]);
    expect(data.list.total).toBeGreaterThan(0);
    expect(data.list.total).toBeLessThan(all.data.list.total);
    expect(data.list.query.tags).toEqual(["zakelijk"]);
    expect(data.list.tags).not.toContain("zakelijk");
    expect(data.shell.alternate).toBe("/en/news?tag=zakelijk");

    const theater = await load("/nieuws?tag=theater");
    const both = await load("/nieuws?tag=voorstellingen&tag=theater");
    expect(listCalls().at(-1)?.tags).toEqual(["voorstellingen", "theater"]);
    expect(both.data.list.total).toBeGreaterThan(0);
    expect(both.data.list.total).toBeLessThan(theater.data.list.total);
    expect(both.data.list.tags).not.toContain("theater");
  });

  it("searches with q and keeps q and tags in the page links", async () => {
    const { data } = await load("/nieuws?q=%20Musical%20");
    expect(listCalls().at(-1)?.q).toBe("musical");
    expect(data.list.query.q).toBe("musical");
    expect(data.list.cards.length).toBeGreaterThan(0);
    expect(data.list.total).toBeLessThan(25);

    const paged = await load("/nieuws?q=de");
    expect(paged.data.list.total).toBeGreaterThan(10);
    expect(paged.data.list.pagination?.next).toBe("/nieuws?q=de&p=2");
    const second = await load("/nieuws?q=de&tag=theater&p=2");
    expect(listCalls().at(-1)).toMatchObject({ page: "1", q: "de", tags: ["theater"] });
    expect(second.data.list.pagination?.previous).toBe("/nieuws?q=de&tag=theater");
  });

  it.each(["0", "-1", "abc", "", "1.5"])("treats p=%s as the first page", async (p) => {
    const { data } = await load(`/nieuws?p=${p}`);
    expect(listCalls()).toEqual([
      { path: "news-page-list-nl", page: "0", perPage: "10", q: null, tags: [] },
    ]);
    expect(data.list.cards).toHaveLength(10);
    expect(data.list.query.page).toBe(0);
  });

  it("answers a page past the last one with 404 and keeps the last page", async () => {
    const response = await thrown(load("/nieuws?p=999&tag=theater"));
    expect(response.status).toBe(404);
    expect(listCalls().at(-1)?.page).toBe("998");

    const total = (await load("/nieuws")).data.list.total;
    const last = Math.ceil(total / 10);
    expect((await load(`/nieuws?p=${last}`)).data.list.cards.length).toBeGreaterThan(0);
    expect((await thrown(load(`/en/news?p=${last + 1}`))).status).toBe(404);
  });

  it("cuts an absurdly long q to 200 characters and answers normally", async () => {
    const { data } = await load(`/nieuws?q=${"theater".repeat(2000)}`);
    const sent = listCalls().at(-1)?.q ?? "";
    expect(sent.length).toBe(200);
    expect(data.list.query.q).toBe(sent);
    expect(data.list.cards).toEqual([]);
  });

  it("answers an unknown tag with an empty list and drops malformed ones", async () => {
    const { data } = await load("/nieuws?tag=bestaat-niet&tag=%3Cscript%3E&tag=");
    expect(listCalls().at(-1)?.tags).toEqual(["bestaat-niet"]);
    expect(data.list.cards).toEqual([]);
    expect(data.list.total).toBe(0);
    expect(data.list.query.tags).toEqual(["bestaat-niet"]);
  });

  it("throws 500 when the CMS fails, and is never cached", async () => {
    expectConsoleError(
      /^\[content\] HTTP_ERROR news-page-list-nl status 500$/,
      /^\[news-list\] news-page-list-nl: HTTP_ERROR: status 500$/,
    );
    server.use(
      http.get("*/api/render/news-page-list-nl", () => HttpResponse.json({}, { status: 500 })),
    );
    const response = await thrown(load("/nieuws"));
    expect(response.status).toBe(500);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("drops an item lacking its thumbnail instead of failing the page", async () => {
    server.use(
      http.get("*/api/render/news-page-list-nl", () =>
        HttpResponse.json({
          node: {
            id: "list",
            kind: "news-page-list",
            data: {},
            node_ids: ["a", "b"],
            per_page: 10,
            statistics: { total_matches: 2 },
          },
          nodes: {
            a: {
              id: "a",
              kind: "news-page",
              publication_date: "2026-11-20T09:00:00+01:00",
              data: { url: "/nieuwsitem/a", heading: "Zonder beeld" },
            },
            b: {
              id: "b",
              kind: "news-page",
              publication_date: "2026-11-19T09:00:00+01:00",
              data: {
                url: "/nieuwsitem/b",
                heading: "Met beeld",
                images: {
                  thumb: {
                    cdn_url_path: "b.jpg",
                    crop_of: "b",
                    crop_width: 800,
                    crop_height: 600,
                    crop_x: 0,
                    crop_y: 0,
                    crop_type: "thumb",
                  },
                },
              },
            },
          },
          filters: {},
        }),
      ),
    );
    const { data } = await load("/nieuws");
    expect(data.list.cards.map((card) => card.heading)).toEqual(["Met beeld"]);
    expect(data.list.pagination).toBeNull();
  });
});
