import { describe, expect, it, vi } from "vitest";
import type { ContentEvent } from "~/content/schema";
import { ctx, entryOf, event, NOW, source } from "../../../tests/support/agenda";
import { testCrop } from "../../../tests/support/test-crop";
import { foldText } from "../../models/search/plain-text";
import {
  type AgendaEntry,
  agendaEntries,
  agendaEntry,
  comingCount,
  filterEntries,
  genreOptions,
  isOnSaleNow,
  knownGenre,
  matchesGenre,
  matchesSearch,
} from "./agenda-entries";
import { isFiltered, NO_FILTER, normalizeSearch, parseAgendaQuery } from "./agenda-query";

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
    expect(button.href).toMatch(/^https:\/\/tickets\.theater-amsterdam\.example\/e\/\d+$/);
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
    // Without a referral the button itself is shared for the day.
    expect(agendaEntry(show, ctx)?.salesButton).toBe(first?.salesButton);
    expect(second?.salesButton).not.toBe(first?.salesButton);
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
    expect(foldText("Scène CAFÉ")).toBe("scene cafe");
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
    const ids = (q: Parameters<typeof filterEntries>[1]) =>
      filterEntries(all, q, NOW).map((e) => e.id);
    expect(ids({ ...NO_FILTER, q: "", genre: null, onSale: false })).toEqual(["m", "d", "s", "l"]);
    expect(ids({ ...NO_FILTER, q: "", genre: "Toneel", onSale: false })).toEqual(["d", "s"]);
    expect(ids({ ...NO_FILTER, q: "", genre: null, onSale: true })).toEqual(["m", "l"]);
    expect(ids({ ...NO_FILTER, q: "", genre: "Toneel", onSale: true })).toEqual([]);
    expect(ids({ ...NO_FILTER, q: "voorstelling m", genre: null, onSale: true })).toEqual(["m"]);
  });

  it("a search answered by the index lists what it found, in date order, with the other filters", () => {
    const all = [musical, drama, soon, last];
    // The index found "s" and "d" for a misspelt word the texts do not hold as typed.
    const found = new Set(["s", "d"]);
    const ids = (q: Parameters<typeof filterEntries>[1]) =>
      filterEntries(all, q, NOW, found).map((e) => e.id);
    expect(ids({ ...NO_FILTER, q: "tonel" })).toEqual(["d", "s"]);
    expect(ids({ ...NO_FILTER, q: "tonel", onSale: true })).toEqual([]);
    // No search text: the index's answer is not asked.
    expect(ids({ ...NO_FILTER, q: "" })).toEqual(["m", "d", "s", "l"]);
  });

  it("isFiltered says whether any filter is set", () => {
    expect(isFiltered({ ...NO_FILTER, q: "", genre: null, onSale: false })).toBe(false);
    expect(isFiltered({ ...NO_FILTER, q: "x", genre: null, onSale: false })).toBe(true);
    expect(isFiltered({ ...NO_FILTER, q: "", genre: "Dans", onSale: false })).toBe(true);
    expect(isFiltered({ ...NO_FILTER, q: "", genre: null, onSale: true })).toBe(true);
  });
});

describe("performance filters: date, hall and tags meet in one performance", () => {
  const tagged = (start: string, hall: string, tags: string[], status?: "sold_out") => ({
    ...event(start, status),
    venue_id: "10008",
    hall_id: hall,
    data: { ...event(start, status).data, sitetags: tags },
  });
  // NOW is Sunday 15 November 2026, 11:00 in Amsterdam
  const opera = entryOf(
    source("opera", { genres: ["Opera"] }, [
      tagged("2026-11-15T20:00:00+01:00", "1", []),
      tagged("2026-11-20T20:00:00+01:00", "1", ["Engels boventiteld"]),
      tagged("2026-11-21T20:00:00+01:00", "1", ["Engels boventiteld"], "sold_out"),
    ]),
  );
  const play = entryOf(
    source("play", { genres: ["Toneel"] }, [
      tagged("2026-11-16T20:00:00+01:00", "2", ["Met audiodescriptie"]),
      tagged("2026-11-20T14:30:00+01:00", "2", []),
    ]),
  );
  const all = [opera, play];
  const run = (filter: Partial<typeof NO_FILTER>) =>
    filterEntries(all, { ...NO_FILTER, ...filter }, NOW).map((e) => [e.id, e.startDates.length]);

  it("a tag lists the productions with a performance carrying it, with those performances only", () => {
    expect(run({ tags: ["engels boventiteld"] })).toEqual([["opera", 2]]);
    // several tags: a performance with any of them
    expect(run({ tags: ["Engels boventiteld", "Met audiodescriptie"] })).toEqual([
      ["opera", 2],
      ["play", 1],
    ]);
  });

  it("a date keeps the performances in its span", () => {
    expect(run({ when: "today" })).toEqual([["opera", 1]]);
    // Sunday: this week is today alone; this weekend too
    expect(run({ when: "week" })).toEqual([["opera", 1]]);
    expect(run({ when: "2026-11-20" })).toEqual([
      ["opera", 1],
      ["play", 1],
    ]);
  });

  it("a hall keeps the performances there", () => {
    expect(run({ hall: "10008-2" })).toEqual([["play", 2]]);
    expect(run({ hall: "10008-9" })).toEqual([]);
  });

  it("filters combine per performance, with genre, search and 'on sale now'", () => {
    // surtitled on the 21st exists, but sold out
    expect(run({ when: "2026-11-21", tags: ["Engels boventiteld"], onSale: true })).toEqual([]);
    expect(run({ when: "2026-11-20", tags: ["Engels boventiteld"], genre: "Opera" })).toEqual([
      ["opera", 1],
    ]);
    // audio description on the 20th: the play has it on the 16th only
    expect(run({ when: "2026-11-20", tags: ["Met audiodescriptie"] })).toEqual([]);
    expect(run({ q: "audiodescriptie" })).toEqual([["play", 2]]);
  });

  it("without a performance filter an entry is passed on as it is", () => {
    expect(filterEntries(all, NO_FILTER, NOW)[0]).toBe(opera);
  });

  it("unfiltered too, a performance begun earlier today is not listed (11:00 on the 15th)", () => {
    const tour = entryOf(
      source("tour", {}, [
        tagged("2026-11-15T10:30:00+01:00", "1", []),
        tagged("2026-11-15T11:00:00+01:00", "1", []),
      ]),
    );
    const matinee = entryOf(
      source("matinee", {}, [
        tagged("2026-11-15T10:00:00+01:00", "1", []),
        tagged("2026-11-15T14:00:00+01:00", "1", []),
      ]),
    );
    if (!tour || !matinee) throw new Error("entries expected");
    const listed = filterEntries([tour, matinee, opera], NO_FILTER, NOW);
    // The tour's last performance starts at 11:00, now: begun, so the tour is not listed.
    expect(listed.map((e) => [e.id, e.startDates])).toEqual([
      ["matinee", ["2026-11-15T14:00:00+01:00"]],
      ["opera", opera?.startDates],
    ]);
    expect(filterEntries([tour, matinee], { ...NO_FILTER, onSale: true }, NOW)).toHaveLength(1);
    expect(comingCount([tour, matinee, opera], NOW)).toBe(2);
  });
});

describe("the agenda's search matches what site search matches", () => {
  it("finds words of the description and the performances' site tags", () => {
    const entry = entryOf(
      source(
        "giselle",
        {
          contentMain: "<p>Een <b>romantisch</b> ballet</p>",
          contentRemaining: "<p>Adolphe Adam</p>",
        },
        [{ ...event("2026-11-20T20:00:00+01:00"), data: { sitetags: ["English surtitles"] } }],
      ),
    );
    expect(matchesSearch(entry, "romantisch")).toBe(true);
    expect(matchesSearch(entry, "adam")).toBe(true);
    expect(matchesSearch(entry, "surtitles")).toBe(true);
    // markup is not text
    expect(matchesSearch(entry, "<b>")).toBe(false);
  });
});

describe("a performance whose start time has come (issue 38)", () => {
  it("the item's button says so, whatever the CMS flags, and the date filters leave it out", () => {
    // NOW is 15 November 2026, 11:00 in Amsterdam: the 10:00 show has begun, the 20:00 not.
    const begun = source("begonnen", {}, [event("2026-11-15T10:00:00+01:00")]);
    expect(entryOf(begun).salesButton).toMatchObject({ status: "show_started" });
    const later = source("later", {}, [event("2026-11-15T20:00:00+01:00")]);
    expect(entryOf(later).salesButton).toMatchObject({ status: "on_sale" });
    const today = parseAgendaQuery(new URLSearchParams("datum=vandaag"), "nl");
    expect(filterEntries([entryOf(begun), entryOf(later)], today, NOW).map((e) => e.id)).toEqual([
      "later",
    ]);
    // 'On sale now': a performance that has begun is not on sale, whatever the CMS says.
    const onSale = parseAgendaQuery(new URLSearchParams("nu-te-koop=1"), "nl");
    expect(filterEntries([entryOf(begun), entryOf(later)], onSale, NOW).map((e) => e.id)).toEqual([
      "later",
    ]);
  });
});
