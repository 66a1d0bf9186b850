import { describe, expect, it } from "vitest";
import {
  allSearch,
  expandedSection,
  hasNoResults,
  resultCount,
  type SearchView,
  searchParams,
} from "./search";
import { DEFAULT_CARD_IMAGE } from "./search-cards";

describe("the screen", () => {
  const ok = <T>(items: T[]) => ({ status: "ok" as const, items, total: items.length });
  const view = (over: Partial<SearchView>): SearchView => ({
    query: "xyzzy",
    tooShort: false,
    suggestion: null,
    inCalendar: false,
    productions: ok([]),
    pages: ok([]),
    news: ok([]),
    ...over,
  });

  it("shows the no-results message only when every section answered empty", () => {
    expect(hasNoResults(view({}))).toBe(true);
    expect(hasNoResults(view({ query: "" }))).toBe(false);
    expect(hasNoResults(view({ pages: { status: "error" } }))).toBe(false);
    // One character is not searched: the screen asks for more instead.
    expect(hasNoResults(view({ query: "h", tooShort: true }))).toBe(false);
  });

  it("counts what the sections found, not only what they show, failed ones as none", () => {
    const card = {
      id: "1",
      heading: "H",
      subheading: null,
      image: DEFAULT_CARD_IMAGE,
      href: "/pagina/h",
    };
    const pages = { status: "ok" as const, items: [card, { ...card, id: "2" }], total: 10 };
    expect(resultCount(view({ pages, news: { status: "error" } }))).toBe(10);
  });

  it("knows the address of every show or page found", () => {
    expect(allSearch("de musical", "pages")).toBe("?q=de+musical&all=pages");
    expect(allSearch("dans", "shows")).toBe("?q=dans&all=shows");
    expect(expandedSection(new URLSearchParams("q=x&all=pages"))).toBe("pages");
    expect(expandedSection(new URLSearchParams("q=x&all=shows"))).toBe("shows");
    expect(expandedSection(new URLSearchParams("q=x&all=news"))).toBe("news");
    expect(expandedSection(new URLSearchParams("q=x&all=everything"))).toBeNull();
    expect(expandedSection(new URLSearchParams("q=x"))).toBeNull();
  });

  it("builds the query string", () => {
    expect(searchParams("")).toBe("");
    expect(searchParams("de grote musical")).toBe("?q=de+grote+musical");
    expect(searchParams("a&b=c")).toBe("?q=a%26b%3Dc");
  });
});
