import { describe, expect, it } from "vitest";
import {
  type CalendarPerformanceView,
  calendarButton,
  calendarLayout,
  dayLabel,
  layoutOnce,
  monthLabel,
  monthSpan,
  monthWeeks,
  type PlayDatesCalendarView,
  weekdayLongNames,
  weekdayNames,
  withSalesPrefix,
} from "./play-dates-calendar";

const performance = (
  day: string,
  time: string,
  extra: Partial<CalendarPerformanceView> = {},
): CalendarPerformanceView => ({
  eventId: `${day}-${time.replace(":", "")}`,
  day,
  time,
  status: "on_sale",
  href: "https://tickets.example/1",
  ...extra,
});

const view = (performances: CalendarPerformanceView[]): PlayDatesCalendarView => ({
  kind: "calendar",
  total: performances.length,
  selected: 0,
  today: "2026-11-22",
  heading: "De Notenkraker",
  slug: "de-notenkraker",
  performances,
});

describe("month grid", () => {
  it("starts on Monday and fills the edges with neighbour days", () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const weeks = monthWeeks("2026-11");
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]?.[0]).toEqual({ date: "2026-10-26", day: 26, inMonth: false });
    expect(weeks[0]?.[6]).toEqual({ date: "2026-11-01", day: 1, inMonth: true });
    expect(weeks[5]?.[0]).toEqual({ date: "2026-11-30", day: 30, inMonth: true });
    expect(weeks[5]?.[6]).toEqual({ date: "2026-12-06", day: 6, inMonth: false });
  });

  it("needs only four weeks for a February that starts on Monday", () => {
    const weeks = monthWeeks("2027-02");
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]?.date).toBe("2027-02-01");
    expect(weeks[3]?.[6]?.date).toBe("2027-02-28");
  });

  it("adds the next month's weeks up to a minimum, and never cuts a month short", () => {
    const weeks = monthWeeks("2027-02", 6);
    expect(weeks).toHaveLength(6);
    expect(weeks[4]?.[0]).toEqual({ date: "2027-03-01", day: 1, inMonth: false });
    expect(weeks[5]?.[6]).toEqual({ date: "2027-03-14", day: 14, inMonth: false });
    expect(monthWeeks("2026-11", 4)).toHaveLength(6);
  });

  it("names the weekdays in full for the column headers' abbr, Monday first", () => {
    expect(weekdayLongNames("nl")[0]).toBe("maandag");
    expect(weekdayLongNames("en")[6]).toBe("Sunday");
  });

  it("has no weeks for a month id that is not one", () => {
    expect(monthWeeks("2026-13")).toEqual([]);
    expect(monthWeeks("nope")).toEqual([]);
  });

  it("spans the months from the first to the last day across a year, gaps included", () => {
    expect(monthSpan(["2027-01-05", "2026-11-30", "2026-11-02"])).toEqual([
      "2026-11",
      "2026-12",
      "2027-01",
    ]);
    expect(monthSpan([])).toEqual([]);
  });
});

describe("labels", () => {
  it("names months and days in both languages without Intl", () => {
    expect(monthLabel("2026-11", "nl")).toBe("november 2026");
    expect(monthLabel("2027-01", "en")).toBe("January 2027");
    expect(dayLabel("2026-11-22", "nl")).toBe("zondag 22 november 2026");
    expect(dayLabel("2027-02-25", "en")).toBe("Thursday 25 February 2027");
  });
});

describe("calendar button", () => {
  it("takes its colour from the status while it links", () => {
    expect(calendarButton(performance("2026-12-01", "20:00", { status: "last_chance" }))).toEqual({
      kind: "link",
      colour: "orange",
      labelKey: "last_chance",
      href: "https://tickets.example/1",
    });
    expect(
      calendarButton(
        performance("2026-12-01", "20:00", { newTab: true, labelOverride: "Met diner" }),
      ),
    ).toMatchObject({ kind: "link", colour: "green", newTab: true, labelOverride: "Met diner" });
  });

  it("is brown and inactive without a link, a message for a status without a button", () => {
    expect(
      calendarButton(performance("2026-12-01", "20:00", { status: "sold_out", href: undefined })),
    ).toEqual({ kind: "inactive", colour: "brown", labelKey: "sold_out" });
    expect(
      calendarButton(
        performance("2026-12-01", "20:00", { status: "sales_not_started", href: undefined }),
      ),
    ).toEqual({ kind: "message", labelKey: "sales_not_started" });
  });
});

describe("sales prefix", () => {
  const shop = "https://tickets.example/voorstellingen/17101/";
  const at = (eventId: string, href?: string) =>
    performance("2026-12-01", "20:00", { eventId, href, ...(href ? {} : { status: "sold_out" }) });

  it("sends the start the links share once, and the buttons link where they did", () => {
    const performances = [at("1", `${shop}1`), at("2"), at("3", `${shop}3?r=abc`)];
    const compact = withSalesPrefix(performances);
    expect(compact.salesPrefix).toBe(shop);
    expect(compact.performances.map((p) => p.href)).toEqual(["1", undefined, "3?r=abc"]);
    const before = performances.map((p) => calendarButton(p));
    const after = compact.performances.map((p) => calendarButton(p, compact.salesPrefix));
    expect(after).toEqual(before);
  });

  it("keeps a character of every link, so a link is never taken for none", () => {
    const compact = withSalesPrefix([at("1", `${shop}1`), at("2", `${shop}1`)]);
    expect(compact.salesPrefix).toBe(shop);
    expect(compact.performances.map((p) => p.href)).toEqual(["1", "1"]);
  });

  it("leaves links alone when they share too little or there is only one", () => {
    const apart = [at("1", "https://a.example/1"), at("2", "https://b.example/2")];
    expect(withSalesPrefix(apart)).toEqual({ performances: apart });
    const one = [at("1", `${shop}1`), at("2")];
    expect(withSalesPrefix(one)).toEqual({ performances: one });
  });
});

describe("calendar layout", () => {
  it("puts each performance on its day, in time order, with its add-to-calendar link", () => {
    const layout = calendarLayout(
      view([
        performance("2026-12-03", "20:00"),
        performance("2026-12-03", "14:00", { status: "cancelled", href: undefined }),
        performance("2026-11-22", "20:00"),
      ]),
      "nl",
    );
    expect(layout.months.map((m) => [m.id, m.label])).toEqual([
      ["2026-11", "november 2026"],
      ["2026-12", "december 2026"],
    ]);
    expect(layout.weekdays).toEqual(["ma", "di", "wo", "do", "vr", "za", "zo"]);
    const december = layout.months[1]?.weeks.flat() ?? [];
    const third = december.find((d) => d.date === "2026-12-03");
    expect(third?.label).toBe("donderdag 3 december 2026");
    expect(third?.events.map((e) => [e.time, e.icsHref])).toEqual([
      ["14:00", null],
      ["20:00", "/voorstelling/de-notenkraker/zet-in-agenda/2026-12-03-2000"],
    ]);
    expect(third?.events[1]?.context).toBe("De Notenkraker, donderdag 3 december 2026 20:00");
    const november = layout.months[0]?.weeks.flat() ?? [];
    expect(november.find((d) => d.date === "2026-11-21")).toMatchObject({ past: true, events: [] });
    // Neighbour-month days carry nothing: each performance shows once, in its own month.
    expect(november.find((d) => d.date === "2026-12-03")).toMatchObject({
      inMonth: false,
      events: [],
    });
  });

  it("leaves out performances before today", () => {
    const layout = calendarLayout(view([performance("2026-11-20", "20:00")]), "en");
    expect(layout.months).toEqual([]);
  });

  it("makes pills wide only when every day with performances has three or more", () => {
    const three = ["14:00", "17:00", "20:00"].map((time) => performance("2026-12-05", time));
    expect(calendarLayout(view(three), "en").pillWidth).toBe("wide");
    expect(
      calendarLayout(view([...three, performance("2026-12-06", "14:00")]), "en").pillWidth,
    ).toBe("narrow");
    // Hidden past performances do not count; with nothing to show there is nothing to size.
    expect(
      calendarLayout(view([...three, performance("2026-11-20", "14:00")]), "en").pillWidth,
    ).toBe("wide");
    expect(calendarLayout(view([]), "en").pillWidth).toBe("wide");
  });
});

describe("weekdayNames", () => {
  it("starts on Monday in both languages", () => {
    expect(weekdayNames("nl")).toEqual(["ma", "di", "wo", "do", "vr", "za", "zo"]);
    expect(weekdayNames("en")).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
  });

  it("hands out a copy", () => {
    weekdayNames("nl").reverse();
    expect(weekdayNames("nl")[0]).toBe("ma");
  });
});

describe("layout once per view", () => {
  it("works a view out once per language and again for another view", () => {
    const shared = view([performance("2026-12-03", "20:00")]);
    const first = layoutOnce(shared, "nl");
    expect(layoutOnce(shared, "nl")).toBe(first);
    expect(first).toEqual(calendarLayout(shared, "nl"));
    const english = layoutOnce(shared, "en");
    expect(english).not.toBe(first);
    expect(english.months[0]?.label).toBe(calendarLayout(shared, "en").months[0]?.label);
    expect(layoutOnce(view([performance("2026-12-03", "20:00")]), "nl")).not.toBe(first);
  });
});
