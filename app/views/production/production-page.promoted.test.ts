// The production page view in the promoted-musical layout (spec 2 §2.4). The rules themselves
// are tested in promoted-layout.test.ts; this checks the view the page draws from them.
import { describe, expect, it } from "vitest";
import type { ContentEvent, ProductionPageData } from "~/content/schema";
import { config as siteConfig } from "../../../tests/support/production-page";
import { buildProductionPageView } from "./production-page";
import type { ProductionPageConfig } from "./production-page-types";
import { PROMOTION_DEFAULTS } from "./promotion-config";

const SHOP = "https://tickets.theater-amsterdam.example/voorstellingen/17101";

function event(id: string, start: string, extra: Partial<ContentEvent> = {}): ContentEvent {
  return {
    id,
    start_date: start,
    end_date: start.replace("T19:30", "T22:30"),
    sales_url: `${SHOP}/${id}`,
    sales_status: "on_sale",
    venue_id: null,
    ...extra,
    data: { eventtype: "Voorstelling", ...extra.data },
  };
}

const EVENTS = [
  event("e1", "2026-12-01T19:30:00+01:00", { data: { calendarlabel: "Première" } }),
  event("e2", "2026-12-02T19:30:00+01:00", { data: { statusID: "last_chance" } }),
];

// The site's configuration without sales parameters or price rules, and with a lottery address.
const config = (extra: Partial<ProductionPageConfig> = {}): ProductionPageConfig =>
  siteConfig({
    sales: { ...siteConfig().sales, salesParamHosts: [] },
    specialPriceTypeIds: [],
    restaurantSurcharge: 0,
    collapsedPerformers: [],
    promotion: { ...PROMOTION_DEFAULTS, lotteryUrl: "https://loterij.example/musical" },
    ...extra,
  });

function build(
  id: string,
  page: Partial<ProductionPageData> & { url: string },
  events = EVENTS,
  extra: Partial<ProductionPageConfig> = {},
) {
  return buildProductionPageView(
    {
      node: { id, kind: "production-page", data: {}, production_id: "17101" },
      page: {
        heading: "De Grote Musical",
        contentMain: "<p>Begin.</p>",
        contentRemaining: "<p>Rest.</p>",
        ...page,
      },
      events,
      venues: {},
      related: [],
    },
    config(extra),
  );
}

const persons = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    name: `Speler ${i + 1}`,
    priority: i + 1,
    layout_large: false,
  }));

describe("the promoted layout in the production page view", () => {
  it("shows the musical's page promoted, with the date picker and an open description", () => {
    const view = build("musical", { url: "/voorstelling/de-grote-musical" });
    expect(view.promoted).toBe(true);
    expect(view.description.expanded).toBe(true);
    expect(view.playDates?.kind).toBe("list");
    // "Lees minder" without JavaScript: the address asks for the short text.
    const short = build("musical", { url: "/voorstelling/de-grote-musical" }, undefined, {
      collapseDescription: true,
    });
    expect(short.description).toMatchObject({ collapsible: true, expanded: false });
  });

  it("gives the premiere page one sales button per performance, each naming it", () => {
    const view = build("premiere", {
      url: "/voorstelling/premiere-de-grote-musical",
      heading: "Première De Grote Musical",
    });
    expect(view.playDates?.kind).toBe("events");
    if (view.playDates?.kind !== "events") return;
    expect(
      view.playDates.rows.map((row) => [row.context, row.label, row.button.kind, row.status]),
    ).toEqual([
      ["Première De Grote Musical, di 1 december 19:30", "Première", "link", "on_sale"],
      ["Première De Grote Musical, wo 2 december 19:30", null, "link", "last_chance"],
    ]);
    const hrefs = view.playDates.rows.map((row) => row.button.kind === "link" && row.button.href);
    expect(hrefs).toEqual([`${SHOP}/e1`, `${SHOP}/e2`]);
    // The heading's button leads to those buttons.
    expect(view.salesButton).toMatchObject({ kind: "link", href: "#speeldata" });
  });

  it("keeps the date picker on a premiere page excluded from deeplinks", () => {
    const [excluded] = PROMOTION_DEFAULTS.deeplinkExcludedIds;
    const view = build(excluded ?? "", { url: "/voorstelling/premiere-de-grote-musical-vrienden" });
    expect(view.promoted).toBe(true);
    expect(view.playDates?.kind).toBe("list");
  });

  it("shows the lottery button with the visitor's language instead of the dates", () => {
    const url = "/voorstelling/de-grote-musical-mythical-monday-lottery";
    const lottery = build("lottery", { url }).playDates;
    expect(lottery).toMatchObject({
      kind: "lottery",
      href: "https://loterij.example/musical?lang=nl",
      newTab: true,
    });
    // Each performance the lottery is for can still go in the visitor's calendar.
    const dates = lottery?.kind === "lottery" ? lottery.dates : [];
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) {
      expect(date.icsHref).toBe(`${url}/zet-in-agenda/${date.eventId}`);
      expect(date.when).not.toBe("");
    }
    expect(build("lottery", { url }, EVENTS, { locale: "en" }).playDates).toMatchObject({
      href: "https://loterij.example/musical?lang=en",
    });
    // Also without performances: the lottery is the way in.
    expect(build("lottery", { url }, []).playDates?.kind).toBe("lottery");
    // A lottery on the site's own host stays in the tab (the external-link rule).
    const own = build("lottery", { url }, EVENTS, {
      promotion: { ...PROMOTION_DEFAULTS, lotteryUrl: "https://www.theater-amsterdam.example/l" },
    });
    expect(own.playDates).toMatchObject({ kind: "lottery", newTab: false });
    // A page that hides its schedule hides the lottery too.
    expect(build("lottery", { url, hidePlaySchedule: true }).playDates).toBeNull();
  });

  it("falls back to the dates when the lottery address is unusable", () => {
    const view = build(
      "lottery",
      { url: "/voorstelling/de-grote-musical-mythical-monday-lottery" },
      EVENTS,
      { promotion: { ...PROMOTION_DEFAULTS, lotteryUrl: "javascript:alert(1)" } },
    );
    expect(view.playDates?.kind).toBe("list");
  });

  it("lays a sign-up page out regularly", () => {
    const [signUp] = PROMOTION_DEFAULTS.signUpPageIds;
    const view = build(signUp ?? "", { url: "/voorstelling/inschrijving-open-repetitie" });
    expect(view.promoted).toBe(false);
    expect(view.description.expanded).toBe(false);
    expect(view.playDates?.kind).toBe("list");
  });

  it("makes show links in banners plain only in the promoted layout", () => {
    const banners = [
      {
        title: "Première",
        buttonText: "Naar de première",
        link: { type: "production_page", href: "/voorstelling/premiere-de-grote-musical" },
      },
      { title: "Merchandise", link: { type: "internal", href: "/pagina/winkel" } },
    ];
    const promoted = build("musical", { url: "/voorstelling/de-grote-musical", banners });
    expect(promoted.banners).toEqual([expect.objectContaining({ title: "Première", plain: true })]);
    const regular = build("hamlet", { url: "/voorstelling/hamlet", banners });
    expect(regular.banners).toEqual([expect.not.objectContaining({ plain: true })]);
  });

  it("marks person groups of seven or more as many", () => {
    const view = build("musical", {
      url: "/voorstelling/de-grote-musical",
      personGroups: [
        { id: "cast", name: "Cast", persons: persons(7) },
        { id: "makers", name: "Makers", persons: persons(6) },
      ],
    });
    expect(view.personGroups.map((group) => [group.id, group.many])).toEqual([
      ["cast", true],
      ["makers", false],
    ]);
  });
});
