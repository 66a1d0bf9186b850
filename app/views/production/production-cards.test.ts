import { describe, expect, it } from "vitest";
import type { ContentEvent } from "~/content/schema";
import { evenings, event, NOW, page } from "../../../tests/support/production-page";
import {
  cardDates,
  othersAlsoViewed,
  productionCard,
  relatedProductions,
} from "./production-cards";
import { upcomingEvents } from "./production-events";

describe("related and others also viewed", () => {
  const other = (id: string, genres: string[], events: ContentEvent[], heading = id) => ({
    node: { id, kind: "production-page", data: {} },
    page: page({ url: `/voorstelling/${id}`, heading, genres }),
    events,
  });

  it("shows at most three related productions that can be bought, in the page's order", () => {
    const soldOut = other(
      "uitverkocht",
      ["Toneel"],
      [event("2026-12-05T20:00:00+01:00", { data: { statusID: "15685" } })],
    );
    const candidates = [
      other("a", ["Toneel"], evenings(1)),
      soldOut,
      other("b", ["Toneel"], [event("2026-12-05T20:00:00+01:00", { data: { statusID: "15681" } })]),
      other(
        "c",
        ["Toneel"],
        [event("2026-12-05T20:00:00+01:00", { data: { statusID: "last_chance" } })],
      ),
      other("d", ["Toneel"], evenings(1)),
      other("past", ["Toneel"], [event("2026-10-01T20:00:00+02:00")]),
    ];
    const cards = relatedProductions(
      ["past", "uitverkocht", "c", "a", "b", "d"],
      candidates,
      NOW,
      "nl",
    );
    expect(cards.map((c) => c.id)).toEqual(["c", "a", "b"]);
    expect(cards[0]).toMatchObject({ href: "/voorstelling/c", heading: "c", dates: "5 december" });
  });

  it("does not relate a production whose only performance today has begun (decision 0040)", () => {
    // NOW is 10:00 in Amsterdam: the 09:30 matinee has begun though the CMS still sells it.
    const begun = other("begun", ["Toneel"], [event("2026-11-22T09:30:00+01:00")]);
    const later = other("later", ["Toneel"], [event("2026-11-22T14:00:00+01:00")]);
    const cards = relatedProductions(["begun", "later"], [begun, later], NOW, "nl");
    expect(cards.map((c) => c.id)).toEqual(["later"]);
    const earlier = new Date("2026-11-22T08:00:00Z");
    expect(relatedProductions(["begun"], [begun], earlier, "nl").map((c) => c.id)).toEqual([
      "begun",
    ]);
  });

  it("picks six random upcoming productions with an overlapping genre", () => {
    const entries = [
      other("self", ["Toneel"], evenings(1)),
      other("related", ["Toneel"], evenings(1)),
      other("music", ["Concert"], evenings(1)),
      other("past", ["Toneel"], [event("2026-10-01T20:00:00+02:00")]),
      ...Array.from({ length: 8 }, (_, i) =>
        other(`t${i}`, [i % 2 ? "toneel " : "Toneel", "Familie"], evenings(1)),
      ),
    ];
    const pick = (random: () => number) =>
      othersAlsoViewed(
        entries,
        { id: "self", genres: ["Toneel"], exclude: ["related"] },
        { now: NOW, locale: "nl", random },
      ).map((c) => c.id);
    const first = pick(() => 0);
    expect(first).toEqual(["t0", "t1", "t2", "t3", "t4", "t5"]);
    const other6 = pick(() => 0.99);
    expect(other6).toHaveLength(6);
    expect(new Set(other6).size).toBe(6);
    expect(other6.every((id) => id.startsWith("t"))).toBe(true);
    expect(other6).not.toEqual(first);
    expect(
      othersAlsoViewed(
        entries,
        { id: "self", genres: [], exclude: [] },
        { now: NOW, locale: "nl" },
      ),
    ).toEqual([]);
  });
});

describe("cards per cached production list", () => {
  const entry = (id: string, events: ContentEvent[]) => ({
    node: { id, kind: "production-page", data: {} },
    page: page({ url: `/voorstelling/${id}`, heading: id, genres: ["Toneel"] }),
    events,
  });
  // NOW is Sunday 22 November 2026, 10:00 in Amsterdam.
  const sunday = "2026-11-22T20:00:00+01:00";
  const monday = "2026-11-23T20:00:00+01:00";

  it("makes a source's card once per language and day", () => {
    const show = entry("a", [event(sunday), event(monday)]);
    const card = productionCard(show, NOW, "nl");
    expect(card?.dates).toBe("22 en 23 november");
    expect(productionCard(show, new Date("2026-11-22T22:59:00Z"), "nl")).toBe(card);
    expect(productionCard(show, NOW, "en")?.dates).toBe("22 & 23 November");
    expect(productionCard(entry("a", show.events), NOW, "nl")).not.toBe(card);
  });

  it("rolls over at midnight in Amsterdam", () => {
    const show = entry("b", [event(sunday), event(monday)]);
    const late = new Date("2026-11-22T23:00:00Z");
    expect(productionCard(show, NOW, "nl")?.dates).toBe("22 en 23 november");
    expect(productionCard(show, late, "nl")?.dates).toBe("23 november");
    expect(upcomingEvents(show.events, late).map((e) => e.start_date)).toEqual([monday]);
    const gone = new Date("2026-11-23T23:00:00Z");
    expect(
      othersAlsoViewed(
        [show],
        { id: "x", genres: ["Toneel"], exclude: [] },
        { now: gone, locale: "nl" },
      ),
    ).toEqual([]);
  });

  it("still draws others also viewed afresh on every call", () => {
    const entries = Array.from({ length: 8 }, (_, i) => entry(`t${i}`, [event(monday)]));
    const pick = (random: () => number) =>
      othersAlsoViewed(
        entries,
        { id: "self", genres: ["Toneel"], exclude: [] },
        { now: NOW, locale: "nl", random },
      ).map((c) => c.id);
    expect(pick(() => 0)).toEqual(["t0", "t1", "t2", "t3", "t4", "t5"]);
    expect(pick(() => 0.99)).not.toEqual(pick(() => 0));
  });
});

describe("card dates", () => {
  const at = (...days: string[]) => days.map((d) => event(`${d}T20:00:00+01:00`));
  it("lists up to two date groups and sums up a longer run as first to last day", () => {
    expect(cardDates(at("2026-12-04", "2026-12-05", "2026-12-11"), "nl", NOW)).toBe(
      "4 en 5 december, 11 december",
    );
    expect(cardDates(at("2026-12-04", "2026-12-11", "2027-01-20"), "nl", NOW)).toBe(
      "4 december t/m 20 januari 2027",
    );
    expect(cardDates(at("2026-12-04", "2026-12-11", "2026-12-18"), "en", NOW)).toBe(
      "4 to 18 December",
    );
    expect(cardDates([], "nl", NOW)).toBeNull();
  });
});
