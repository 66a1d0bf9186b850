import { describe, expect, it, vi } from "vitest";
import { normalizeQuery, tokenize } from "./search-query";
import {
  prepareFields,
  rankMatches,
  type SearchFields,
  scoreFields,
  termMatchers,
} from "./search-ranking";

const fields = (over: Partial<SearchFields>): SearchFields => ({
  heading: null,
  subheading: null,
  keywords: null,
  contentMain: null,
  contentRemaining: null,
  ...over,
});

describe("scoreFields", () => {
  const score = (over: Partial<SearchFields>, q: string) =>
    scoreFields(prepareFields(fields(over)), termMatchers(tokenize(q)), tokenize(q).join(" "));

  it("finds a word the editor's HTML spells with a named entity", () => {
    expect(score({ contentMain: "<p>Het Caf&eacute; op het plein</p>" }, "café")).toBeGreaterThan(
      0,
    );
    expect(score({ contentMain: "<p>Het Caf&eacute; op het plein</p>" }, "eacute")).toBe(0);
  });

  it("weighs heading > subheading > keywords > main content > remaining content", () => {
    const heading = score({ heading: "Cats" }, "cats");
    const subheading = score({ subheading: "Cats" }, "cats");
    const keywords = score({ keywords: "Cats" }, "cats");
    const main = score({ contentMain: "<p>Cats</p>" }, "cats");
    const remaining = score({ contentRemaining: "<p>Cats</p>" }, "cats");
    expect(heading).toBeGreaterThan(subheading);
    expect(subheading).toBeGreaterThan(keywords);
    expect(keywords).toBeGreaterThan(main);
    expect(main).toBeGreaterThan(remaining);
    expect(remaining).toBeGreaterThan(0);
  });

  it("needs every term somewhere", () => {
    expect(
      score({ heading: "De Notenkraker", subheading: "Ballet" }, "notenkraker ballet"),
    ).toBeGreaterThan(0);
    expect(score({ heading: "De Notenkraker" }, "notenkraker opera")).toBe(0);
  });

  it("does not match inside HTML tags or attributes", () => {
    expect(score({ contentMain: '<a href="/musical">Lees meer</a>' }, "musical")).toBe(0);
    expect(score({ contentMain: "<strong>class</strong>" }, "strong")).toBe(0);
  });

  it("scores a word start above a match inside a word", () => {
    expect(score({ heading: "Dans" }, "dans")).toBeGreaterThan(
      score({ heading: "Abundans" }, "dans"),
    );
  });

  it("treats special characters literally", () => {
    expect(score({ heading: "Jordaan! (De Musical)" }, "(de")).toBeGreaterThan(0);
    expect(score({ heading: "Jordaan" }, "j.rdaan")).toBe(0);
    expect(score({ heading: "Cats" }, "*")).toBe(0);
    expect(score({ heading: "Cats" }, "[")).toBe(0);
    expect(score({ heading: "Cats" }, "<script>")).toBe(0);
  });

  it("finds accented text with a plain query and the reverse", () => {
    expect(score({ heading: "Première" }, "premiere")).toBeGreaterThan(0);
    expect(score({ heading: "Premiere" }, "première")).toBeGreaterThan(0);
  });
});

describe("rankMatches", () => {
  const items = [
    { id: "remaining", f: fields({ heading: "A", contentRemaining: "musical" }) },
    { id: "keywords", f: fields({ heading: "B", keywords: "Musical, Familie" }) },
    { id: "heading", f: fields({ heading: "Jordaan! De Musical" }) },
    { id: "none", f: fields({ heading: "Hamlet" }) },
    { id: "subheading", f: fields({ heading: "C", subheading: "Een musical" }) },
    { id: "main", f: fields({ heading: "D", contentMain: "<p>Een <em>musical</em></p>" }) },
  ];

  it("orders by where the match is and leaves out what does not match", () => {
    const ranked = rankMatches(items, (item) => item.f, "Musical");
    expect(ranked.map((item) => item.id)).toEqual([
      "heading",
      "subheading",
      "keywords",
      "main",
      "remaining",
    ]);
  });

  it("ranks the same with fields prepared beforehand (kept per page by the search)", () => {
    const prepared = new Map(items.map((item) => [item, prepareFields(item.f)]));
    const fieldsOf = vi.fn((item: (typeof items)[number]) => item.f);
    const ranked = rankMatches(
      items,
      fieldsOf,
      "Musical",
      (item) => prepared.get(item) ?? prepareFields(item.f),
    );
    expect(ranked.map((item) => item.id)).toEqual(
      rankMatches(items, (item) => item.f, "Musical").map((item) => item.id),
    );
    expect(fieldsOf).not.toHaveBeenCalled();
  });

  it("keeps the input order for equal scores (stable)", () => {
    const same = ["x", "y", "z"].map((id) => ({ id, f: fields({ heading: `Musical ${id}` }) }));
    expect(rankMatches(same, (item) => item.f, "musical").map((i) => i.id)).toEqual([
      "x",
      "y",
      "z",
    ]);
    expect(rankMatches([...same].reverse(), (item) => item.f, "musical").map((i) => i.id)).toEqual([
      "z",
      "y",
      "x",
    ]);
  });

  it("puts the whole phrase in a heading first", () => {
    const list = [
      { id: "apart", f: fields({ heading: "Grote zaal", subheading: "Musical" }) },
      { id: "phrase", f: fields({ heading: "De Grote Musical" }) },
    ];
    expect(rankMatches(list, (i) => i.f, "grote musical")[0]?.id).toBe("phrase");
  });

  it("puts a heading that is exactly the query before longer headings", () => {
    const list = [
      { id: "longer", f: fields({ heading: "Contact Carrefonds", subheading: "Contact" }) },
      { id: "exact", f: fields({ heading: "Contact" }) },
    ];
    expect(rankMatches(list, (i) => i.f, "contact").map((i) => i.id)).toEqual(["exact", "longer"]);
  });

  it("finds nothing for a blank query", () => {
    expect(rankMatches(items, (item) => item.f, "")).toEqual([]);
  });

  it("copes with a 2000-character query", () => {
    const q = normalizeQuery("musical (".repeat(250));
    expect(() => rankMatches(items, (item) => item.f, q)).not.toThrow();
  });
});
