import { describe, expect, it } from "vitest";
import { event, homeCtx, source } from "../../../tests/support/home";
import { testSales } from "../../../tests/support/sales";
import { testCrop } from "../../../tests/support/test-crop";
import { seededRandom } from "../../models/content/seeded-random";
import type { HomeProductionSource } from "./home-production";
import {
  MAX_SLIDES,
  selectSlides,
  shuffle,
  slideCandidateIds,
  slideCandidates,
  slideView,
} from "./home-slider";

const slides = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `s${i + 1}` }));
const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe("slide rules (spec §5)", () => {
  it("builds a slide from a page with everything it needs", () => {
    const slide = slideView(
      source("a", {
        slideshowHeading: "Slide title",
        slideshowSubHeading: "Slide sub",
        slideshowButtonText: "Ontdek",
      }),
      homeCtx,
    );
    expect(slide).toMatchObject({
      id: "a",
      heading: "Slide title",
      subheading: "Slide sub",
      buttonText: "Ontdek",
      href: "/voorstelling/a",
      imageMaxWidth: 1920,
      salesButton: { kind: "link", href: "https://tickets.theater-amsterdam.example/e/a-1" },
    });
  });

  it("keeps a page's cleaned texts across views, with each view's own sales link", () => {
    const page = source("a", { slideshowHeading: "  Slide\n title " });
    const ctx = {
      ...homeCtx,
      sales: testSales({ salesParamHosts: ["tickets.theater-amsterdam.example"] }),
    };
    const first = slideView(page, { ...ctx, sales: { ...ctx.sales, referral: "vriend" } });
    const second = slideView(page, ctx);
    expect(first?.heading).toBe("Slide title");
    expect(second?.heading).toBe("Slide title");
    expect(first?.image).toBe(second?.image);
    expect(first?.salesButton).not.toEqual(second?.salesButton);
    expect(JSON.stringify(second?.salesButton)).not.toContain("vriend");
  });

  it("falls back to the heading and subheading, and to the small header (1000 wide)", () => {
    const slide = slideView(
      source("a", { images: { headerSmall: [testCrop({ cdn_url_path: "small.jpg" })] } }),
      homeCtx,
    );
    expect(slide).toMatchObject({ heading: "Show a", subheading: "Subheading a" });
    expect(slide?.image.cdn_url_path).toBe("small.jpg");
    expect(slide?.imageMaxWidth).toBe(1000);
  });

  it.each([
    ["no slideshow permission", source("a", { isAllowedInSlideshow: false })],
    ["permission not given", source("a", { isAllowedInSlideshow: null })],
    ["another language", source("a", { language: "en" })],
    ["no language", source("a", { language: null })],
    ["no image", source("a", { images: { thumb: testCrop() } })],
    ["no heading", source("a", { heading: " ", slideshowHeading: null })],
    ["no production", { ...source("a"), node: { id: "a", production_id: null } }],
    ["no performances (no sales state)", source("a", {}, [])],
    ["only past performances", source("a", {}, [event("old", "2026-11-01T20:00:00+01:00")])],
  ])("drops a page with %s", (_, page) => {
    expect(slideView(page, homeCtx)).toBeNull();
  });
});

describe("slide selection", () => {
  it("puts the pinned slides first, in pinned order", () => {
    const chosen = selectSlides(slides(6), ["s5", "s2"], seededRandom(1));
    expect(ids(chosen).slice(0, 2)).toEqual(["s5", "s2"]);
    expect([...ids(chosen)].sort()).toEqual(["s1", "s2", "s3", "s4", "s5", "s6"]);
  });

  it("shows at most 8 slides, pinned ones always included", () => {
    const chosen = selectSlides(slides(20), ["s20", "s19"], seededRandom(7));
    expect(chosen).toHaveLength(MAX_SLIDES);
    expect(ids(chosen).slice(0, 2)).toEqual(["s20", "s19"]);
    expect(new Set(ids(chosen)).size).toBe(MAX_SLIDES);
  });

  it("is deterministic for a seeded random and differs between seeds", () => {
    const first = ids(selectSlides(slides(20), [], seededRandom(42)));
    expect(ids(selectSlides(slides(20), [], seededRandom(42)))).toEqual(first);
    const others = [1, 2, 3].map((seed) => ids(selectSlides(slides(20), [], seededRandom(seed))));
    expect(others.some((order) => order.join() !== first.join())).toBe(true);
  });

  it("draws the rest from the whole pool, not always its first eight", () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 30; seed++)
      for (const id of ids(selectSlides(slides(12), [], seededRandom(seed)))) seen.add(id);
    expect(seen.size).toBe(12);
  });

  it("ignores pinned ids that are not slides and pins listed twice", () => {
    const chosen = selectSlides(slides(3), ["nope", "s3", "s3"], () => 0);
    expect(ids(chosen)[0]).toBe("s3");
    expect(chosen).toHaveLength(3);
  });

  it("keeps only the first 8 pinned slides when more are pinned", () => {
    const pinned = ids(slides(10)).reverse();
    expect(ids(selectSlides(slides(10), pinned, () => 0.5))).toEqual(pinned.slice(0, 8));
  });

  it("shuffles with the random source given", () => {
    expect(shuffle([1, 2, 3, 4], () => 0)).toEqual([2, 3, 4, 1]);
    expect(shuffle([1, 2, 3, 4], () => 0.999)).toEqual([1, 2, 3, 4]);
  });
});

describe("the candidate pool", () => {
  const picked = (
    home: { slideshowPages: string[]; pinnedSlideIDs: string[] },
    sources: HomeProductionSource[],
  ) => selectSlides(slideCandidates(home, sources, homeCtx), home.pinnedSlideIDs, seededRandom(3));

  it("appends each pinned id the pool lacks, once", () => {
    expect(slideCandidateIds(["a", "b"], ["c", "a", "c"], [])).toEqual(["a", "b", "c"]);
  });

  it("uses every page when the CMS sends no pool", () => {
    expect(slideCandidateIds(null, ["b"], ["a", "b", "c"])).toEqual(["a", "b", "c"]);
  });

  it("shows a pinned page that is missing from slideshowPages, first", () => {
    const sources = ["a", "b", "c", "pin"].map((id) => source(id));
    const built = picked({ slideshowPages: ["a", "b", "c"], pinnedSlideIDs: ["pin"] }, sources);
    expect(ids(built)[0]).toBe("pin");
    expect([...ids(built)].sort()).toEqual(["a", "b", "c", "pin"]);
  });

  it("still applies the slide rules to pinned pages", () => {
    const sources = [source("a"), source("pin", { isAllowedInSlideshow: false })];
    const built = picked({ slideshowPages: ["a"], pinnedSlideIDs: ["pin"] }, sources);
    expect(ids(built)).toEqual(["a"]);
  });
});
