import { describe, expect, it, vi } from "vitest";
import type { ContentEvent, ProductionPageData } from "~/content/schema";
import { testCrop } from "../../tests/support/test-crop";
import {
  type AgendaContext,
  type AgendaEntry,
  type AgendaSource,
  agendaEntries,
  agendaEntry,
  agendaSearch,
  alternateAgendaUrl,
  buildAgendaView,
  filterEntries,
  foldForSearch,
  genreOptions,
  isFiltered,
  isOnSaleNow,
  knownGenre,
  legacyAgendaRedirect,
  matchesGenre,
  matchesSearch,
  monthHref,
  monthLinks,
  normalizeSearch,
  openingMonth,
  parseAgendaQuery,
  shortMonthLabel,
} from "./agenda";

const NOW = new Date("2026-11-15T10:00:00Z");
const SHOP = "https://tickets.theater-amsterdam.example/e/";

const ctx: AgendaContext = {
  locale: "nl",
  now: NOW,
  sales: {
    ticketingHosts: ["tickets.theater-amsterdam.example"],
    ownHosts: ["www.theater-amsterdam.example"],
    phone: "+31205550100",
    referral: null,
    viewId: "view-1",
    salesParamHosts: ["tickets.theater-amsterdam.example"],
  },
};

let eventId = 0;
function event(
  start: string,
  status: "on_sale" | "last_chance" | "sold_out" | "sales_not_started" = "on_sale",
): ContentEvent {
  eventId += 1;
  const statusID =
    status === "last_chance" ? "last_chance" : status === "sold_out" ? "15685" : null;
  return {
    id: String(eventId),
    start_date: start,
    sales_url: `${SHOP}${eventId}`,
    sales_status: status === "sales_not_started" ? "sales_not_started" : "on_sale",
    data: { statusID },
  };
}

function source(
  id: string,
  page: Partial<ProductionPageData>,
  events: ContentEvent[] = [event("2026-11-20T20:00:00+01:00")],
): AgendaSource {
  return {
    node: { id },
    page: {
      url: `/voorstelling/${id}`,
      heading: `Voorstelling ${id}`,
      isAllowedInCalendar: true,
      images: { thumb: testCrop() },
      ...page,
    },
    events,
  };
}

const entryOf = (s: AgendaSource): AgendaEntry => {
  const entry = agendaEntry(s, ctx);
  if (!entry) throw new Error("expected an entry");
  return entry;
};

describe("agendaEntry: which productions are listed (spec §5)", () => {
  it("builds heading, subheading, image, more-info link and the upcoming start dates", () => {
    const entry = entryOf(
      source("cats", { heading: "  Cats ", subheading: "De musical", genres: ["Musical"] }, [
        event("2026-12-01T20:00:00+01:00"),
        event("2026-11-10T20:00:00+01:00"),
        event("2026-11-20T20:00:00+01:00"),
      ]),
    );
    expect(entry).toMatchObject({
      id: "cats",
      heading: "Cats",
      subheading: "De musical",
      moreInfo: "/voorstelling/cats",
      genres: ["Musical"],
      // past performances (10 November) are left out, the rest sorted
      startDates: ["2026-11-20T20:00:00+01:00", "2026-12-01T20:00:00+01:00"],
    });
    expect(entry.image.cdn_url_path).toBe("u1.jpg");
  });

  it("keeps a performance later today", () => {
    const entry = entryOf(source("vandaag", {}, [event("2026-11-15T20:00:00+01:00")]));
    expect(entry.startDates).toHaveLength(1);
  });

  it("drops an item without heading, without complete thumbnail or not allowed in the calendar", () => {
    expect(agendaEntry(source("a", { heading: "  " }), ctx)).toBeNull();
    expect(agendaEntry(source("b", { heading: null }), ctx)).toBeNull();
    expect(agendaEntry(source("c", { images: { thumb: null } }), ctx)).toBeNull();
    expect(agendaEntry(source("d", { images: null }), ctx)).toBeNull();
    expect(
      agendaEntry(source("e", { images: { thumb: { ...testCrop(), crop_width: null } } }), ctx),
    ).toBeNull();
    expect(agendaEntry(source("f", { isAllowedInCalendar: false }), ctx)).toBeNull();
    expect(agendaEntry(source("g", { isAllowedInCalendar: null }), ctx)).toBeNull();
  });

  it("drops a production without performances from today on", () => {
    expect(agendaEntry(source("weg", {}, []), ctx)).toBeNull();
    expect(agendaEntry(source("oud", {}, [event("2026-11-14T20:00:00+01:00")]), ctx)).toBeNull();
    // 23:30 UTC on the 14th is already the 15th in Amsterdam: still listed
    expect(agendaEntry(source("laat", {}, [event("2026-11-14T23:30:00Z")]), ctx)).not.toBeNull();
  });

  it("agendaEntries keeps the CMS order and leaves out what cannot be listed", () => {
    const entries = agendaEntries(
      [source("a", {}), source("b", { heading: "" }), source("c", {})],
      ctx,
    );
    expect(entries.map((e) => e.id)).toEqual(["a", "c"]);
  });

  it("one upcoming performance: the sales button goes straight to its sales page", () => {
    const entry = entryOf(
      source("een", {}, [event("2026-11-01T20:00:00+01:00"), event("2026-11-20T20:00:00+01:00")]),
    );
    expect(entry.salesButton).toMatchObject({ kind: "link", colour: "green" });
    const button = entry.salesButton;
    if (button?.kind !== "link") throw new Error("link expected");
    expect(button.href).toMatch(
      /^https:\/\/tickets\.theater-amsterdam\.example\/e\/\d+\?view_id=view-1$/,
    );
    expect(button.newTab).toBe(false);
  });

  it("several performances: the sales button goes to the play dates of the production page", () => {
    const entry = entryOf(
      source("veel", {}, [
        event("2026-11-20T20:00:00+01:00", "sold_out"),
        event("2026-11-21T20:00:00+01:00", "last_chance"),
      ]),
    );
    expect(entry.salesButton).toMatchObject({
      kind: "link",
      labelKey: "last_chance",
      href: "/voorstelling/veel#speeldata",
    });
    expect(entry.status).toBe("last_chance");
  });

  it("passes the page's sales button text and the referral code on", () => {
    const entry = agendaEntry(source("tekst", { salesButtonOverrideText: "Kaarten!" }), {
      ...ctx,
      sales: { ...ctx.sales, referral: "partner1" },
    });
    expect(entry?.salesButton).toMatchObject({ labelOverride: "Kaarten!" });
    const button = entry?.salesButton;
    expect(button?.kind === "link" && button.href).toContain("r=partner1");
  });

  it("reports unknown status ids", () => {
    const onUnknownStatus = vi.fn();
    const odd: ContentEvent = { ...event("2026-11-20T20:00:00+01:00"), data: { statusID: "999" } };
    agendaEntry(source("raar", {}, [odd]), { ...ctx, onUnknownStatus });
    expect(onUnknownStatus).toHaveBeenCalledWith("999");
  });
});

describe("agendaEntry per cached answer", () => {
  it("reads a source's dates once per day and still gives each visitor their sales link", () => {
    const show = source("een", {}, [event("2026-11-20T20:00:00+01:00")]);
    const first = agendaEntry(show, ctx);
    const second = agendaEntry(show, { ...ctx, sales: { ...ctx.sales, referral: "vriend" } });
    expect(second?.startDates).toBe(first?.startDates);
    const href = (entry: AgendaEntry | null) =>
      entry?.salesButton?.kind === "link" ? entry.salesButton.href : null;
    expect(href(first)).not.toContain("r=vriend");
    expect(href(second)).toContain("r=vriend");
  });

  it("rolls over at midnight in Amsterdam", () => {
    const show = source("twee", {}, [
      event("2026-11-15T20:00:00+01:00"),
      event("2026-11-16T20:00:00+01:00"),
    ]);
    // NOW is 11:00 on Sunday 15 November in Amsterdam; 23:00 UTC is already Monday there.
    const sunday = agendaEntry(show, ctx);
    expect(sunday?.startDates).toHaveLength(2);
    expect(agendaEntry(show, { ...ctx, now: new Date("2026-11-15T22:59:00Z") })?.startDates).toBe(
      sunday?.startDates,
    );
    const monday = agendaEntry(show, { ...ctx, now: new Date("2026-11-15T23:00:00Z") });
    expect(monday?.startDates).toEqual(["2026-11-16T20:00:00+01:00"]);
    const tuesday = agendaEntry(show, { ...ctx, now: new Date("2026-11-16T23:00:00Z") });
    expect(tuesday).toBeNull();
  });
});

describe("search text (spec §2: trimmed, lower-cased, several q values joined)", () => {
  it("normalizes and joins q values, dropping blank ones", () => {
    expect(normalizeSearch(["  Cats ", "", "   ", "MUSICAL"])).toBe("cats musical");
    expect(normalizeSearch([])).toBe("");
    expect(normalizeSearch(["   "])).toBe("");
  });

  it("bounds the length", () => {
    expect(normalizeSearch(["x".repeat(500)])).toHaveLength(200);
  });

  it("reads every q value from the address", () => {
    const params = new URLSearchParams("q=Cats&q=&q=%20Musical%20");
    expect(parseAgendaQuery(params, "nl").q).toBe("cats musical");
  });

  it("folds accents so either spelling finds the other", () => {
    expect(foldForSearch("Scène CAFÉ")).toBe("scene cafe");
  });

  const entry = entryOf(
    source("cats", {
      heading: "Cats",
      subheading: "De musical van Andrew Lloyd Webber",
      searchKeywords: "Musical, Bram Koster",
      genres: ["Familie"],
    }),
  );

  it("matches heading, subheading, keywords and genres; every word must match", () => {
    expect(matchesSearch(entry, "")).toBe(true);
    expect(matchesSearch(entry, "cats")).toBe(true);
    expect(matchesSearch(entry, "lloyd")).toBe(true);
    expect(matchesSearch(entry, "koster")).toBe(true);
    expect(matchesSearch(entry, "familie")).toBe(true);
    expect(matchesSearch(entry, "cats koster")).toBe(true);
    expect(matchesSearch(entry, "cats hamlet")).toBe(false);
  });

  it("treats regex and HTML characters as plain text", () => {
    const odd = entryOf(source("odd", { heading: "Wie (ben) ik? [live] a+b" }));
    expect(matchesSearch(odd, "(ben)")).toBe(true);
    expect(matchesSearch(odd, "[live]")).toBe(true);
    expect(matchesSearch(odd, "a+b")).toBe(true);
    expect(matchesSearch(odd, "?")).toBe(true);
    for (const q of ["(", "[", ".*", "\\", "<script>", "(?:x)+", "$^"]) {
      expect(() => matchesSearch(entry, q)).not.toThrow();
      expect(matchesSearch(entry, q)).toBe(false);
    }
  });
});

describe("filters", () => {
  const musical = entryOf(source("m", { genres: ["Musical", "Familie"] }));
  const drama = entryOf(
    source("d", { genres: ["Toneel"] }, [event("2026-11-20T20:00:00+01:00", "sold_out")]),
  );
  const soon = entryOf(
    source("s", { genres: ["toneel"] }, [event("2026-11-20T20:00:00+01:00", "sales_not_started")]),
  );
  const last = entryOf(
    source("l", { genres: [] }, [event("2026-11-20T20:00:00+01:00", "last_chance")]),
  );

  it("genre matches whatever the case", () => {
    expect(matchesGenre(musical, "familie")).toBe(true);
    expect(matchesGenre(musical, "Toneel")).toBe(false);
    expect(matchesGenre(drama, null)).toBe(true);
  });

  it("genre options come from the data, each once, in the language's order", () => {
    expect(genreOptions([musical, drama, soon, last], "nl")).toEqual([
      "Familie",
      "Musical",
      "Toneel",
    ]);
  });

  it("an unknown genre in the address filters nothing; a known one takes the data's spelling", () => {
    expect(knownGenre("TONEEL", ["Musical", "Toneel"])).toBe("Toneel");
    expect(knownGenre("Opera", ["Musical"])).toBeNull();
    expect(knownGenre(null, ["Musical"])).toBeNull();
  });

  it("'on sale now' is on_sale or last_chance as the leading status", () => {
    expect(isOnSaleNow(musical)).toBe(true);
    expect(isOnSaleNow(last)).toBe(true);
    expect(isOnSaleNow(drama)).toBe(false);
    expect(isOnSaleNow(soon)).toBe(false);
  });

  it("filters combine", () => {
    const all = [musical, drama, soon, last];
    const ids = (q: Parameters<typeof filterEntries>[1]) => filterEntries(all, q).map((e) => e.id);
    expect(ids({ q: "", genre: null, onSale: false })).toEqual(["m", "d", "s", "l"]);
    expect(ids({ q: "", genre: "Toneel", onSale: false })).toEqual(["d", "s"]);
    expect(ids({ q: "", genre: null, onSale: true })).toEqual(["m", "l"]);
    expect(ids({ q: "", genre: "Toneel", onSale: true })).toEqual([]);
    expect(ids({ q: "voorstelling m", genre: null, onSale: true })).toEqual(["m"]);
  });

  it("isFiltered says whether any filter is set", () => {
    expect(isFiltered({ q: "", genre: null, onSale: false })).toBe(false);
    expect(isFiltered({ q: "x", genre: null, onSale: false })).toBe(true);
    expect(isFiltered({ q: "", genre: "Dans", onSale: false })).toBe(true);
    expect(isFiltered({ q: "", genre: null, onSale: true })).toBe(true);
  });
});

describe("the address", () => {
  it("reads Dutch and English parameter names", () => {
    expect(
      parseAgendaQuery(new URLSearchParams("genre=Dans&nu-te-koop=1&maand=2026-12"), "nl"),
    ).toEqual({ q: "", genre: "Dans", onSale: true, month: { month: 11, year: 2026 } });
    expect(parseAgendaQuery(new URLSearchParams("on-sale=1&month=2027-01"), "en")).toEqual({
      q: "",
      genre: null,
      onSale: true,
      month: { month: 0, year: 2027 },
    });
    // the other language's names mean nothing here
    expect(parseAgendaQuery(new URLSearchParams("month=2027-01&on-sale=1"), "nl")).toMatchObject({
      onSale: false,
      month: null,
    });
  });

  it("ignores blank, false and malformed values", () => {
    expect(
      parseAgendaQuery(new URLSearchParams("genre=%20&nu-te-koop=0&maand=2026-13"), "nl"),
    ).toEqual({ q: "", genre: null, onSale: false, month: null });
    expect(parseAgendaQuery(new URLSearchParams("nu-te-koop=&maand=dec"), "nl")).toMatchObject({
      onSale: false,
      month: null,
    });
  });

  it("writes only what is set", () => {
    expect(agendaSearch({ q: "", genre: null, onSale: false }, "nl")).toBe("");
    expect(
      agendaSearch(
        { q: "a b", genre: "Dans", onSale: true, month: { month: 0, year: 2027 } },
        "nl",
      ),
    ).toBe("?q=a+b&genre=Dans&nu-te-koop=1&maand=2027-01");
    expect(agendaSearch({ q: "<script>", genre: null, onSale: true }, "en")).toBe(
      "?q=%3Cscript%3E&on-sale=1",
    );
  });

  it("month links keep the filters and scroll to the month without JS", () => {
    expect(
      monthHref({ q: "cats", genre: null, onSale: false }, "nl", { month: 11, year: 2026 }),
    ).toBe("/agenda?q=cats&maand=2026-12#2026-12");
    expect(monthHref({ q: "", genre: null, onSale: true }, "en", { month: 0, year: 2027 })).toBe(
      "/en/calendar?on-sale=1&month=2027-01#2027-01",
    );
  });

  it("the other language keeps search, month and 'on sale now' under its own names, not the genre", () => {
    const query = parseAgendaQuery(
      new URLSearchParams("q=cats&genre=Toneel&nu-te-koop=1&maand=2026-12"),
      "nl",
    );
    expect(alternateAgendaUrl(query, "nl")).toBe("/en/calendar?q=cats&on-sale=1&month=2026-12");
    expect(alternateAgendaUrl(parseAgendaQuery(new URLSearchParams(), "en"), "en")).toBe("/agenda");
  });

  it("legacy ?l=en on the Dutch agenda goes to the English calendar, keeping the rest", () => {
    const url = (s: string) => new URL(s, "https://www.theater-amsterdam.example");
    expect(legacyAgendaRedirect(url("/agenda?l=en"), "nl")).toBe("/en/calendar");
    expect(legacyAgendaRedirect(url("/agenda?q=cats&l=EN&maand=2026-12&r=partner"), "nl")).toBe(
      "/en/calendar?q=cats&month=2026-12&r=partner",
    );
    expect(legacyAgendaRedirect(url("/agenda?l=nl"), "nl")).toBeNull();
    expect(legacyAgendaRedirect(url("/agenda"), "nl")).toBeNull();
    expect(legacyAgendaRedirect(url("/en/calendar?l=en"), "en")).toBeNull();
  });
});

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
