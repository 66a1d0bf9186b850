// The demo CMS against the contract: every fixture answer passes the schemas, the data set
// has the promised breadth, and lists, preview and not-found behave like the real CMS.
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractProblems } from "./contract-check";
import { datasetFor } from "./fixtures/clock";
import { ZONE } from "./fixtures/events";
import { server } from "./node";

const CMS = "http://cms.test/api/render/";
const PREVIEW = { headers: { Cookie: "theme=dark; cms_session=editor-42" } };

// biome-ignore lint/suspicious/noExplicitAny: the tests read answers as loose JSON
type Json = Record<string, any>;

async function render(path: string, init?: RequestInit): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${CMS}${path}`, init);
  return { status: response.status, body: (await response.json()) as Json };
}

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const dataset = datasetFor(new Date());
const today = DateTime.fromISO(dataset.today, { zone: ZONE });
const published = dataset.pages.filter((page) => page.published);
const drafts = dataset.pages.filter((page) => !page.published);

describe("every fixture answer passes the contract", () => {
  const lists = ["nl", "en"].flatMap((lang) => [
    `production-page-list-${lang}`,
    `page-list-${lang}?page=0&per_page=100`,
    `news-page-list-${lang}?page=0&per_page=100`,
    `news-page-list-${lang}?filter_newsPageTag=fonds&q=carrefonds`,
  ]);

  it("content pages, home pages and lists", async () => {
    const problems: string[] = [];
    for (const path of [...published.map((page) => page.path), ...lists]) {
      const { status, body } = await render(path);
      if (status !== 200) problems.push(`${path}: status ${status}`);
      else problems.push(...contractProblems(path, body));
    }
    expect(problems).toEqual([]);
    expect(published.length).toBeGreaterThan(150);
  });

  it("drafts in preview", async () => {
    const problems: string[] = [];
    for (const page of drafts) {
      const { status, body } = await render(page.path, PREVIEW);
      if (status !== 200) problems.push(`${page.path}: status ${status}`);
      else problems.push(...contractProblems(page.path, body));
    }
    expect(problems).toEqual([]);
  });

  it("redirects and short URLs, looked up as the site asks for them", async () => {
    const problems: string[] = [];
    for (const record of dataset.redirects.values()) {
      const asked = record.path.includes("?") ? encodeURIComponent(record.path) : record.path;
      const { status, body } = await render(asked);
      if (status !== 200 || body.is_redirect !== true) problems.push(`${asked}: not a redirect`);
      else problems.push(...contractProblems(asked, body));
    }
    expect(problems).toEqual([]);
  });

  it("every page's url is its own path and urlTranslated leads back to it", () => {
    for (const page of dataset.pages) {
      const data = page.node.data as { url: string; urlTranslated?: string | null };
      if (page.node.kind === "home-page") continue;
      expect(data.url).toBe(`/${page.path}`);
      if (!data.urlTranslated) continue;
      const other = dataset.byPath.get(data.urlTranslated.slice(1));
      expect(other, `${page.path} → ${data.urlTranslated}`).toBeDefined();
      expect(other?.node.data.urlTranslated).toBe(data.url);
    }
  });

  it("menus and footers only link to pages that exist", async () => {
    const siteRoutes = new Set(["/", "/en", "/agenda", "/en/calendar", "/nieuws", "/en/news"]);
    const links: string[] = [];
    const collect = (items: unknown) => {
      for (const item of (items as Json[] | null) ?? []) {
        if (item.link) links.push(item.link);
        collect(item.children);
        collect(item.menuItems);
      }
    };
    for (const path of [
      "pagina/contact",
      "en/page/contact",
      "pagina/carrefonds",
      "en/page/carrefonds",
    ]) {
      const { body } = await render(path);
      collect(body.node.data.mainMenu);
      collect(body.node.data.topMenu);
      collect(body.node.data.footerItems);
      expect(body.node.data.footerItems).toHaveLength(4);
      expect(body.node.data.socials.map((s: Json) => s.network)).toEqual([
        "facebook",
        "instagram",
        "youtube",
        "tiktok",
      ]);
    }
    const broken = links.filter(
      (link) =>
        !/^https?:/.test(link) && !siteRoutes.has(link) && !dataset.byPath.has(link.slice(1)),
    );
    expect(broken).toEqual([]);
  });
});

describe("the data set", () => {
  const productions = Object.values(dataset.productions);
  const events = productions.flatMap((production) => production.events);

  it("has at least 40 productions, each with a Dutch and an English page", async () => {
    expect(productions.length).toBeGreaterThanOrEqual(40);
    for (const lang of ["nl", "en"]) {
      const { body } = await render(`production-page-list-${lang}`);
      expect(body.node.node_ids.length).toBe(productions.length);
      expect(Object.keys(body.productions).length).toBe(productions.length);
    }
  });

  it("has productions with 0, exactly 1 and 30+ events", () => {
    const counts = productions.map((production) => production.events.length);
    expect(counts.filter((count) => count === 0).length).toBeGreaterThanOrEqual(1);
    expect(counts.filter((count) => count === 1).length).toBeGreaterThanOrEqual(3);
    expect(counts.filter((count) => count >= 30).length).toBeGreaterThanOrEqual(3);
  });

  it("has every sales status and every statusID under on_sale", () => {
    const statuses = new Set(events.map((event) => event.sales_status));
    expect([...statuses].sort()).toEqual(
      ["on_sale", "sales_finished", "sales_not_started", "show_finished", "show_started"].sort(),
    );
    const ids = new Set(
      events
        .filter((event) => event.sales_status === "on_sale")
        .map((event) => event.data?.statusID ?? null),
    );
    for (const id of [
      null,
      "last_chance",
      "waiting_list",
      "15685",
      "15680",
      "15681",
      "15682",
      "15684",
    ]) {
      expect(ids.has(id), `statusID ${id}`).toBe(true);
    }
    const texts = Object.fromEntries(
      events.map((event) => [event.data?.statusID, event.data?.status]),
    );
    expect(texts).toMatchObject({
      last_chance: "Laatste kans",
      "15685": "Uitverkocht",
      "15680": "Geannuleerd",
      "15681": "Bel ons",
      "15682": "Gratis",
      "15684": "Niet reserveerbaar",
    });
  });

  it("spreads events over the next 12 months with Amsterdam offsets, mostly at 20:00", () => {
    const starts = events.map((event) => DateTime.fromISO(event.start_date, { setZone: true }));
    for (const [index, start] of starts.entries()) {
      const inAmsterdam = start.setZone(ZONE);
      expect(start.offset, events[index]?.start_date).toBe(inAmsterdam.offset);
      expect(events[index]?.start_date).toMatch(/T\d\d:\d\d:\d\d\+0[12]:00$/);
      expect(start >= today.minus({ days: 2 }) && start <= today.plus({ days: 366 })).toBe(true);
    }
    for (let month = 0; month < 12; month++) {
      const first = today.startOf("month").plus({ months: month });
      expect(
        starts.some((start) => start.hasSame(first, "month") && start.hasSame(first, "year")),
        first.toISODate() ?? "",
      ).toBe(true);
    }
    const atEight = starts.filter((start) => start.setZone(ZONE).hour === 20).length;
    expect(atEight / starts.length).toBeGreaterThan(0.5);
    const hosts = new Set(events.map((event) => new URL(event.sales_url ?? "").host));
    expect(hosts).toEqual(
      new Set(["tickets.theater-amsterdam.example", "www.concertkaarten.example"]),
    );
    expect(events.every((event) => (event.prices?.length ?? 0) >= 1)).toBe(true);
  });

  it("has at least 25 news items per language, newest first, published in the past", async () => {
    for (const lang of ["nl", "en"]) {
      const { body } = await render(`news-page-list-${lang}?per_page=100`);
      expect(body.node.statistics.total_matches).toBeGreaterThanOrEqual(25);
      const dates = body.node.node_ids.map(
        (id: string) => body.nodes[id].publication_date as string,
      );
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(dates.every((date: string) => DateTime.fromISO(date) < DateTime.now())).toBe(true);
    }
  });

  it("uses every widget kind and page feature on the general pages", () => {
    const general = dataset.pages
      .filter((page) => page.node.kind === "general-page")
      .map((page) => page.node.data as Json);
    const widgets = general.flatMap((data) => (data.widgets ?? []) as Json[]);
    const kinds = new Set(widgets.map((widget) => widget.kind));
    for (const kind of [
      "content_block",
      "content_block_group",
      "image_block",
      "image_divider",
      "text_widget",
      "quote_widget_group",
      "question_category_group",
    ]) {
      expect(kinds.has(kind), kind).toBe(true);
    }
    const imageBlocks = widgets.filter((widget) => widget.kind === "image_block");
    expect(new Set(imageBlocks.map((widget) => widget.image_on_right))).toEqual(
      new Set([true, false]),
    );
    expect(widgets.some((widget) => widget.kind === "text_widget" && widget.socials)).toBe(true);
    expect(widgets.some((widget) => widget.kind === "text_widget" && widget.paymentmethods)).toBe(
      true,
    );

    const has = (predicate: (data: Json) => boolean) => general.some(predicate);
    const stars = general.flatMap((data) =>
      [...(data.quotes ?? []), ...widgets.flatMap((w) => w.quotes ?? [])].map((q: Json) => q.stars),
    );
    expect(stars.some((star) => star % 1 !== 0)).toBe(true);
    expect(
      has((data) => (data.personGroups ?? []).some((group: Json) => group.persons.length >= 7)),
    ).toBe(true);
    for (const field of [
      "sponsors",
      "recommendedPages",
      "tabs",
      "sidebarItems",
      "youtubeEmbedURLs",
      "newsWidgetTags",
      "faqCategories",
    ]) {
      expect(
        has((data) => (data[field] ?? []).length > 0),
        field,
      ).toBe(true);
    }
    expect(has((data) => Boolean(data.contentBottom))).toBe(true);
    expect(has((data) => Boolean(data.newsWidgetHeading))).toBe(true);
    expect(has((data) => data.images?.headerLarge?.length >= 2)).toBe(true);
    expect(has((data) => Boolean(data.youtubeUrl))).toBe(true);
    expect(
      has((data) => data.premiereForm === true && data.premiereFormStartTimeOpts.length > 0),
    ).toBe(true);
    expect(has((data) => String(data.contentMain).includes("<p>[form]</p>"))).toBe(true);
    const bannerCounts = new Set(general.map((data) => (data.banners ?? []).length));
    for (const count of [4, 3, 2]) expect(bannerCounts.has(count), `${count} banners`).toBe(true);
    // Deliberately incomplete items the site must drop.
    const banners = general.flatMap((data) => [...(data.banners ?? []), ...(data.banners2 ?? [])]);
    expect(banners.some((banner: Json) => !banner.button_text && !banner.buttonText)).toBe(true);
    expect(banners.some((banner: Json) => !banner.title)).toBe(true);
    expect(
      general.flatMap((data) => data.sponsors ?? []).some((sponsor: Json) => !sponsor.image),
    ).toBe(true);
    const questions = general.flatMap((data) =>
      (data.faqCategories ?? []).flatMap((c: Json) => c.questions),
    );
    expect(questions.some((question: Json) => !question.answer)).toBe(true);
  });

  it("has the promoted musical, its premiere page and the fund pages", async () => {
    const musical = await render("voorstelling/de-grote-musical");
    expect(musical.body.node.data.personGroups.length).toBeGreaterThanOrEqual(2);
    expect(musical.body.node.data.faqCategories.length).toBeGreaterThan(0);
    expect(
      musical.body.productions[musical.body.node.production_id].events.length,
    ).toBeGreaterThanOrEqual(30);
    const premiere = await render("en/show/de-grote-musical-premiere");
    expect(premiere.body.node.data.urlTranslated).toBe("/voorstelling/premiere-de-grote-musical");
    const fund = await render("pagina/carrefonds");
    expect(fund.body.node.data).toMatchObject({ isFoundation: true, siteTitle: "Carrefonds" });
    const theatre = await render("pagina/contact");
    expect(theatre.body.node.data).toMatchObject({
      isFoundation: false,
      siteTitle: "Theater Amsterdam",
    });
  });

  it("is the same for the same day and regenerated for another day", () => {
    expect(datasetFor(new Date())).toBe(dataset);
    const later = datasetFor(today.plus({ days: 40, hours: 12 }).toJSDate());
    const first = (d: typeof dataset) => d.productions["17101"]?.events[0]?.start_date;
    expect(first(later)).not.toBe(first(dataset));
    expect(JSON.stringify(datasetFor(today.plus({ hours: 13 }).toJSDate()).pages)).toBe(
      JSON.stringify(dataset.pages),
    );
  });
});

describe("not found and preview", () => {
  it("answers 404 for an unknown path", async () => {
    const { status, body } = await render("pagina/bestaat-niet");
    expect(status).toBe(404);
    expect(body).toEqual({ error: "not_found" });
  });

  it("matches paths case-sensitively and strips one leading slash", async () => {
    expect((await render("pagina/Contact")).status).toBe(404);
    expect((await render("/pagina/contact")).status).toBe(200);
  });

  it("hides drafts without the CMS session cookie", async () => {
    for (const path of ["pagina/concept-nieuwe-zaal", "en/page/draft-new-hall"]) {
      expect((await render(path)).status).toBe(404);
      expect((await render(path, { headers: { Cookie: "cms_session=" } })).status).toBe(404);
      const preview = await render(path, PREVIEW);
      expect(preview.status).toBe(200);
      expect(preview.body.is_preview).toBe(true);
    }
  });

  it("marks answers as preview only with the cookie", async () => {
    expect((await render("pagina/contact")).body.is_preview).toBe(false);
    expect((await render("pagina/contact", PREVIEW)).body.is_preview).toBe(true);
    expect((await render("home-nl", PREVIEW)).body.is_preview).toBe(true);
  });

  it("lists drafts only in preview", async () => {
    const ids = async (init?: RequestInit) =>
      (await render("page-list-nl?per_page=100", init)).body.node.node_ids as string[];
    const draftId = dataset.byPath.get("pagina/concept-nieuwe-zaal")?.node.id;
    expect(await ids()).not.toContain(draftId);
    expect(await ids(PREVIEW)).toContain(draftId);
  });
});

describe("lists", () => {
  it("pages general pages with a 0-based page and per_page", async () => {
    const all = (await render("page-list-nl?per_page=100")).body.node;
    const first = (await render("page-list-nl?page=0&per_page=5")).body;
    const second = (await render("page-list-nl?page=1&per_page=5")).body;
    expect(first.node.per_page).toBe(5);
    expect(first.node.node_ids).toEqual(all.node_ids.slice(0, 5));
    expect(second.node.node_ids).toEqual(all.node_ids.slice(5, 10));
    expect(first.node.statistics.total_matches).toBe(all.node_ids.length);
    expect(Object.keys(first.nodes).sort()).toEqual([...first.node.node_ids].sort());
    const beyond = (await render("page-list-nl?page=99&per_page=5")).body.node;
    expect(beyond.node_ids).toEqual([]);
    expect(beyond.statistics.total_matches).toBe(all.node_ids.length);
    expect((await render("page-list-nl")).body.node.per_page).toBe(10);
  });

  it("searches heading, subheading and content case-insensitively", async () => {
    const { body } = await render("page-list-nl?q=IEDEREEN%20welkom");
    const headings = body.node.node_ids.map((id: string) => body.nodes[id].data.heading);
    expect(headings).toContain("Toegankelijkheid");
    expect(body.node.statistics.total_matches).toBe(body.node.node_ids.length);
    const english = await render("page-list-en?q=Everyone%20WELCOME");
    expect(english.body.node.node_ids.length).toBeGreaterThan(0);
    expect((await render("page-list-nl?q=xyzzy")).body.node.statistics.total_matches).toBe(0);
  });

  it("filters news by every given tag and by text", async () => {
    const fund = (await render("news-page-list-nl?filter_newsPageTag=fonds&per_page=100")).body;
    const both = (
      await render(
        "news-page-list-nl?filter_newsPageTag=fonds&filter_newsPageTag=zakelijk&per_page=100",
      )
    ).body;
    const tagsOf = (body: Json) =>
      body.node.node_ids.map((id: string) => body.nodes[id].data.newsPageTags);
    expect(tagsOf(fund).every((tags: string[]) => tags.includes("fonds"))).toBe(true);
    expect(
      tagsOf(both).every((tags: string[]) => tags.includes("fonds") && tags.includes("zakelijk")),
    ).toBe(true);
    expect(both.node.statistics.total_matches).toBeGreaterThan(0);
    expect(both.node.statistics.total_matches).toBeLessThan(fund.node.statistics.total_matches);
    expect(fund.filters.newsPageTag.selected).toEqual(["fonds"]);
    const text = (await render("news-page-list-en?q=NUTCRACKER")).body;
    expect(text.node.node_ids.length).toBeGreaterThan(0);
    const paged = (await render("news-page-list-en?page=1&per_page=10")).body.node;
    expect(paged.node_ids).toHaveLength(10);
  });
});
