import { describe, expect, it } from "vitest";
import {
  agendaSearch,
  alternateAgendaUrl,
  legacyAgendaRedirect,
  monthHref,
  parseAgendaQuery,
} from "./agenda-query";

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
