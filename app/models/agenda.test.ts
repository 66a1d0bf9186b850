import { describe, expect, it } from "vitest";
import { entryOf, event, NOW, source } from "../../tests/support/agenda";
import { buildAgendaView, monthLinks, openingMonth, shortMonthLabel } from "./agenda";
import { parseAgendaQuery } from "./agenda-query";

describe("months", () => {
  const months = [
    { month: 10, year: 2026, id: "2026-11" },
    { month: 11, year: 2026, id: "2026-12" },
    { month: 1, year: 2027, id: "2027-02" },
  ];

  it("opens on the first month, or on the month asked for", () => {
    expect(openingMonth(months, null)?.id).toBe("2026-11");
    expect(openingMonth(months, { month: 11, year: 2026 })?.id).toBe("2026-12");
  });

  it("a month without shows opens on the next month that has some; beyond the list on the last", () => {
    expect(openingMonth(months, { month: 0, year: 2027 })?.id).toBe("2027-02");
    expect(openingMonth(months, { month: 0, year: 2020 })?.id).toBe("2026-11");
    expect(openingMonth(months, { month: 5, year: 2031 })?.id).toBe("2027-02");
    expect(openingMonth([], { month: 5, year: 2031 })).toBeNull();
  });

  it("previous/next are the neighbouring listed months across the year end, null at the ends", () => {
    const view = buildAgendaView(
      [
        entryOf(source("nov", {}, [event("2026-11-20T20:00:00+01:00")])),
        entryOf(source("dec", {}, [event("2026-12-31T20:00:00+01:00")])),
        entryOf(source("feb", {}, [event("2027-02-01T20:00:00+01:00")])),
      ],
      { q: "", genre: null, onSale: false, month: null },
      "nl",
      NOW,
    );
    const query = view.query;
    expect(monthLinks(view.months, "2026-11", query, "nl")).toEqual({
      previous: null,
      next: { id: "2026-12", label: "december 2026", href: "/agenda?maand=2026-12#2026-12" },
    });
    expect(monthLinks(view.months, "2026-12", query, "nl")).toMatchObject({
      previous: { id: "2026-11" },
      next: { id: "2027-02", label: "februari 2027" },
    });
    expect(monthLinks(view.months, "2027-02", query, "nl")).toMatchObject({
      previous: { id: "2026-12", label: "december 2026" },
      next: null,
    });
    // an unknown current month counts as the first
    expect(monthLinks(view.months, "1999-01", query, "nl").next?.id).toBe("2026-12");
    expect(monthLinks([], null, query, "nl")).toEqual({ previous: null, next: null });
  });
});

describe("buildAgendaView", () => {
  const entries = [
    entryOf(
      source("lang", { heading: "Lange reeks", genres: ["Musical"] }, [
        event("2026-11-20T20:00:00+01:00"),
        event("2026-11-21T20:00:00+01:00"),
        event("2026-11-22T14:00:00+01:00"),
        event("2026-12-05T20:00:00+01:00"),
        event("2027-01-09T20:00:00+01:00"),
      ]),
    ),
    entryOf(
      source("kort", { heading: "Eenmalig", genres: ["Dans"] }, [
        event("2026-11-18T20:00:00+01:00", "sold_out"),
      ]),
    ),
  ];
  const view = (params: string, locale: "nl" | "en" = "nl") =>
    buildAgendaView(entries, parseAgendaQuery(new URLSearchParams(params), locale), locale, NOW);

  it("groups per month with each month's own dates, formatted", () => {
    const v = view("");
    expect(v.months.map((m) => [m.id, m.label, m.items.map((i) => [i.id, i.dates])])).toEqual([
      [
        "2026-11",
        "november 2026",
        [
          ["kort", "18 november"],
          ["lang", "20 t/m 22 november"],
        ],
      ],
      ["2026-12", "december 2026", [["lang", "5 december"]]],
      ["2027-01", "januari 2027", [["lang", "9 januari"]]],
    ]);
    expect(v.months.map((m) => m.shortLabel)).toEqual(["nov", "dec", "jan 2027"]);
    expect(shortMonthLabel({ month: 1, year: 2027 }, "en", { month: 0, year: 2027 })).toBe("Feb");
    expect(shortMonthLabel({ month: 1, year: 2027 }, "en", null)).toBe("Feb");
    expect(v.current).toBe("2026-11");
    expect(v).toMatchObject({ count: 2, total: 2, genres: ["Dans", "Musical"] });
  });

  it("English month names and date words", () => {
    const v = view("", "en");
    expect(v.months[0]?.label).toBe("November 2026");
    expect(v.months[0]?.items[1]?.dates).toBe("20 to 22 November");
  });

  it("keeps only what matches and counts it", () => {
    const v = view("q=reeks&maand=2027-01");
    expect(v).toMatchObject({ count: 1, total: 2, current: "2027-01" });
    expect(v.months.flatMap((m) => m.items.map((i) => i.id))).toEqual(["lang", "lang", "lang"]);
    expect(view("nu-te-koop=1").count).toBe(1);
    expect(view("genre=dans").query.genre).toBe("Dans");
    expect(view("genre=dans").count).toBe(1);
  });

  it("an unknown genre is dropped from the query rather than emptying the list", () => {
    const v = view("genre=Opera");
    expect(v.query.genre).toBeNull();
    expect(v.count).toBe(2);
  });

  it("no match: no months, no current month", () => {
    const v = view("q=%3Cscript%3E");
    expect(v).toMatchObject({ months: [], current: null, count: 0, total: 2 });
    expect(v.query.q).toBe("<script>");
  });

  it("sends no search index or status to the page", () => {
    const item = view("").months[0]?.items[0] ?? {};
    expect(Object.keys(item).sort()).toEqual(
      ["dates", "heading", "id", "image", "moreInfo", "salesButton", "subheading"].sort(),
    );
  });
});
