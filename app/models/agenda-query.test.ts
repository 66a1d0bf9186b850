import { describe, expect, it } from "vitest";
import {
  agendaPagePaths,
  agendaSearch,
  alternateAgendaUrl,
  legacyAgendaRedirect,
  monthHref,
  parseAgendaQuery,
  parsePart,
} from "./agenda-query";

describe("the address", () => {
  it("reads Dutch and English parameter names", () => {
    expect(
      parseAgendaQuery(new URLSearchParams("genre=Dans&nu-te-koop=1&maand=2026-12"), "nl"),
    ).toEqual({ q: "", genre: "Dans", onSale: true, month: { month: 11, year: 2026 }, part: 1 });
    expect(parseAgendaQuery(new URLSearchParams("on-sale=1&month=2027-01&part=2"), "en")).toEqual({
      q: "",
      genre: null,
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

  it("ignores blank, false and malformed values", () => {
    expect(
      parseAgendaQuery(new URLSearchParams("genre=%20&nu-te-koop=0&maand=2026-13"), "nl"),
    ).toEqual({ q: "", genre: null, onSale: false, month: null, part: 1 });
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

  it("a later part of a month is in its links and its page address; the first page has none", () => {
    const none = { q: "", genre: null, onSale: false };
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
