import { describe, expect, it } from "vitest";
import { event, homeCtx, source } from "../../../tests/support/home";
import { testCrop } from "../../../tests/support/test-crop";
import {
  buildHighlights,
  DEFAULT_MAX_HIGHLIGHTS,
  highlightLimit,
  highlightView,
} from "./home-highlights";

const startingOn = (id: string, day: number) =>
  source(id, {}, [event(`${id}-1`, `2026-12-${String(day).padStart(2, "0")}T20:00:00+01:00`)]);

describe("highlight rules (spec §5)", () => {
  it("builds a highlight with dates, image and the production's sales button", () => {
    const view = highlightView(
      source("a", {}, [
        event("a-1", "2026-11-25T20:00:00+01:00"),
        event("a-2", "2026-11-26T20:00:00+01:00"),
      ]),
      homeCtx,
    );
    expect(view).toMatchObject({
      id: "a",
      heading: "Show a",
      href: "/voorstelling/a",
      dates: "25 en 26 november",
      // Several performances: the button leads to the play dates.
      salesButton: { kind: "link", href: "/voorstelling/a#speeldata" },
    });
    expect(view?.image.cdn_url_path).toBe("a-thumb.jpg");
  });

  it("prefers the CMS date heading and shows a long run as one range", () => {
    expect(highlightView(source("a", { dateHeading: "Vanaf 1 december" }), homeCtx)?.dates).toBe(
      "Vanaf 1 december",
    );
    const run = ["2026-11-25", "2026-11-28", "2026-12-02", "2027-01-10"].map((day, i) =>
      event(`e${i}`, `${day}T20:00:00+01:00`),
    );
    expect(highlightView(source("a", {}, run), homeCtx)?.dates).toBe(
      "25 november t/m 10 januari 2027",
    );
  });

  it.each([
    ["no highlight permission", source("a", { isAllowedAsHighlight: false })],
    ["permission not given", source("a", { isAllowedAsHighlight: null })],
    ["no performances", source("a", {}, [])],
    ["only past performances", source("a", {}, [event("x", "2026-10-01T20:00:00+02:00")])],
    ["no image", source("a", { images: null })],
    ["no heading", source("a", { heading: "" })],
  ])("drops a page with %s", (_, page) => {
    expect(highlightView(page, homeCtx)).toBeNull();
  });

  it("falls back to a header image when there is no thumbnail", () => {
    const page = source("a", { images: { headerLarge: [testCrop({ cdn_url_path: "l.jpg" })] } });
    expect(highlightView(page, homeCtx)?.image.cdn_url_path).toBe("l.jpg");
  });
});

describe("the highlights block", () => {
  it("defaults to 9 and reads maxHighlights", () => {
    expect(DEFAULT_MAX_HIGHLIGHTS).toBe(9);
    expect(highlightLimit(null)).toBe(9);
    expect(highlightLimit(undefined)).toBe(9);
    expect(highlightLimit(-1)).toBe(9);
    expect(highlightLimit(Number.NaN)).toBe(9);
    expect(highlightLimit(4)).toBe(4);
    expect(highlightLimit(4.7)).toBe(4);
    expect(highlightLimit(0)).toBe(0);
  });

  it("shows at most 9 by default, soonest first", () => {
    const sources = Array.from({ length: 12 }, (_, i) => startingOn(`p${i + 1}`, 20 - i));
    const shown = buildHighlights({ productionPageList: null }, sources, homeCtx);
    expect(shown).toHaveLength(9);
    expect(shown.map((h) => h.id).slice(0, 3)).toEqual(["p12", "p11", "p10"]);
  });

  it("takes the pages of productionPageList and honours maxHighlights", () => {
    const sources = ["a", "b", "c", "d"].map((id, i) => startingOn(id, i + 1));
    const shown = buildHighlights(
      { productionPageList: ["d", "b", "a", "unknown"], maxHighlights: 2 },
      sources,
      homeCtx,
    );
    expect(shown.map((h) => h.id)).toEqual(["a", "b"]);
  });

  it("skips pages that fail the rules without counting them", () => {
    const sources = [
      source("no", { isAllowedAsHighlight: false }),
      startingOn("a", 1),
      startingOn("b", 2),
    ];
    const shown = buildHighlights({ maxHighlights: 2 }, sources, homeCtx);
    expect(shown.map((h) => h.id)).toEqual(["a", "b"]);
  });
});
