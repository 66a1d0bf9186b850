// The promoted-musical configuration names demo pages by node id (app/views/production/promotion-config.ts):
// these tests keep the ids in step with the fixtures, and check each page the layout rules need.
import { describe, expect, it } from "vitest";
import { pageLayout } from "~/views/production/promoted-layout";
import { PROMOTION_DEFAULTS } from "~/views/production/promotion-config";
import { datasetFor } from "./fixtures/clock";

const dataset = datasetFor(new Date());

function page(path: string) {
  const record = dataset.pages.find((p) => p.path === path);
  if (!record) throw new Error(`no fixture page at ${path}`);
  const data = record.node.data as { url: string; urlTranslated?: string | null };
  return { id: record.node.id, url: data.url, urlTranslated: data.urlTranslated ?? null, record };
}

const layoutOf = (path: string) => pageLayout(page(path), PROMOTION_DEFAULTS);

describe("the promoted musical's demo pages", () => {
  it("names the sign-up pages' ids, which keep the regular layout", () => {
    const ids = [
      "voorstelling/inschrijving-open-repetitie",
      "en/show/registration-open-rehearsal",
    ].map((path) => page(path).id);
    expect(ids).toEqual(PROMOTION_DEFAULTS.signUpPageIds);
    expect(layoutOf("voorstelling/inschrijving-open-repetitie")).toEqual({ promoted: false });
  });

  it("names the deeplink-excluded ids: a premiere url that keeps the date picker", () => {
    const paths = [
      "voorstelling/premiere-de-grote-musical-vrienden",
      "en/show/de-grote-musical-friends-premiere",
    ];
    expect(paths.map((path) => page(path).id)).toEqual(PROMOTION_DEFAULTS.deeplinkExcludedIds);
    for (const path of paths) expect(layoutOf(path)).toEqual({ promoted: true, dates: "picker" });
  });

  it("has the musical, its premiere and its lottery page in both languages", () => {
    for (const path of ["voorstelling/de-grote-musical", "en/show/de-grote-musical"]) {
      expect(layoutOf(path)).toEqual({ promoted: true, dates: "picker" });
    }
    for (const path of [
      "voorstelling/premiere-de-grote-musical",
      "en/show/de-grote-musical-premiere",
    ]) {
      expect(layoutOf(path)).toEqual({ promoted: true, dates: "per-event" });
    }
    for (const path of [
      "voorstelling/de-grote-musical-mythical-monday-lottery",
      "en/show/de-grote-musical-mythical-monday-lottery",
    ]) {
      expect(layoutOf(path)).toEqual({ promoted: true, dates: "lottery" });
    }
  });

  it("gives the musical a group of seven or more persons and of seven or more banners", () => {
    const data = page("voorstelling/de-grote-musical").record.node.data as {
      personGroups: { persons: unknown[] }[];
      banners: { buttonText?: string }[];
    };
    expect(data.personGroups.some((group) => group.persons.length >= 7)).toBe(true);
    expect(data.banners.filter((banner) => banner.buttonText).length).toBeGreaterThanOrEqual(7);
    expect(data.banners.some((banner) => !banner.buttonText)).toBe(true);
  });
});
