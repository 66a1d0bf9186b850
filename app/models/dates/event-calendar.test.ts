import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type CalendarEventInput, icsFileName, icsForEvent } from "./event-calendar";

const base: CalendarEventInput = {
  title: "De Notenkraker",
  start: "2026-12-05T20:00:00+01:00",
  end: "2026-12-05T22:15:00+01:00",
  url: "https://www.theater-amsterdam.example/voorstelling/de-notenkraker",
  location: null,
  description: null,
  uid: "event-123@theater-amsterdam.example",
};

const lines = (ics: string | null) => ics?.split("\r\n") ?? null;

describe("icsForEvent", () => {
  beforeEach(() => {
    // DTSTAMP is the moment the file is written.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-10-01T09:30:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("writes the whole file with UTC times", () => {
    expect(icsForEvent(base)).toBe(
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "CALSCALE:GREGORIAN",
        "PRODID:adamgibbons/ics",
        "METHOD:PUBLISH",
        "X-PUBLISHED-TTL:PT1H",
        "BEGIN:VEVENT",
        "UID:event-123@theater-amsterdam.example",
        "SUMMARY:De Notenkraker",
        "DTSTAMP:20261001T093000Z",
        "DTSTART:20261205T190000Z",
        "DTEND:20261205T211500Z",
        "URL:https://www.theater-amsterdam.example/voorstelling/de-notenkraker",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    );
  });

  it("reads times without an offset as Amsterdam time, summer and winter", () => {
    const winter = lines(icsForEvent({ ...base, start: "2026-12-05 20:00:00", end: null }));
    expect(winter).toContain("DTSTART:20261205T190000Z");
    const summer = lines(icsForEvent({ ...base, start: "2026-06-05T20:00:00", end: null }));
    expect(summer).toContain("DTSTART:20260605T180000Z");
    expect(summer).toContain("DTEND:20260605T203000Z");
  });

  it("ends 2.5 hours after the start when the end is unknown, unreadable or not after it", () => {
    for (const end of [null, "", "later", "2026-12-05T20:00:00+01:00", "2026-12-05T19:00"]) {
      expect(lines(icsForEvent({ ...base, end }))).toContain("DTEND:20261205T213000Z");
    }
  });

  it("escapes and folds location and description", () => {
    const ics = icsForEvent({
      ...base,
      title: "Kerst; een feest, voor iedereen",
      location: "Theater Amsterdam, Danzigerkade 5, Amsterdam",
      description:
        "Een klassieker\nvoor het hele gezin met een lange beschrijving die over de vijfenzeventig tekens heen gaat",
    });
    expect(lines(ics)).toEqual(
      expect.arrayContaining([
        "SUMMARY:Kerst\\; een feest\\, voor iedereen",
        "LOCATION:Theater Amsterdam\\, Danzigerkade 5\\, Amsterdam",
        "DESCRIPTION:Een klassieker\\nvoor het hele gezin met een lange beschrijving ",
        "\tdie over de vijfenzeventig tekens heen gaat",
      ]),
    );
  });

  it("is null when the library rejects the input or the start is unreadable", () => {
    expect(icsForEvent({ ...base, url: "/voorstelling/de-notenkraker" })).toBeNull();
    expect(icsForEvent({ ...base, start: "morgen" })).toBeNull();
  });
});

describe("icsFileName", () => {
  it("joins a slug of the title and the Amsterdam date", () => {
    expect(icsFileName("De Notenkraker", "2026-12-05T20:00:00+01:00")).toBe(
      "de-notenkraker-2026-12-05.ics",
    );
    // 23:30 UTC on 31 December is already New Year's Day in Amsterdam.
    expect(icsFileName("Oudejaars", "2026-12-31T23:30:00Z")).toBe("oudejaars-2027-01-01.ics");
  });

  it("keeps only safe characters", () => {
    expect(icsFileName('  Café Brûlé: "Één" / twee?! ', "2026-12-05 20:00:00")).toBe(
      "cafe-brule-een-twee-2026-12-05.ics",
    );
    expect(icsFileName("../../etc/passwd", "2026-12-05")).toBe("etc-passwd-2026-12-05.ics");
  });

  it("shortens long titles without a trailing hyphen", () => {
    const name = icsFileName(`${"a".repeat(59)} bcd`, "2026-12-05");
    expect(name).toBe(`${"a".repeat(59)}-2026-12-05.ics`);
  });

  it("falls back when the title or date is unusable", () => {
    expect(icsFileName("!!!", "2026-12-05")).toBe("event-2026-12-05.ics");
    expect(icsFileName("De Notenkraker", "onbekend")).toBe("de-notenkraker.ics");
  });
});
