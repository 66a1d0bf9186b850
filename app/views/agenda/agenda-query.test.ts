import { describe, expect, it } from "vitest";
import {
  agendaPagePaths,
  agendaSearch,
  alternateAgendaUrl,
  legacyAgendaRedirect,
  monthHref,
  NO_FILTER,
  panelFilterCount,
  parseAgendaQuery,
  parsePart,
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
      part: 1,
    });
    expect(parseAgendaQuery(new URLSearchParams("on-sale=1&month=2027-01&part=2"), "en")).toEqual({
      ...NO_FILTER,
      onSale: true,
      month: { month: 0, year: 2027 },
      part: 2,
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
    expect(alternateAgendaUrl({ ...query, month: null, part: 1 }, "nl")).toBe(
      "/en/calendar?date=this-week&hall=10008-1",
    );
  });

  it("ignores blank, false and malformed values", () => {
    expect(
      parseAgendaQuery(new URLSearchParams("genre=%20&nu-te-koop=0&maand=2026-13"), "nl"),
    ).toEqual({ ...NO_FILTER, q: "", genre: null, onSale: false, month: null, part: 1 });
    expect(parseAgendaQuery(new URLSearchParams("nu-te-koop=&maand=dec"), "nl")).toMatchObject({
      onSale: false,
      month: null,
    });
  });

  it("a part is a whole number from 1 to 99; anything else is the first part", () => {
    expect(parsePart("2")).toBe(2);
    expect(parsePart(" 12 ")).toBe(12);
    for (const bad of [
      null,
      "",
      "0",
      "00",
      "-1",
      "1.5",
      "2e1",
      "100",
      "99999999999",
      "twee",
      "0x2",
    ]) {
      expect(parsePart(bad)).toBe(1);
    }
    expect(parseAgendaQuery(new URLSearchParams("maand=2027-01&deel=3&deel=5"), "nl").part).toBe(3);
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

  it("a later part of a month is in its links and its page address; the first page has none", () => {
    const none = { ...NO_FILTER, q: "", genre: null, onSale: false };
    expect(monthHref(none, "nl", "2027-02", 2)).toBe("/agenda?maand=2027-02&deel=2#2027-02");
    expect(monthHref(none, "en", "2027-02", 2)).toBe("/en/calendar?month=2027-02&part=2#2027-02");
    expect(monthHref(none, "nl", "2027-02", 1)).toBe("/agenda?maand=2027-02#2027-02");
    expect(monthHref({ ...none, q: "x" }, "nl", "nonsense")).toBe("/agenda?q=x");
    expect(agendaPagePaths(null)).toEqual({ nl: "/agenda", en: "/en/calendar" });
    expect(agendaPagePaths({ month: 1, year: 2027 }, 2)).toEqual({
      nl: "/agenda?maand=2027-02&deel=2",
      en: "/en/calendar?month=2027-02&part=2",
    });
    // a part without a month means nothing
    expect(agendaSearch({ ...none, part: 3 }, "nl")).toBe("");
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
    expect(legacyAgendaRedirect(url("/agenda?l=en&maand=2026-12&deel=2"), "nl")).toBe(
      "/en/calendar?month=2026-12&part=2",
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
