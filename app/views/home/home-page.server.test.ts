import { describe, expect, it } from "vitest";
import type { HomeData } from "~/content/schema";
import { event, homeCtx, SHOP, source } from "../../../tests/support/home";
import { testCrop } from "../../../tests/support/test-crop";
import { seededRandom } from "../../models/content/seeded-random";
import { objectPosition } from "./home-page";
import { buildHomeView, heroView } from "./home-page.server";

const day = testCrop({ cdn_url_path: "day.jpg" });
const night = testCrop({ cdn_url_path: "night.jpg" });
const home: HomeData = {
  headerTitle: " Welkom in het theater ",
  hideHeaderTitleMobile: true,
  headerImageDay: day,
  headerImageNight: night,
  headerImageMobile: testCrop({ cdn_url_path: "mobile.jpg" }),
  headerImagePosition: "center  bottom",
  headerImages: [testCrop({ cdn_url_path: "r1.jpg" }), { cdn_url_path: "broken.jpg" }],
  textWidget1: { title: "Kassa", content: "<p>Open <script>alert(1)</script>dagelijks</p>" },
  textWidget2: { title: " ", content: " " },
  youtubeURL: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
};
const ctx = {
  ...homeCtx,
  hosts: { own: ["www.theater-amsterdam.example"], ticketing: [] },
  random: seededRandom(1),
  calendar: { day: null, month: null, item: 0 },
};

describe("hero", () => {
  it("shows the day image by day and the night image by night", () => {
    expect(heroView(home, { daytime: true, rotate: true }).image?.cdn_url_path).toBe("day.jpg");
    expect(heroView(home, { daytime: false, rotate: true }).image?.cdn_url_path).toBe("night.jpg");
  });

  it("carries title, mobile image, position and the complete rotation images", () => {
    expect(heroView(home, { daytime: true, rotate: true })).toMatchObject({
      title: "Welkom in het theater",
      hideTitleMobile: true,
      mobileImage: { cdn_url_path: "mobile.jpg" },
      position: "center bottom",
      rotation: [{ cdn_url_path: "r1.jpg" }],
      isFoundation: false,
    });
  });

  it("never rotates on the fund site or the alternative home page", () => {
    expect(
      heroView({ ...home, isFoundation: true }, { daytime: true, rotate: true }).rotation,
    ).toEqual([]);
    expect(heroView(home, { daytime: true, rotate: false }).rotation).toEqual([]);
  });

  it("lets only plain positions into the style attribute", () => {
    expect(objectPosition("50% 30%")).toBe("50% 30%");
    expect(objectPosition("left 10px top")).toBe("left 10px top");
    expect(objectPosition("center; background: url(x)")).toBeNull();
    expect(objectPosition("url(evil)")).toBeNull();
    expect(objectPosition("")).toBeNull();
  });
});

describe("home view", () => {
  const sources = [source("a"), source("b")];

  it("builds every block of the normal home page", () => {
    const view = buildHomeView(
      { home, productions: sources, news: [], venues: {} },
      { ...ctx, daytime: true },
    );
    expect(view.alternative).toBe(false);
    expect(view.slides.map((s) => s.id).sort()).toEqual(["a", "b"]);
    expect(view.highlights).toHaveLength(2);
    expect(view.calendar?.selectedDay).toBe("2026-11-25");
    expect(view.textWidgets).toEqual([{ title: "Kassa", content: "<p>Open dagelijks</p>" }]);
    expect(view.videos).toEqual(["dQw4w9WgXcQ"]);
  });

  it("keeps the alternative home page simple: no slider, calendar or highlights", () => {
    const view = buildHomeView(
      { home: { ...home, alternativeHomepage: true }, productions: sources, news: [], venues: {} },
      { ...ctx, daytime: false },
    );
    expect(view.alternative).toBe(true);
    expect(view.slides).toEqual([]);
    expect(view.calendar).toBeNull();
    expect(view.highlights).toEqual([]);
    expect(view.hero.rotation).toEqual([]);
    expect(view.hero.image?.cdn_url_path).toBe("night.jpg");
    expect(view.textWidgets).toHaveLength(1);
  });

  it("makes news cards in newsHighlights order, only with a publication date", () => {
    const news = (id: string, date: string | null) => ({
      node: {
        id,
        kind: "news-page",
        publication_date: date,
        data: { url: `/nieuwsitem/${id}`, heading: `News ${id}`, images: { thumb: testCrop() } },
      },
      page: { url: `/nieuwsitem/${id}` },
    });
    const view = buildHomeView(
      {
        home: { ...home, newsHighlights: ["n2", "n1", "n3"] },
        productions: [],
        news: [
          news("n1", "2026-11-01T10:00:00+01:00"),
          news("n2", "2026-11-10T10:00:00+01:00"),
          news("n3", null),
        ],
        venues: {},
      },
      ctx,
    );
    expect(view.news.map((card) => card.id)).toEqual(["n2", "n1"]);
    expect(view.news[0]?.dateLabel).toBe("dinsdag 10 november 2026");
  });
});

describe("home view per cached answer", () => {
  // NOW (tests/support/home.ts) is Friday 20 November 2026, 11:00 in Amsterdam.
  const answer = () => ({
    home,
    productions: [
      source("a", {}, [
        event("a-1", "2026-11-20T20:00:00+01:00"),
        event("a-2", "2026-11-21T20:00:00+01:00"),
      ]),
    ],
    news: [],
    venues: {},
  });
  const visitor = (referral: string | null, now = ctx.now) => ({
    ...ctx,
    now,
    daytime: true,
    sales: { ...ctx.sales, referral },
  });

  it("reuses the calendar months for the same answer but gives each visitor their sales links", () => {
    const source = answer();
    const first = buildHomeView(source, visitor(null));
    const second = buildHomeView(source, visitor("friend"));
    expect(second.calendar?.productions).toBe(first.calendar?.productions);
    const link = (view: typeof first) => view.calendar?.days["2026-11-20"]?.[0]?.href ?? null;
    expect(link(first)).toBe(`${SHOP}a-1`);
    expect(link(second)).toContain("friend");
    // Without a referral the month's buttons are shared too, whatever day is chosen in it.
    const third = buildHomeView(source, {
      ...visitor(null),
      calendar: { day: "2026-11-21", month: null, item: 0 },
    });
    expect(third.calendar?.days).toBe(first.calendar?.days);
    expect(third.calendar?.selectedDay).toBe("2026-11-21");
    expect(second.calendar?.days).not.toBe(first.calendar?.days);
  });

  it("shares the highlights, news and furniture of a day between visitors without a referral", () => {
    const source = answer();
    const first = buildHomeView(source, visitor(null));
    const again = buildHomeView(source, visitor(null));
    expect(again.highlights).toBe(first.highlights);
    expect(again.news).toBe(first.news);
    expect(again.layout).toBe(first.layout);
    const referred = buildHomeView(source, visitor("friend"));
    // Built for the visitor (links with several dates lead to the page, without the code).
    expect(referred.highlights).not.toBe(first.highlights);
    // The next day builds them again.
    const saturday = buildHomeView(source, visitor(null, new Date("2026-11-20T23:00:00Z")));
    expect(saturday.highlights).not.toBe(first.highlights);
  });

  it("shares the day's slides between visitors without a referral, each with their own order", () => {
    const five = {
      ...answer(),
      home: { ...home, slideshowPages: null, pinnedSlideIDs: [] },
      productions: ["a", "b", "c", "d", "e"].map((id) => source(id)),
    };
    const orders = new Set<string>();
    const first = buildHomeView(five, { ...visitor(null), random: seededRandom(1) });
    for (let seed = 2; seed < 8; seed++) {
      const again = buildHomeView(five, { ...visitor(null), random: seededRandom(seed) });
      orders.add(again.slides.map((slide) => slide.id).join());
      for (const slide of again.slides) {
        expect(slide).toBe(first.slides.find((kept) => kept.id === slide.id));
      }
    }
    expect(orders.size).toBeGreaterThan(1);
    const referred = buildHomeView(five, { ...visitor("friend"), random: seededRandom(1) });
    const href = (slide: (typeof first.slides)[number] | undefined) =>
      slide?.salesButton && "href" in slide.salesButton ? slide.salesButton.href : "";
    expect(href(referred.slides[0])).toContain("friend");
    expect(href(first.slides[0])).not.toContain("friend");
  });

  it("builds the months again for another answer", () => {
    const first = buildHomeView(answer(), visitor(null));
    expect(buildHomeView(answer(), visitor(null)).calendar?.productions).not.toBe(
      first.calendar?.productions,
    );
  });

  it("rolls over at midnight in Amsterdam: yesterday's performance drops out", () => {
    const source = answer();
    const friday = buildHomeView(source, visitor(null));
    expect(friday.calendar?.today).toBe("2026-11-20");
    expect(friday.calendar?.selectedDay).toBe("2026-11-20");
    // 23:59 in Amsterdam is still Friday; one minute later it is Saturday.
    const late = buildHomeView(source, visitor(null, new Date("2026-11-20T22:59:00Z")));
    expect(late.calendar?.productions).toBe(friday.calendar?.productions);
    const saturday = buildHomeView(source, visitor(null, new Date("2026-11-20T23:00:00Z")));
    expect(saturday.calendar?.today).toBe("2026-11-21");
    expect(saturday.calendar?.selectedDay).toBe("2026-11-21");
    expect(saturday.calendar?.days["2026-11-20"]).toBeUndefined();
    expect(saturday.highlights[0]?.nextStart).toBe("2026-11-21T20:00:00+01:00");
  });
});
