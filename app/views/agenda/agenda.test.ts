import { describe, expect, it } from "vitest";
import { entryOf, event, NOW, source } from "../../../tests/support/agenda";
import { buildAgendaView, monthLinks, shortMonthLabel, startTimes, thumbArea } from "./agenda";
import { NO_FILTER, parseAgendaQuery } from "./agenda-query";

describe("months", () => {
  it("previous/next are the neighbouring listed months across the year end, null at the ends", () => {
    const view = buildAgendaView(
      [
        entryOf(source("nov", {}, [event("2026-11-20T20:00:00+01:00")])),
        entryOf(source("dec", {}, [event("2026-12-31T20:00:00+01:00")])),
        entryOf(source("feb", {}, [event("2027-02-01T20:00:00+01:00")])),
      ],
      { ...NO_FILTER, month: null, through: null, from: null },
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
    expect(v.shown.map((m) => [m.id, m.label, m.items.map((i) => [i.moreInfo, i.dates])])).toEqual([
      [
        "2026-11",
        "november 2026",
        [
          ["/voorstelling/kort", "18 november"],
          ["/voorstelling/lang", "20 t/m 22 november"],
        ],
      ],
      ["2026-12", "december 2026", [["/voorstelling/lang", "5 december"]]],
      ["2027-01", "januari 2027", [["/voorstelling/lang", "9 januari"]]],
    ]);
    expect(v.months.map((m) => m.label)).toEqual(v.shown.map((m) => m.label));
    expect(v.months.map((m) => m.shortLabel)).toEqual(["nov", "dec", "jan 2027"]);
    expect(shortMonthLabel({ month: 1, year: 2027 }, "en", { month: 0, year: 2027 })).toBe("Feb");
    expect(shortMonthLabel({ month: 1, year: 2027 }, "en", null)).toBe("Feb");
    // A year of months from November: the second November names its year, the chips never repeat.
    const first = { month: 10, year: 2026 };
    expect(shortMonthLabel({ month: 10, year: 2027 }, "nl", { month: 9, year: 2027 }, first)).toBe(
      "nov 2027",
    );
    expect(shortMonthLabel({ month: 9, year: 2027 }, "nl", { month: 8, year: 2027 }, first)).toBe(
      "okt",
    );
    expect(v.current).toBe("2026-11");
    expect(v).toMatchObject({ count: 2, total: 2, genres: ["Dans", "Musical"] });
  });

  it("English month names and date words", () => {
    const v = view("", "en");
    expect(v.months[0]?.label).toBe("November 2026");
    expect(v.shown[0]?.items[1]?.dates).toBe("20 to 22 November");
  });

  it("keeps only what matches and counts it", () => {
    const v = view("q=reeks&maand=2027-01");
    expect(v).toMatchObject({ count: 1, total: 2, current: "2027-01" });
    expect(v.shown.flatMap((m) => m.items.map((i) => i.heading))).toEqual([
      "Lange reeks",
      "Lange reeks",
      "Lange reeks",
    ]);
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
    expect(v).toMatchObject({ months: [], shown: [], current: null, count: 0, total: 2 });
    expect(v.more).toBeNull();
    expect(v.query.q).toBe("<script>");
  });

  it("sends only what the item view draws: no search index, status, id or alt text", () => {
    const item = view("").shown[0]?.items[0];
    expect(Object.keys(item ?? {}).sort()).toEqual(
      ["dates", "heading", "image", "moreInfo", "salesButton", "times"].sort(),
    );
    expect(item?.image).toEqual({ path: "u1.jpg", area: [0, 0, 800, 600] });
    expect(item?.salesButton).toEqual({ kind: "inactive", colour: "brown", labelKey: "sold_out" });
    const lang = view("").shown[0]?.items[1];
    expect(Object.keys(lang ?? {})).not.toContain("subheading");
    expect(lang?.salesButton).toEqual({
      kind: "link",
      colour: "green",
      labelKey: "on_sale",
      href: "/voorstelling/lang#speeldata",
    });
  });

  it("each item says when its performances in that month start", () => {
    const [nov, dec] = view("").shown;
    expect(nov?.items.map((i) => i.times)).toEqual(["20:00", "14:00, 20:00"]);
    expect(dec?.items[0]?.times).toBe("20:00");
    expect(startTimes(["2026-11-20T20:00", "2026-11-21T09:30", "2026-11-22T20:00", ""])).toBe(
      "09:30, 20:00",
    );
  });

  it("and where: the halls the venues name, each once", () => {
    const venues = {
      "10008": {
        id: "10008",
        name: "Theater Amsterdam",
        halls: [
          { id: "1", name: "Grote Zaal" },
          { id: "2", name: "Kleine Zaal" },
        ],
      },
    };
    const at = (start: string, hall: string) => ({
      ...event(start),
      venue_id: "10008",
      hall_id: hall,
    });
    const entry = entryOf(
      source("zalen", {}, [
        at("2026-11-20T20:00:00+01:00", "1"),
        at("2026-11-21T20:00:00+01:00", "2"),
        at("2026-11-22T20:00:00+01:00", "1"),
        at("2026-12-01T20:00:00+01:00", "9"),
      ]),
    );
    const v = buildAgendaView(
      [entry],
      parseAgendaQuery(new URLSearchParams(), "nl"),
      "nl",
      NOW,
      venues,
    );
    expect(v.shown.map((m) => m.items[0]?.halls)).toEqual(["Grote Zaal, Kleine Zaal", undefined]);
  });

  it("a production in several months shares one picture and one button", () => {
    const [nov, dec] = view("").shown;
    const inNov = nov?.items.find((i) => i.heading === "Lange reeks");
    const inDec = dec?.items[0];
    expect(inDec?.image).toBe(inNov?.image);
    expect(inDec?.salesButton).toBe(inNov?.salesButton);
    // Pictures cropped alike share the crop too.
    expect(nov?.items[0]?.image.area).toBe(nov?.items[1]?.image.area);
  });

  it("draws a thumbnail without alt text from its path and crop", () => {
    expect(thumbArea({ path: "a.jpg", area: [1, 2, 300, 200] })).toEqual({
      cdn_url_path: "a.jpg",
      crop_x: 1,
      crop_y: 2,
      crop_width: 300,
      crop_height: 200,
      alt: null,
    });
  });
});

describe("the whole programme, drawn a run of months at a time", () => {
  // NOW is 15 November 2026. Four productions a month from November to April and 14 in February:
  // the first document covers the next 30 days (to December) and at least 20 productions.
  const months = ["2026-11", "2026-12", "2027-01", "2027-02", "2027-03", "2027-04"];
  const entries = months.flatMap((month, m) =>
    Array.from({ length: month === "2027-02" ? 14 : 4 }, (_, n) =>
      entryOf(
        source(
          `p${m}-${n}`,
          { heading: `Voorstelling ${m}-${n}`, genres: [n === 0 ? "Dans" : "Toneel"] },
          [event(`${month}-20T20:00:00+01:00`)],
        ),
      ),
    ),
  );
  const view = (params: string) =>
    buildAgendaView(entries, parseAgendaQuery(new URLSearchParams(params), "nl"), "nl", NOW);
  const shownOf = (params: string) => view(params).shown.map((m) => `${m.id}:${m.items.length}`);

  it("the first document: whole months until 30 days and 20 productions; every month in the bar", () => {
    const v = view("");
    expect(v.months.map((m) => m.id)).toEqual(months);
    // November and December hold 8; January 12; February brings it to 26.
    expect(shownOf("")).toEqual(["2026-11:4", "2026-12:4", "2027-01:4", "2027-02:14"]);
    expect(v.count).toBe(34);
    expect(v.more).toEqual({ from: "2027-03", through: "2027-04" });
    expect(v.current).toBe("2026-11");
  });

  it("'Toon meer' (?tot=) draws further; nothing is replaced, a month is never split", () => {
    expect(shownOf("tot=2027-03")).toEqual([
      "2026-11:4",
      "2026-12:4",
      "2027-01:4",
      "2027-02:14",
      "2027-03:4",
    ]);
    expect(view("tot=2027-03").more).toEqual({ from: "2027-04", through: "2027-04" });
    expect(view("tot=2027-04").more).toBeNull();
  });

  it("hostile or out-of-range months give the nearest honest answer, never an error", () => {
    const first = shownOf("");
    expect(shownOf("tot=1999-01")).toEqual(first);
    expect(shownOf("tot=2999-12")).toHaveLength(6);
    for (const bad of ["2027-13", "abc", "%3Cx%3E", "9".repeat(400), "2027-03-01"]) {
      expect(shownOf(`tot=${bad}&vanaf=${bad}&maand=${bad}`)).toEqual(first);
    }
    expect(shownOf("maand=2999-12")).toHaveLength(6);
    expect(shownOf("vanaf=2999-12")).toEqual(["2027-04:4"]);
  });

  it("a month picked in the bar (?maand=) is drawn with everything before it, and opened at", () => {
    const v = view("maand=2027-04");
    expect(v.shown.map((m) => m.id)).toEqual(months);
    expect(v.current).toBe("2027-04");
    expect(v.more).toBeNull();
    expect(view("maand=2026-12").current).toBe("2026-12");
    expect(shownOf("maand=2026-12")).toEqual(shownOf(""));
  });

  it("the fetcher's months (?vanaf=&tot=) are only those, for adding below what is drawn", () => {
    expect(shownOf("vanaf=2027-03&tot=2027-03")).toEqual(["2027-03:4"]);
    expect(view("vanaf=2027-03&tot=2027-03").more).toEqual({ from: "2027-04", through: "2027-04" });
    expect(shownOf("vanaf=2027-03")).toEqual(["2027-03:4", "2027-04:4"]);
  });

  it("searching and filtering cover every month; the count is of all that match", () => {
    const dance = view("genre=Dans");
    expect(dance.count).toBe(6);
    expect(dance.months.map((m) => m.id)).toEqual(months);
    // Six productions: all of them in the first document.
    expect(dance.shown.map((m) => m.id)).toEqual(months);
    expect(dance.more).toBeNull();
    const late = view("q=voorstelling 5-3");
    expect(late.count).toBe(1);
    expect(late.shown.map((m) => m.id)).toEqual(["2027-04"]);
    // Every production the count names can be drawn by following "Toon meer".
    const all = view("tot=2999-12");
    const drawn = new Set(all.shown.flatMap((m) => m.items.map((i) => i.moreInfo)));
    expect(drawn.size).toBe(all.count);
  });
});
