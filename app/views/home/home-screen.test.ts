import { describe, expect, it } from "vitest";
import type { HomeData } from "~/content/schema";
import { event, homeCtx, source } from "../../../tests/support/home";
import { testCrop } from "../../../tests/support/test-crop";
import { seededRandom } from "../../models/content/seeded-random";
import { salesButtonFromFacts, salesButtonLook } from "../../models/sales/sales-button-look";
import { buildHomeView } from "./home-page.server";
import { drawnSalesStates, homeScreen } from "./home-screen";

const home: HomeData = {
  headerTitle: "Welkom",
  headerImageDay: testCrop({ cdn_url_path: "day.jpg" }),
  youtubeURL: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
};
const sources = [
  source("a", {}, [event("a-1", "2026-11-20T20:00:00+01:00")]),
  source("b", {}, [
    event("b-1", "2026-11-21T20:00:00+01:00", { sales_status: "sales_finished" }),
    event("b-2", "2026-11-22T20:00:00+01:00", { sales_status: "sales_finished" }),
  ]),
];
const news = {
  node: {
    id: "n1",
    kind: "news-page",
    publication_date: "2026-11-10T10:00:00+01:00",
    data: { url: "/nieuwsitem/n1", heading: "News", images: { thumb: testCrop() } },
  },
  page: { url: "/nieuwsitem/n1" },
};
const view = buildHomeView(
  { home: { ...home, newsHighlights: ["n1"] }, productions: sources, news: [news], venues: {} },
  {
    ...homeCtx,
    hosts: { own: ["www.theater-amsterdam.example"], ticketing: [] },
    random: seededRandom(1),
    calendar: { day: null, month: null, item: 0 },
    daytime: true,
  },
);

describe("home screen data", () => {
  it("leaves out what no component reads: ids, orderings, the layout, the fund flag", () => {
    const screen = homeScreen(view);
    expect(screen).not.toHaveProperty("layout");
    expect(screen.hero).not.toHaveProperty("isFoundation");
    expect(screen.slides.length).toBe(2);
    for (const slide of screen.slides) expect(slide).not.toHaveProperty("id");
    for (const highlight of screen.highlights) {
      expect(highlight).not.toHaveProperty("id");
      expect(highlight).not.toHaveProperty("nextStart");
    }
    expect(screen.news).toEqual([
      {
        heading: "News",
        subheading: null,
        image: view.news[0]?.image,
        href: "/nieuwsitem/n1",
        date: view.news[0]?.date,
        dateLabel: "dinsdag 10 november 2026",
      },
    ]);
  });

  it("sends each sales button as the facts the browser draws the same button from", () => {
    const screen = homeScreen(view);
    const drawn = [...screen.slides, ...screen.highlights].map((item) =>
      salesButtonFromFacts(item.salesButton),
    );
    const built = [...view.slides, ...view.highlights].map((item) =>
      salesButtonLook(item.salesButton),
    );
    expect(drawn).toEqual(built);
    expect(screen.highlights.map((h) => h.salesButton)).toEqual([
      { status: "on_sale", href: "https://tickets.theater-amsterdam.example/e/a-1" },
      { status: "sales_finished" },
    ]);
  });

  it("names the sales states the screen can draw, the calendar's other days included", () => {
    const screen = homeScreen(view);
    expect(drawnSalesStates(screen)).toEqual({
      states: ["on_sale", "sales_finished"],
      newTab: false,
    });
    const away = homeScreen({
      ...view,
      slides: [],
      highlights: [],
      calendar: view.calendar && {
        ...view.calendar,
        days: { "2026-11-20": [{ production: 0, time: "20:00", status: "free" }] },
      },
    });
    expect(drawnSalesStates(away).states).toEqual(["free"]);
  });
});
