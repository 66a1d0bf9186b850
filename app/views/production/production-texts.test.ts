import { describe, expect, it } from "vitest";
import { build, evenings, event } from "../../../tests/support/production-page";
import { productionTextPaths } from "./production-texts";

const drawnPaths = productionTextPaths;

const OPTIONAL = [
  "production.calendar",
  "production.presale",
  "production.promoted.eventsTitle",
  "production.promoted.lotteryTitle",
  "production.promoted.lotteryText",
  "production.promoted.lotteryButton",
  "production.noDates",
];

describe("production texts", () => {
  it("sends the first screen's and the sections' texts together", () => {
    const paths = productionTextPaths(build(evenings(3)));
    expect(paths).toEqual(
      expect.arrayContaining([
        "production.readMore",
        "production.sidebar",
        "production.playDates",
        "production.showAllDates",
        "production.related",
        "production.othersAlsoViewed",
      ]),
    );
  });

  it("sends a page with a list of dates its list's texts, not the calendar's, lottery's or presale's", () => {
    const view = build(evenings(3));
    const paths = drawnPaths(view);
    expect(paths).toEqual(
      expect.arrayContaining(["production.showAllDates", "production.showFewerDates"]),
    );
    for (const path of OPTIONAL) expect(paths).not.toContain(path);
    // Only the sales states its buttons show.
    expect(paths.filter((path) => path.startsWith("sales."))).toEqual([
      "sales.opensInNewTab",
      "sales.on_sale",
    ]);
  });

  it("sends a calendar the texts of every state in any month, since the visitor can page", () => {
    const view = build(
      [
        event("2026-12-03T20:00:00+01:00", { data: { statusID: "15685" } }),
        event("2027-02-03T20:00:00+01:00", { data: { statusID: "last_chance" } }),
      ],
      { enableSpeeldataCalendarView: true },
    );
    expect(view.playDates?.kind).toBe("calendar");
    const paths = drawnPaths(view);
    expect(paths).toEqual(
      expect.arrayContaining(["production.calendar", "sales.sold_out", "sales.last_chance"]),
    );
    expect(paths).not.toContain("production.showAllDates");
  });

  it("sends the lottery's and the presale's texts only to pages that draw them", () => {
    const view = build(evenings(2));
    const lottery = drawnPaths({
      ...view,
      playDates: { kind: "lottery", href: "https://loterij.example/", newTab: true, dates: [] },
    });
    expect(lottery).toEqual(
      expect.arrayContaining([
        "production.promoted.lotteryTitle",
        "production.promoted.lotteryButton",
      ]),
    );
    expect(lottery).not.toContain("production.presale");
    const presale = drawnPaths({
      ...view,
      presale: { result: "invalid", form: true, code: "X", text: null, notice: null },
    });
    expect(presale).toContain("production.presale");
  });

  it("sends the slideshow's, video's and stars' texts only when the page has them", () => {
    const plain = drawnPaths({
      ...build(evenings(1)),
      videoId: null,
      stars: null,
      quotes: [],
    });
    expect(plain).not.toContain("page.startVideo");
    expect(plain).not.toContain("page.starRating");
    expect(plain).not.toContain("page.slideOf");
    const rich = drawnPaths({ ...build(evenings(1)), videoId: "abc", stars: 4 });
    expect(rich).toEqual(expect.arrayContaining(["page.startVideo", "page.starRating"]));
  });
});
