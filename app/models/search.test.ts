import { describe, expect, it, vi } from "vitest";
import type { ContentEvent, GeneralPageData, ProductionPageData } from "~/content/schema";
import { testCrop } from "../../tests/support/test-crop";
import {
  cardImage,
  DEFAULT_CARD_IMAGE,
  escapeRegExp,
  foldText,
  hasNoResults,
  MAX_QUERY_LENGTH,
  newsResults,
  normalizeQuery,
  type ProductionContext,
  type ProductionSource,
  pageResults,
  prepareFields,
  productionResult,
  productionResults,
  rankMatches,
  resultCount,
  type SearchFields,
  type SearchView,
  scoreFields,
  searchParams,
  termMatchers,
  tokenize,
} from "./search";

const NOW = new Date("2026-11-01T10:00:00Z");

const ctx: ProductionContext = {
  locale: "nl",
  now: NOW,
  sales: {
    ticketingHosts: ["tickets.theater-amsterdam.example"],
    ownHosts: ["www.theater-amsterdam.example"],
    phone: "+31205550100",
    referral: null,
    viewId: null,
    salesParamHosts: ["tickets.theater-amsterdam.example"],
  },
};

function event(start: string, extra: Partial<ContentEvent> = {}): ContentEvent {
  return {
    id: `e-${start}`,
    start_date: start,
    sales_status: "on_sale",
    sales_url: "https://tickets.theater-amsterdam.example/e/1",
    data: { statusID: null },
    ...extra,
  };
}

function production(
  id: string,
  page: Partial<ProductionPageData>,
  events: ContentEvent[] = [event("2026-11-20T20:00:00+01:00")],
): ProductionSource {
  return {
    node: { id, production_id: `p-${id}` },
    page: {
      url: `/voorstelling/${id}`,
      images: { thumb: testCrop() },
      ...page,
    } as ProductionPageData,
    events,
  };
}

const fields = (over: Partial<SearchFields>): SearchFields => ({
  heading: null,
  subheading: null,
  keywords: null,
  contentMain: null,
  contentRemaining: null,
  ...over,
});

describe("normalizeQuery", () => {
  it("trims, lower-cases and collapses white space", () => {
    expect(normalizeQuery("  De  Grote\tMUSICAL \n")).toBe("de grote musical");
  });

  it("gives '' for nothing, blanks and missing values", () => {
    expect(normalizeQuery(null)).toBe("");
    expect(normalizeQuery(undefined)).toBe("");
    expect(normalizeQuery("   ")).toBe("");
    expect(normalizeQuery([])).toBe("");
  });

  it("joins several q values, dropping blank ones", () => {
    expect(normalizeQuery(["Ballet", " ", "Notenkraker "])).toBe("ballet notenkraker");
  });

  it("cuts absurdly long input to the maximum without a trailing space", () => {
    const long = normalizeQuery("a".repeat(2000));
    expect(long).toHaveLength(MAX_QUERY_LENGTH);
    const words = normalizeQuery("ab ".repeat(1000));
    expect(words.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(words.endsWith(" ")).toBe(false);
  });

  it("never cuts an emoji in half", () => {
    const q = normalizeQuery("🎭".repeat(300));
    expect(Array.from(q)).toHaveLength(MAX_QUERY_LENGTH);
    expect(q).toBe("🎭".repeat(MAX_QUERY_LENGTH));
  });

  it("keeps special characters as typed (they are escaped where matched)", () => {
    expect(normalizeQuery("(Cats) [*] <script>")).toBe("(cats) [*] <script>");
  });
});

describe("tokenize and foldText", () => {
  it("splits on white space, folds accents and drops duplicates", () => {
    expect(tokenize("première Premiere ballet")).toEqual(["premiere", "ballet"]);
    expect(foldText("Scène ÉÉN")).toBe("scene een");
  });

  it("gives no terms for an empty query", () => {
    expect(tokenize("")).toEqual([]);
  });
});

describe("escapeRegExp", () => {
  const specials = ["(", ")", "[", "]", "{", "}", "*", "+", "?", ".", "^", "$", "|", "\\", "/"];

  it("makes every special character literal, also with the unicode flag", () => {
    for (const char of specials) {
      const pattern = new RegExp(escapeRegExp(char), "u");
      expect(pattern.test(`a${char}b`)).toBe(true);
      expect(pattern.test("ab")).toBe(false);
    }
  });

  it("leaves letters, digits and '-' alone (an escaped '-' is invalid with the u flag)", () => {
    expect(escapeRegExp("c-3po")).toBe("c-3po");
    expect(() => new RegExp(escapeRegExp("c++ (a|b) [x-y] {2} .*?^$/\\"), "u")).not.toThrow();
  });

  it("matches a pattern-like term literally", () => {
    const pattern = new RegExp(escapeRegExp(".*"), "u");
    expect(pattern.test("anything")).toBe(false);
    expect(pattern.test("a.*b")).toBe(true);
  });
});

describe("scoreFields", () => {
  const score = (over: Partial<SearchFields>, q: string) =>
    scoreFields(prepareFields(fields(over)), termMatchers(tokenize(q)), tokenize(q).join(" "));

  it("finds a word the editor's HTML spells with a named entity (issue 13)", () => {
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

describe("cardImage", () => {
  const large = testCrop({ cdn_url_path: "large.jpg", crop_type: "header_large" });
  const small = testCrop({ cdn_url_path: "small.jpg", crop_type: "header_small" });
  const thumb = testCrop({ cdn_url_path: "thumb.jpg" });

  it("falls back from the large header to the small header to the thumbnail to the default", () => {
    expect(cardImage({ headerLarge: [large], headerSmall: [small], thumb })).toEqual({
      kind: "crop",
      crop: large,
    });
    expect(cardImage({ headerLarge: [], headerSmall: [small], thumb })).toEqual({
      kind: "crop",
      crop: small,
    });
    expect(cardImage({ thumb })).toEqual({ kind: "crop", crop: thumb });
    expect(cardImage({})).toBe(DEFAULT_CARD_IMAGE);
    expect(cardImage(null)).toEqual({ kind: "default" });
  });

  it("skips incomplete crops", () => {
    const broken = { ...large, crop_width: null };
    expect(cardImage({ headerLarge: [broken], headerSmall: [small] })).toEqual({
      kind: "crop",
      crop: small,
    });
  });
});

describe("production results", () => {
  it("builds a card with dates and a sales button to the play dates", () => {
    const result = productionResult(
      production("cats", { heading: " Cats ", subheading: "De musical" }, [
        event("2026-11-20T20:00:00+01:00"),
        event("2026-11-21T20:00:00+01:00"),
      ]),
      ctx,
    );
    expect(result).toMatchObject({
      id: "cats",
      heading: "Cats",
      subheading: "De musical",
      href: "/voorstelling/cats",
      dates: "20 en 21 november",
      salesButton: { kind: "link", status: "on_sale", href: "/voorstelling/cats#speeldata" },
    });
  });

  it("prefers the editor's date line and sums up a long run as one range", () => {
    const run = ["2026-11-20", "2026-11-21", "2026-11-27", "2026-12-04", "2027-01-08"].map((day) =>
      event(`${day}T20:00:00+01:00`),
    );
    expect(productionResult(production("run", { heading: "Run" }, run), ctx)?.dates).toBe(
      "20 november t/m 8 januari 2027",
    );
    const two = [run[0], run[2]].filter((e): e is ContentEvent => e !== undefined);
    expect(productionResult(production("two", { heading: "Two" }, two), ctx)?.dates).toBe(
      "20 november, 27 november",
    );
    const edited = production(
      "ed",
      { heading: "Ed", dateHeading: " 20 november t/m 8 januari " },
      run,
    );
    expect(productionResult(edited, ctx)?.dates).toBe("20 november t/m 8 januari");
  });

  it("drops a page without heading, without production or without a sales button state", () => {
    expect(productionResult(production("a", { heading: "  " }), ctx)).toBeNull();
    expect(productionResult(production("b", { heading: "B" }, []), ctx)).toBeNull();
    const orphan = production("c", { heading: "C" });
    expect(productionResult({ ...orphan, node: { id: "c" } }, ctx)).toBeNull();
  });

  it("shows a run that is over with its finished state and no dates", () => {
    const result = productionResult(
      production("old", { heading: "Oud" }, [
        event("2026-01-10T20:00:00+01:00", { sales_status: "show_finished" }),
      ]),
      ctx,
    );
    expect(result?.dates).toBeNull();
    expect(result?.salesButton).toMatchObject({ kind: "message", status: "show_finished" });
  });

  it("uses the default image when a production has none", () => {
    const result = productionResult(production("x", { heading: "X", images: null }), ctx);
    expect(result?.image).toEqual({ kind: "default" });
  });

  it("shows the 5 best and counts every match that makes a card", () => {
    const sources = [
      production("none", { heading: "Hamlet" }),
      ...Array.from({ length: 7 }, (_, i) =>
        production(`m${i}`, { heading: `Show ${i}`, searchKeywords: "Musical" }),
      ),
      production("noevents", { heading: "Musical zonder data" }, []),
      production("best", { heading: "De Grote Musical" }),
    ];
    const { items, total } = productionResults(sources, "musical", ctx);
    expect(total).toBe(8);
    expect(items.map((item) => item.id)).toEqual(["best", "m0", "m1", "m2", "m3"]);
  });

  it("finds nothing for a blank query", () => {
    expect(productionResults([production("a", { heading: "A" })], "", ctx)).toEqual({
      items: [],
      total: 0,
    });
  });
});

describe("page and news results", () => {
  const page = (id: string, data: Partial<GeneralPageData>, publication_date?: string) => ({
    node: { id, publication_date },
    page: { url: `/pagina/${id}`, ...data } as GeneralPageData,
  });

  it("keeps every page the CMS matched, a heading match first, and drops headingless ones", () => {
    const cards = pageResults(
      [
        page("faq", { heading: "Veelgestelde vragen", contentMain: "<p>Neem contact op</p>" }),
        page("contact", { heading: "Contact" }),
        page("empty", { heading: " ", title: null }),
      ],
      "contact",
    );
    expect(cards.map((card) => card.id)).toEqual(["contact", "faq"]);
    expect(cards[1]?.image).toEqual({ kind: "default" });
  });

  it("falls back to the title when there is no heading", () => {
    expect(pageResults([page("t", { title: "Titel" })], "titel")[0]?.heading).toBe("Titel");
  });

  it("uses the publication date as the news subheading when there is none", () => {
    const [withSub, withoutSub, undated] = newsResults(
      [
        page("a", { heading: "A", subheading: "Sub" }, "2026-11-21T09:00:00+01:00"),
        page("b", { heading: "B" }, "2026-11-21T09:00:00+01:00"),
        page("c", { heading: "C" }),
      ],
      "nl",
    );
    expect(withSub).toMatchObject({
      subheading: "Sub",
      date: "2026-11-21T09:00:00+01:00",
      dateLabel: "zaterdag 21 november 2026",
    });
    expect(withoutSub).toMatchObject({ subheading: "zaterdag 21 november 2026", dateLabel: null });
    expect(undated).toMatchObject({ subheading: null, date: null, dateLabel: null });
    expect(
      newsResults([page("b", { heading: "B" }, "2026-11-21T09:00:00+01:00")], "en")[0]?.subheading,
    ).toBe("Saturday 21 November 2026");
  });
});

describe("the screen", () => {
  const ok = <T>(items: T[]) => ({ status: "ok" as const, items, total: items.length });
  const view = (over: Partial<SearchView>): SearchView => ({
    query: "xyzzy",
    productions: ok([]),
    pages: ok([]),
    news: ok([]),
    ...over,
  });

  it("shows the no-results message only when every section answered empty", () => {
    expect(hasNoResults(view({}))).toBe(true);
    expect(hasNoResults(view({ query: "" }))).toBe(false);
    expect(hasNoResults(view({ pages: { status: "error" } }))).toBe(false);
  });

  it("counts shown results over the sections", () => {
    const card = {
      id: "1",
      heading: "H",
      subheading: null,
      image: DEFAULT_CARD_IMAGE,
      href: "/pagina/h",
    };
    expect(
      resultCount(view({ pages: ok([card, { ...card, id: "2" }]), news: { status: "error" } })),
    ).toBe(2);
  });

  it("builds the query string", () => {
    expect(searchParams("")).toBe("");
    expect(searchParams("de grote musical")).toBe("?q=de+grote+musical");
    expect(searchParams("a&b=c")).toBe("?q=a%26b%3Dc");
  });
});
