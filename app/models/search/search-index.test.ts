import { describe, expect, it } from "vitest";
import {
  boundedDistance,
  buildSearchIndex,
  closestWord,
  editsFor,
  type IndexEntry,
  matchTier,
  queryTerms,
  type SearchDocument,
} from "./search-index";
import { MAX_TERMS } from "./search-query";

const doc = (id: string, over: Partial<SearchDocument>): IndexEntry<string> => ({
  document: {
    id,
    kind: "production",
    title: "",
    otherTitle: "",
    subheading: "",
    keywords: "",
    faq: "",
    text: "",
    ...over,
  },
  item: id,
});

// A Dutch index and an English one, as the demo's lists give them (titles of both languages).
const dutch = buildSearchIndex([
  doc("notenkraker", {
    title: "De Notenkraker",
    otherTitle: "The Nutcracker",
    keywords: "Ballet, Dans, Familie\nBallet, Dance, Family",
    text: "Het kerstsprookje van Tsjaikovski.",
  }),
  doc("hamlet", { title: "Hamlet", otherTitle: "Hamlet", keywords: "Toneel\nDrama" }),
  doc("musical", { title: "De Grote Musical", otherTitle: "De Grote Musical" }),
  doc("premiere", {
    title: "Première De Grote Musical",
    otherTitle: "De Grote Musical premiere",
    text: "De musical, de musical, de musical: de première.",
  }),
  doc("bereikbaarheid", {
    kind: "page",
    title: "Bereikbaarheid",
    subheading: "Zo komt u bij het theater",
    faq: "Parkeren\nIs er een parkeergarage?\nJa.\nKrijg ik korting op parkeren?\nJa.",
  }),
  doc("faq", {
    kind: "page",
    title: "Veelgestelde vragen",
    faq: "Waar kan ik parkeren?\nIn de garage.\nCadeaubonnen\nWaar koop ik een theaterbon?",
  }),
  doc("parkeren-nieuws", {
    kind: "news",
    title: "Nieuwe parkeergarage open",
    text: "Parkeren kan nu onder het theater.",
  }),
  doc("caf", { kind: "page", title: "Eten en drinken", text: "Het café op het plein (c++)." }),
]);

const english = buildSearchIndex([
  doc("nutcracker", {
    title: "The Nutcracker",
    otherTitle: "De Notenkraker",
    keywords: "Ballet, Dance, Family\nBallet, Dans, Familie",
  }),
  doc("getting-here", {
    kind: "page",
    title: "Getting here",
    faq: "Parking\nIs there a car park?\nYes, under the theatre.",
  }),
  doc("gift", { kind: "page", title: "Gift cards", text: "Give a night out." }),
]);

const ids = (index: typeof dutch, q: string) => index.search(q).map((r) => r.item);

describe("editsFor: typing errors forgiven by word length", () => {
  it("allows none up to three letters, one up to seven, two from eight", () => {
    expect(["de", "cjp"].map(editsFor)).toEqual([0, 0]);
    expect(["hmlt", "hmlet", "notenkr"].map(editsFor)).toEqual([1, 1, 1]);
    expect(["parkeren", "nutcraker", "notenkraaker"].map(editsFor)).toEqual([2, 2, 2]);
  });
});

describe("the Dutch index", () => {
  it("forgives typing errors in either language's title", () => {
    expect(ids(dutch, "notenkraaker")[0]).toBe("notenkraker");
    expect(ids(dutch, "nutcraker")[0]).toBe("notenkraker");
    expect(ids(dutch, "nutcracker")[0]).toBe("notenkraker");
    expect(ids(dutch, "hmlet")).toEqual(["hamlet"]);
  });

  it("finds keywords of both languages and accented words typed plainly", () => {
    expect(ids(dutch, "dance")).toEqual(["notenkraker"]);
    expect(ids(dutch, "premiere")[0]).toBe("premiere");
    expect(ids(dutch, "cafe")).toEqual(["caf"]);
  });

  it("searches FAQ questions and answers, and finds longer words a word begins", () => {
    expect(ids(dutch, "parkeren")[0]).toBe("bereikbaarheid");
    expect(ids(dutch, "cadeaubon")).toEqual(["faq"]);
  });

  it("ranks a title match before a text match, and the title that is the query first", () => {
    // The news item has the word in its title; the pages only in their FAQ.
    expect(ids(dutch, "parkeergarage")).toEqual(["parkeren-nieuws", "bereikbaarheid"]);
    // The première mentions the musical far more often; the exact title still comes first.
    expect(ids(dutch, "de grote musical")).toEqual(["musical", "premiere"]);
  });

  it("needs every word of the query", () => {
    expect(ids(dutch, "notenkraker hamlet")).toEqual([]);
    expect(ids(dutch, "notenkraker ballet")).toEqual(["notenkraker"]);
  });

  it("treats special characters as word breaks, never as a pattern", () => {
    expect(ids(dutch, "c++")).toEqual(["caf"]);
    expect(() => dutch.search("(a|b) [x-y] {2} .*?^$/\\")).not.toThrow();
    expect(ids(dutch, "((((")).toEqual([]);
  });

  it("finds nothing for nothing, and copes with a pasted essay", () => {
    expect(dutch.search("")).toEqual([]);
    expect(dutch.search("   ")).toEqual([]);
    const essay = `${"notenkraker ".repeat(200)}${"x".repeat(2000)}`;
    expect(ids(dutch, essay)).toEqual([]);
  });

  it("suggests the closest known words only when nothing matches and they find something", () => {
    expect(dutch.suggest("nootnkrakr")).toBe("notenkraker");
    expect(dutch.suggest("parkerenn garaage")).toBeNull(); // they match: no suggestion needed
    expect(dutch.suggest("xyzzy")).toBeNull();
    expect(dutch.suggest("qwrtpz")).toBeNull();
    expect(dutch.suggest("notenkraker")).toBeNull();
  });
});

describe("the English index", () => {
  it("finds the Dutch title and English typing errors", () => {
    expect(ids(english, "notenkraker")).toEqual(["nutcracker"]);
    expect(ids(english, "nutcraker")).toEqual(["nutcracker"]);
    expect(ids(english, "parking")).toEqual(["getting-here"]);
    expect(ids(english, "gift card")).toEqual(["gift"]);
  });

  it("suggests a close word, and nothing for a far one", () => {
    expect(english.suggest("nutcrkcr")).toBe("nutcracker");
    expect(english.suggest("xyzzy")).toBeNull();
  });
});

describe("the rules beneath", () => {
  it("bounds the query: folded words, each once, at most MAX_TERMS, each at most 40 letters", () => {
    expect(queryTerms("De  NOTENKRAKER de Première!")).toEqual(["de", "notenkraker", "premiere"]);
    expect(queryTerms(Array.from({ length: 20 }, (_, i) => `w${i}`).join(" "))).toHaveLength(
      MAX_TERMS,
    );
    expect(queryTerms("a".repeat(100))[0]).toHaveLength(40);
  });

  it("measures edits, giving up beyond the limit", () => {
    expect(boundedDistance("notenkraaker", "notenkraker", 2)).toBe(1);
    expect(boundedDistance("nutcraker", "nutcracker", 2)).toBe(1);
    expect(boundedDistance("kitten", "sitting", 3)).toBe(3);
    expect(boundedDistance("kitten", "sitting", 2)).toBe(3);
    expect(boundedDistance("a", "abcdef", 2)).toBe(3);
  });

  it("picks the closest word, then the most telling one", () => {
    const vocabulary = new Map([
      ["hamlet", 4],
      ["hamer", 1],
      ["camlet", 1],
    ]);
    expect(closestWord("hamlt", vocabulary)).toBe("hamlet");
    expect(closestWord("xamlet", vocabulary)).toBe("hamlet");
    expect(closestWord("zzzzzz", vocabulary)).toBeNull();
    expect(closestWord("hm", vocabulary)).toBeNull();
  });

  it("orders tiers: the title is the query, holds every word, matched a word, text only", () => {
    const titles = [
      ["de", "grote", "musical"],
      ["de", "grote", "musical"],
    ];
    expect(matchTier(titles, ["de", "grote", "musical"], true)).toBe(3);
    expect(matchTier(titles, ["grote", "mus"], true)).toBe(2);
    expect(matchTier(titles, ["groote"], true)).toBe(1);
    expect(matchTier(titles, ["zang"], false)).toBe(0);
  });
});
