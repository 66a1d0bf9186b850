import { describe, expect, it } from "vitest";
import type { ContentEvent, GeneralPageData, ProductionPageData } from "~/content/schema";
import { testSales } from "../../../tests/support/sales";
import { drawnCrop, testCrop } from "../../../tests/support/test-crop";
import {
  cardImage,
  DEFAULT_CARD_IMAGE,
  newsResults,
  type ProductionContext,
  type ProductionSource,
  pageResults,
  productionResult,
  productionResults,
} from "./search-cards";

const NOW = new Date("2026-11-01T10:00:00Z");

const ctx: ProductionContext = {
  locale: "nl",
  now: NOW,
  sales: testSales(),
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

describe("cardImage", () => {
  const large = testCrop({ cdn_url_path: "large.jpg", crop_type: "header_large" });
  const small = testCrop({ cdn_url_path: "small.jpg", crop_type: "header_small" });
  const thumb = testCrop({ cdn_url_path: "thumb.jpg" });

  it("falls back from the large header to the small header to the thumbnail to the default", () => {
    expect(cardImage({ headerLarge: [large], headerSmall: [small], thumb })).toEqual({
      kind: "crop",
      crop: drawnCrop(large),
    });
    expect(cardImage({ headerLarge: [], headerSmall: [small], thumb })).toEqual({
      kind: "crop",
      crop: drawnCrop(small),
    });
    expect(cardImage({ thumb })).toEqual({ kind: "crop", crop: drawnCrop(thumb) });
    expect(cardImage({})).toBe(DEFAULT_CARD_IMAGE);
    expect(cardImage(null)).toEqual({ kind: "default" });
  });

  it("skips incomplete crops", () => {
    const broken = { ...large, crop_width: null };
    expect(cardImage({ headerLarge: [broken], headerSmall: [small] })).toEqual({
      kind: "crop",
      crop: drawnCrop(small),
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
      heading: "Cats",
      subheading: "De musical",
      href: "/voorstelling/cats",
      dates: "20 en 21 november",
      salesButton: { kind: "link", labelKey: "on_sale", href: "/voorstelling/cats#speeldata" },
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
    expect(result?.salesButton).toEqual({ kind: "message", labelKey: "show_finished" });
  });

  it("uses the default image when a production has none", () => {
    const result = productionResult(production("x", { heading: "X", images: null }), ctx);
    expect(result?.image).toEqual({ kind: "default" });
  });

  it("shows the first 5 as ranked and counts every one that makes a card", () => {
    const sources = [
      production("best", { heading: "De Grote Musical" }),
      production("noevents", { heading: "Musical zonder data" }, []),
      ...Array.from({ length: 7 }, (_, i) =>
        production(`m${i}`, { heading: `Show ${i}`, searchKeywords: "Musical" }),
      ),
    ];
    const { items, total } = productionResults(sources, ctx);
    expect(total).toBe(8);
    expect(items.map((item) => item.href)).toEqual(
      ["best", "m0", "m1", "m2", "m3"].map((id) => `/voorstelling/${id}`),
    );
    expect(productionResults(sources, ctx, Number.POSITIVE_INFINITY).items).toHaveLength(8);
  });

  it("has nothing to show for nothing found", () => {
    expect(productionResults([], ctx)).toEqual({ items: [], total: 0 });
  });
});

describe("page and news results", () => {
  const page = (id: string, data: Partial<GeneralPageData>, publication_date?: string) => ({
    node: { id, publication_date },
    page: { url: `/pagina/${id}`, ...data } as GeneralPageData,
  });

  it("keeps the ranked order and drops headingless and noindex pages", () => {
    const cards = pageResults([
      page("contact", { heading: "Contact" }),
      page("faq", { heading: "Veelgestelde vragen", contentMain: "<p>Neem contact op</p>" }),
      page("empty", { heading: " ", title: null }),
      page("bedankt", { heading: "Bedankt", isIndexable: false }),
    ]);
    expect(cards.map((card) => card.href)).toEqual(["/pagina/contact", "/pagina/faq"]);
    expect(cards[1]?.image).toEqual({ kind: "default" });
  });

  it("falls back to the title when there is no heading", () => {
    expect(pageResults([page("t", { title: "Titel" })])[0]?.heading).toBe("Titel");
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
