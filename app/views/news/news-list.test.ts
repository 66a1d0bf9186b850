import { describe, expect, it } from "vitest";
import { viewCrop } from "../../models/content/image-url";
import {
  alternateNewsListHref,
  buildPagination,
  cleanTags,
  isFiltered,
  isPastLastPage,
  MAX_PAGE_INDEX,
  MAX_QUERY_LENGTH,
  type NewsListQuery,
  newsListHref,
  normalizeQuery,
  pageCount,
  pageHref,
  pageWindow,
  parseNewsListQuery,
  parsePage,
  showsArrows,
  tagOptions,
  withoutSearchHref,
  withoutTagHref,
  withTagHref,
} from "./news-list";
import { buildNewsListView, newsCardView } from "./news-list-view";

const crop = {
  cdn_url_path: "u1.jpg",
  crop_of: "u1",
  crop_width: 800,
  crop_height: 600,
  crop_x: 0,
  crop_y: 0,
  crop_type: "thumb",
};
const query = (overrides: Partial<NewsListQuery> = {}): NewsListQuery => ({
  page: 0,
  q: null,
  tags: [],
  ...overrides,
});

describe("parsePage: p is 1-based, used as p-1 only if above 0", () => {
  it.each([
    ["1", 0],
    ["2", 1],
    [" 3 ", 2],
    ["999", 998],
  ])("p=%s is page index %i", (p, index) => expect(parsePage(p)).toBe(index));

  it.each([null, "", "0", "-1", "abc", "2abc", "1.5", "1e3", "+2", "0x10"])(
    "p=%s is the first page",
    (p) => expect(parsePage(p)).toBe(0),
  );

  it("caps absurd numbers instead of sending them on", () => {
    expect(parsePage("123456789")).toBe(MAX_PAGE_INDEX);
    expect(parsePage("99999999999999999999999")).toBe(MAX_PAGE_INDEX);
  });
});

describe("normalizeQuery", () => {
  it("trims, lower-cases, collapses white space and drops control characters", () => {
    expect(normalizeQuery("  grote \t musical\n ")).toBe("grote musical");
    expect(normalizeQuery(" De GROTE Musical ")).toBe("de grote musical");
    expect(normalizeQuery("a\u0000b")).toBe("a b");
  });

  it("turns empty and blank into null", () => {
    expect(normalizeQuery(null)).toBeNull();
    expect(normalizeQuery("")).toBeNull();
    expect(normalizeQuery("   ")).toBeNull();
  });

  it(`cuts text to ${MAX_QUERY_LENGTH} characters`, () => {
    const long = normalizeQuery("x".repeat(5000));
    expect(long).toHaveLength(MAX_QUERY_LENGTH);
    expect(normalizeQuery(`${"a".repeat(199)} b`)).toBe("a".repeat(199));
  });
});

describe("cleanTags", () => {
  it("trims, lower-cases and drops blanks and repeats", () => {
    expect(cleanTags([" Zakelijk ", "", "zakelijk", "fonds", "  "])).toEqual(["zakelijk", "fonds"]);
  });

  it("drops malformed values and keeps at most five", () => {
    expect(cleanTags(["<script>", "a b", "-x", "x".repeat(51), "theater"])).toEqual(["theater"]);
    expect(cleanTags(["a", "b", "c", "d", "e", "f", "g"])).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("keeps unknown but well-formed keys (the CMS then finds nothing)", () => {
    expect(cleanTags(["onbekend"])).toEqual(["onbekend"]);
  });
});

describe("parseNewsListQuery", () => {
  it("reads p, q and repeated tag", () => {
    const params = new URLSearchParams("p=2&q=%20premi%C3%A8re%20&tag=theater&tag=zakelijk");
    expect(parseNewsListQuery(params)).toEqual({
      page: 1,
      q: "première",
      tags: ["theater", "zakelijk"],
    });
  });

  it("falls back to the plain first page", () => {
    expect(parseNewsListQuery(new URLSearchParams("p=abc&q=&tag="))).toEqual(query());
    expect(isFiltered(query())).toBe(false);
    expect(isFiltered(query({ q: "x" }))).toBe(true);
    expect(isFiltered(query({ tags: ["fonds"] }))).toBe(true);
  });
});

describe("links keep the search text and the tags", () => {
  it("leaves p out on the first page and makes it 1-based after", () => {
    expect(newsListHref("nl", query())).toBe("/nieuws");
    expect(pageHref("nl", query(), 2)).toBe("/nieuws?p=3");
    expect(pageHref("en", query({ q: "grote musical", tags: ["theater", "fonds"] }), 1)).toBe(
      "/en/news?q=grote+musical&tag=theater&tag=fonds&p=2",
    );
  });

  it("resets one tag or the search text and goes back to page 1", () => {
    const current = query({ page: 2, q: "seizoen", tags: ["theater", "zakelijk"] });
    expect(withoutTagHref("nl", current, "theater")).toBe("/nieuws?q=seizoen&tag=zakelijk");
    expect(withoutSearchHref("nl", current)).toBe("/nieuws?tag=theater&tag=zakelijk");
    expect(withTagHref("nl", query({ page: 1 }), "fonds")).toBe("/nieuws?tag=fonds");
    expect(withTagHref("nl", query({ tags: ["fonds"] }), "fonds")).toBe("/nieuws?tag=fonds");
  });

  it("points the other language at the same list", () => {
    expect(alternateNewsListHref("nl", query({ page: 1, tags: ["fonds"] }))).toBe(
      "/en/news?tag=fonds&p=2",
    );
    expect(alternateNewsListHref("en", query())).toBe("/nieuws");
  });
});

describe("paging", () => {
  it("counts pages and shows the arrows only when the total exceeds the page size", () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(29, 10)).toBe(3);
    expect(pageCount(5, 0)).toBe(0);
    expect(showsArrows(10, 10)).toBe(false);
    expect(showsArrows(11, 10)).toBe(true);
  });

  it("windows the page numbers around the current page", () => {
    expect(pageWindow(0, 3)).toEqual([0, 1, 2]);
    expect(pageWindow(5, 20)).toEqual([0, 4, 5, 6, 19]);
    expect(pageWindow(19, 20)).toEqual([0, 18, 19]);
  });

  it("links previous/next, marks the current page and has no previous on page 1", () => {
    const first = buildPagination("nl", query({ tags: ["theater"] }), 29, 10);
    expect(first?.previous).toBeNull();
    expect(first?.next).toBe("/nieuws?tag=theater&p=2");
    expect(first?.count).toBe(3);
    expect(first?.pages.filter((p) => p.kind === "page" && p.current)).toHaveLength(1);

    const last = buildPagination("nl", query({ page: 2 }), 29, 10);
    expect(last?.previous).toBe("/nieuws?p=2");
    expect(last?.next).toBeNull();
  });

  it("puts gaps where pages are skipped and marks far pages", () => {
    const middle = buildPagination("en", query({ page: 9 }), 200, 10);
    expect(middle?.pages.map((p) => (p.kind === "gap" ? "…" : p.index + 1))).toEqual([
      1,
      "…",
      9,
      10,
      11,
      "…",
      20,
    ]);
    expect(middle?.pages.filter((p) => p.far)).toHaveLength(4);
  });

  it("has no bar for a single page or a page past the end", () => {
    expect(buildPagination("nl", query(), 10, 10)).toBeNull();
    expect(buildPagination("nl", query({ page: 998 }), 29, 10)).toBeNull();
  });
});

describe("news cards", () => {
  const node = { id: "n1", publication_date: "2026-11-20T09:00:00+01:00" };
  const page = {
    url: "/nieuwsitem/premiere",
    heading: "Première",
    subheading: " Eindelijk ",
    images: { thumb: crop },
  };

  it("shows the date as weekday, day, month name and year", () => {
    expect(newsCardView(node, page, "nl")).toEqual({
      id: "n1",
      heading: "Première",
      subheading: "Eindelijk",
      date: node.publication_date,
      dateLabel: "vrijdag 20 november 2026",
      image: viewCrop(crop),
      href: "/nieuwsitem/premiere",
    });
    expect(newsCardView(node, page, "en")?.dateLabel).toBe("Friday 20 November 2026");
  });

  it("drops an item without heading, publication date, url or thumbnail", () => {
    expect(newsCardView(node, { ...page, heading: " " }, "nl")).toBeNull();
    expect(newsCardView({ id: "n1" }, page, "nl")).toBeNull();
    expect(newsCardView({ id: "n1", publication_date: "gisteren" }, page, "nl")).toBeNull();
    expect(newsCardView(node, { ...page, url: "" }, "nl")).toBeNull();
    expect(newsCardView(node, { ...page, images: { thumb: null } }, "nl")).toBeNull();
    expect(
      newsCardView(node, { ...page, images: { thumb: { ...crop, crop_width: 0 } } }, "nl"),
    ).toBeNull();
  });

  it("falls back to the title for the heading", () => {
    expect(newsCardView(node, { ...page, heading: null, title: "Titel" }, "nl")?.heading).toBe(
      "Titel",
    );
  });
});

describe("tag options from the CMS filters", () => {
  it("reads the offered tags and skips malformed or empty ones", () => {
    const filters = {
      newsPageTag: {
        selected: [],
        options: [
          { value: "fonds", count: 7 },
          { value: "theater", count: 12 },
          { value: "leeg", count: 0 },
          { value: 3, count: 1 },
          null,
          { value: "<b>", count: 1 },
        ],
      },
    };
    expect(tagOptions(filters)).toEqual(["fonds", "theater"]);
  });

  it("is empty when the CMS sends nothing usable", () => {
    expect(tagOptions({})).toEqual([]);
    expect(tagOptions({ newsPageTag: null })).toEqual([]);
    expect(tagOptions({ newsPageTag: { options: "fonds" } })).toEqual([]);
  });
});

describe("buildNewsListView", () => {
  const item = (id: string, heading: string | null) => ({
    node: { id, kind: "news-page", data: {}, publication_date: "2026-11-20T09:00:00+01:00" },
    page: { url: `/nieuwsitem/${id}`, heading, images: { thumb: crop } },
  });
  const filters = {
    newsPageTag: {
      options: [
        { value: "fonds", count: 1 },
        { value: "theater", count: 2 },
      ],
    },
  };

  it("keeps complete cards, offers the tags not chosen yet and pages", () => {
    const view = buildNewsListView(
      { items: [item("a", "A"), item("b", null)], total: 12, perPage: 10, filters },
      query({ tags: ["fonds"] }),
      "nl",
    );
    expect(view.cards.map((c) => c.id)).toEqual(["a"]);
    expect(view.tags).toEqual(["theater"]);
    expect(view.pagination?.next).toBe("/nieuws?tag=fonds&p=2");
    expect(view.resetAll).toBe("/nieuws");
  });

  it("treats an empty list as empty and survives per_page 0", () => {
    const view = buildNewsListView(
      { items: [], total: 0, perPage: 0, filters: {} },
      query({ tags: ["onbekend"] }),
      "nl",
    );
    expect(view.cards).toEqual([]);
    expect(view.pagination).toBeNull();
  });
});

describe("isPastLastPage", () => {
  it("knows the pages that exist: 29 items in pages of 10 are pages 0, 1 and 2", () => {
    expect(
      [0, 1, 2, 3, 998].map((page) => isPastLastPage({ total: 29, perPage: 10 }, page)),
    ).toEqual([false, false, false, true, true]);
    expect(isPastLastPage({ total: 30, perPage: 10 }, 3)).toBe(true);
  });

  it("keeps the first page of an empty list and has no second one", () => {
    expect(isPastLastPage({ total: 0, perPage: 10 }, 0)).toBe(false);
    expect(isPastLastPage({ total: 0, perPage: 10 }, 1)).toBe(true);
  });

  it("falls back to the page size of ten when the CMS names none", () => {
    expect(isPastLastPage({ total: 15, perPage: 0 }, 1)).toBe(false);
    expect(isPastLastPage({ total: 15, perPage: 0 }, 2)).toBe(true);
  });
});
