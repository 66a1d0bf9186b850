import { describe, expect, it } from "vitest";
import { hasNoResults, resultCount, type SearchView, searchParams } from "./search";
import { DEFAULT_CARD_IMAGE } from "./search-cards";

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
