import { describe, expect, it } from "vitest";
import { agendaPages, neighbourPages, openingMonth, pageFor, pageRef } from "./agenda-window";

const sized = (...sizes: number[]) =>
  sizes.map((size, index) => ({ id: `2027-${String(index + 1).padStart(2, "0")}`, size }));
const ids = (pages: ReturnType<typeof agendaPages>) =>
  pages.map((page) => page.map((s) => `${s.id}[${s.from},${s.to})`).join(" "));

describe("agendaPages", () => {
  const size = { min: 6, max: 10 };

  it("takes whole months until a page holds at least min items, never over max", () => {
    expect(ids(agendaPages(sized(5, 15, 3, 3, 2, 6, 9), size))).toEqual([
      "2027-01[0,5)",
      "2027-02[0,8)",
      "2027-02[8,15)",
      "2027-03[0,3) 2027-04[0,3)",
      "2027-05[0,2) 2027-06[0,6)",
      "2027-07[0,9)",
    ]);
  });

  it("splits a large month into nearly equal parts, each a page of its own", () => {
    expect(ids(agendaPages(sized(2, 21, 2), size))).toEqual([
      "2027-01[0,2)",
      "2027-02[0,7)",
      "2027-02[7,14)",
      "2027-02[14,21)",
      "2027-03[0,2)",
    ]);
    expect(ids(agendaPages(sized(11), size))).toEqual(["2027-01[0,6)", "2027-01[6,11)"]);
    // exactly max is one page
    expect(ids(agendaPages(sized(10), size))).toEqual(["2027-01[0,10)"]);
  });

  it("no page holds more than max items, and every item is on exactly one page", () => {
    const months = sized(1, 30, 4, 9, 0, 12, 7, 7, 3);
    const pages = agendaPages(months, size);
    for (const page of pages) {
      expect(page.reduce((n, s) => n + s.to - s.from, 0)).toBeLessThanOrEqual(10);
    }
    for (const month of months) {
      const slices = pages.flat().filter((s) => s.id === month.id);
      expect(slices.reduce((n, s) => n + s.to - s.from, 0)).toBe(month.size);
    }
  });

  it("nothing listed: no pages", () => {
    expect(agendaPages([], size)).toEqual([]);
    expect(pageFor([], "2027-01", 1)).toEqual([]);
  });
});

describe("pageFor, pageRef, neighbourPages", () => {
  const pages = agendaPages(sized(3, 4, 14, 2), { min: 6, max: 10 });

  it("finds the page of a month and of a part; an unknown part is the month's first", () => {
    expect(pageFor(pages, "2027-02", 1)).toBe(pages[0]);
    expect(pageFor(pages, "2027-03", 2)).toBe(pages[2]);
    expect(pageFor(pages, "2027-03", 3)).toBe(pages[1]);
    expect(pageFor(pages, "2027-01", 2)).toBe(pages[0]);
    expect(pageFor(pages, "2031-01", 1)).toBe(pages[0]);
    expect(pageFor(pages, null, 1)).toBe(pages[0]);
  });

  it("names a page by its first month and part, and its neighbours", () => {
    expect(pages.map((page) => pageRef(pages, page))).toEqual([
      { id: "2027-01", part: 1 },
      { id: "2027-03", part: 1 },
      { id: "2027-03", part: 2 },
      { id: "2027-04", part: 1 },
    ]);
    expect(neighbourPages(pages, pages[0] ?? [])).toEqual({
      previous: null,
      next: { id: "2027-03", part: 1 },
    });
    expect(neighbourPages(pages, pages[3] ?? [])).toEqual({
      previous: { id: "2027-03", part: 2 },
      next: null,
    });
    expect(neighbourPages(pages, [])).toEqual({ previous: null, next: null });
  });
});

describe("openingMonth", () => {
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
});
