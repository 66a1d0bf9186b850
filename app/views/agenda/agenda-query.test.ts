import { describe, expect, it } from "vitest";
import {
  agendaPagePaths,
  agendaSearch,
  alternateAgendaUrl,
  legacyAgendaRedirect,
  monthHref,
  monthsDataHref,
  moreHref,
  NO_FILTER,
  panelFilterCount,
  parseAgendaQuery,
} from "./agenda-query";

describe("the address", () => {
  it("reads Dutch and English parameter names", () => {
    expect(
      parseAgendaQuery(new URLSearchParams("genre=Dans&nu-te-koop=1&maand=2026-12"), "nl"),
    ).toEqual({
      ...NO_FILTER,
      q: "",
      genre: "Dans",
      onSale: true,
      month: { month: 11, year: 2026 },
      through: null,
      from: null,
    });
    expect(
      parseAgendaQuery(new URLSearchParams("on-sale=1&month=2027-01&until=2027-03"), "en"),
    ).toEqual({
      ...NO_FILTER,
      onSale: true,
      month: { month: 0, year: 2027 },
      through: { month: 2, year: 2027 },
      from: null,
    });
    // the other language's names mean nothing here
    expect(parseAgendaQuery(new URLSearchParams("month=2027-01&on-sale=1"), "nl")).toMatchObject({
      onSale: false,
      month: null,
    });
  });

  it("reads date, hall and tags in each language's names", () => {
    const nl = parseAgendaQuery(
      new URLSearchParams("datum=dit-weekend&zaal=10008-1&kenmerk=Engels+boventiteld&kenmerk=x"),
      "nl",
    );
    expect(nl).toMatchObject({
      when: "weekend",
      hall: "10008-1",
      tags: ["Engels boventiteld", "x"],
    });
    expect(
      parseAgendaQuery(new URLSearchParams("day=2026-12-24&hall=10008-2"), "en"),
    ).toMatchObject({ when: "2026-12-24", hall: "10008-2" });
    // a period picked wins over a day left in its field (the form sends both)
    expect(parseAgendaQuery(new URLSearchParams("datum=vandaag&dag=2026-12-24"), "nl").when).toBe(
      "today",
    );
    expect(parseAgendaQuery(new URLSearchParams("datum=&dag=2026-12-24"), "nl").when).toBe(
      "2026-12-24",
    );
    // the other language's words and names mean nothing here
    expect(
      parseAgendaQuery(new URLSearchParams("date=today&datum=today&tag=a"), "nl"),
    ).toMatchObject({ when: null, tags: [] });
  });

  it("bounds and cleans hall and tags; hostile values are dropped, never kept", () => {
    const many = Array.from({ length: 50 }, (_, i) => `kenmerk=t${i}`).join("&");
    expect(parseAgendaQuery(new URLSearchParams(many), "nl").tags).toHaveLength(10);
    const odd = parseAgendaQuery(
      new URLSearchParams(
        `zaal=${encodeURIComponent("<script>")}&kenmerk=${"x".repeat(81)}&kenmerk=%20&kenmerk=A&kenmerk=a&dag=2026-02-30`,
      ),
      "nl",
    );
    expect(odd).toMatchObject({ hall: null, tags: ["A"], when: null });
    expect(parseAgendaQuery(new URLSearchParams(`zaal=${"1".repeat(41)}`), "nl").hall).toBeNull();
  });

  it("writes date, hall and tags back in the language's names and words", () => {
    const query = {
      ...NO_FILTER,
      when: "week" as const,
      hall: "10008-1",
      tags: ["Engels boventiteld"],
    };
    expect(agendaSearch(query, "nl")).toBe(
      "?datum=deze-week&zaal=10008-1&kenmerk=Engels+boventiteld",
    );
    expect(agendaSearch({ ...NO_FILTER, when: "2026-12-24" }, "en")).toBe("?day=2026-12-24");
    expect(alternateAgendaUrl({ ...query, month: null, through: null, from: null }, "nl")).toBe(
      "/en/calendar?date=this-week&hall=10008-1",
    );
  });

  it("ignores blank, false and malformed values", () => {
    expect(
      parseAgendaQuery(new URLSearchParams("genre=%20&nu-te-koop=0&maand=2026-13"), "nl"),
    ).toEqual({
      ...NO_FILTER,
      q: "",
      genre: null,
      onSale: false,
      month: null,
      through: null,
      from: null,
    });
    expect(parseAgendaQuery(new URLSearchParams("nu-te-koop=&maand=dec"), "nl")).toMatchObject({
      onSale: false,
      month: null,
    });
  });

  it("months drawn: only real month ids in plain digits; anything else is not asked for", () => {
    const read = (search: string) => parseAgendaQuery(new URLSearchParams(search), "nl");
    expect(read("tot=2027-02&vanaf=2026-12")).toMatchObject({
      through: { month: 1, year: 2027 },
      from: { month: 11, year: 2026 },
    });
    expect(parseAgendaQuery(new URLSearchParams("until=2027-02&from=2027-01"), "en")).toMatchObject(
      { through: { month: 1, year: 2027 }, from: { month: 0, year: 2027 } },
    );
    for (const bad of [
      "2027-13",
      "2027-00",
      "0000-01",
      "27-02",
      "2027-2",
      "20270-02",
      "2027-02-01",
      "%3Cscript%3E",
      "9".repeat(5000),
      "-2027-02",
    ]) {
      expect(read(`tot=${bad}&vanaf=${bad}`)).toMatchObject({ through: null, from: null });
    }
    // The old page parts mean nothing now.
    expect(read("maand=2027-01&deel=3")).toMatchObject({ month: { month: 0, year: 2027 } });
  });

  it("drops control characters from the search text it echoes into the field", () => {
    expect(parseAgendaQuery(new URLSearchParams("q=%00"), "nl").q).toBe("");
    expect(parseAgendaQuery(new URLSearchParams("q=a%00b%07%C2%85c&q=%1B"), "en").q).toBe("a b c");
    expect(parseAgendaQuery(new URLSearchParams("genre=%00"), "nl").genre).toBeNull();
  });

  it("writes only what is set", () => {
    expect(agendaSearch({ ...NO_FILTER, q: "", genre: null, onSale: false }, "nl")).toBe("");
    expect(
      agendaSearch(
        { ...NO_FILTER, q: "a b", genre: "Dans", onSale: true, month: { month: 0, year: 2027 } },
        "nl",
      ),
    ).toBe("?q=a+b&genre=Dans&nu-te-koop=1&maand=2027-01");
    expect(agendaSearch({ ...NO_FILTER, q: "<script>", genre: null, onSale: true }, "en")).toBe(
      "?q=%3Cscript%3E&on-sale=1",
    );
  });

  it("month links keep the filters and scroll to the month without JS", () => {
    expect(
      monthHref({ ...NO_FILTER, q: "cats", genre: null, onSale: false }, "nl", {
        month: 11,
        year: 2026,
      }),
    ).toBe("/agenda?q=cats&maand=2026-12#2026-12");
    expect(
      monthHref({ ...NO_FILTER, q: "", genre: null, onSale: true }, "en", { month: 0, year: 2027 }),
    ).toBe("/en/calendar?on-sale=1&month=2027-01#2027-01");
  });

  it("'Toon meer' draws further and opens at the first month it adds; the fetcher asks from-to", () => {
    const none = { ...NO_FILTER };
    expect(moreHref(none, "nl", "2027-01", "2027-03")).toBe("/agenda?tot=2027-03#2027-01");
    expect(moreHref({ ...none, genre: "Toneel" }, "en", "2027-01", "2027-01")).toBe(
      "/en/calendar?genre=Toneel&until=2027-01#2027-01",
    );
    expect(monthsDataHref({ ...none, q: "x" }, "nl", "2027-01", "2027-03")).toBe(
      "/agenda?q=x&vanaf=2027-01&tot=2027-03",
    );
    expect(monthHref({ ...none, q: "x" }, "nl", "nonsense")).toBe("/agenda?q=x");
    // One programme, one address for search engines.
    expect(agendaPagePaths()).toEqual({ nl: "/agenda", en: "/en/calendar" });
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
    expect(legacyAgendaRedirect(url("/agenda?l=en&maand=2026-12&tot=2027-02"), "nl")).toBe(
      "/en/calendar?month=2026-12&until=2027-02",
    );
    expect(legacyAgendaRedirect(url("/agenda?l=nl"), "nl")).toBeNull();
    expect(legacyAgendaRedirect(url("/agenda"), "nl")).toBeNull();
    expect(legacyAgendaRedirect(url("/en/calendar?l=en"), "en")).toBeNull();
  });
});

describe("the filter panel's count", () => {
  it("counts genre, hall, date, 'on sale now' and each tag, never the search text", () => {
    const count = (search: string) =>
      panelFilterCount(parseAgendaQuery(new URLSearchParams(search), "nl"));
    expect(count("")).toBe(0);
    expect(count("q=hamlet&maand=2026-12")).toBe(0);
    expect(count("genre=Opera")).toBe(1);
    expect(count("genre=Opera&zaal=10008-1&datum=vandaag&nu-te-koop=1")).toBe(4);
    expect(count("dag=2026-12-01&kenmerk=Engels+boventiteld&kenmerk=Met+audiodescriptie")).toBe(3);
  });
});
