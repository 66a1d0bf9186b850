import { describe, expect, it } from "vitest";
import { testCrop } from "../../../tests/support/test-crop";
import { cmsPageSeo, screenPaths, seoMeta, siteShareMeta } from "./seo-meta";

const root = (data: unknown) => [{ id: "root", data }];
const SITE = { siteUrl: "https://www.theater.example", site: { cdnBase: "https://cdn.example" } };

const page = {
  url: "/pagina/contact",
  urlTranslated: "/en/page/contact",
  isIndexable: true,
  title: "Contact",
  seoDescription: "Adres en route",
  shareImage: testCrop({ crop_width: 2400, alt: "De ingang" }),
};

const find = (tags: ReturnType<typeof seoMeta>, key: string) =>
  tags.find((tag) => "property" in tag && tag.property === key) as
    | { property: string; content: string }
    | undefined;

describe("seoMeta", () => {
  it("builds absolute links on the root's SITE_URL and the image on its CDN", () => {
    const tags = seoMeta(root(SITE), cmsPageSeo(page, "nl", "Theater Amsterdam"));
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://www.theater.example/pagina/contact",
    });
    expect(find(tags, "og:image")).toEqual({
      property: "og:image",
      content: "https://cdn.example/u1.jpg?width=1200&crop=0,0,2400,600",
    });
    expect(find(tags, "og:image:alt")).toEqual({ property: "og:image:alt", content: "De ingang" });
  });

  it("never asks the CDN for more than the crop holds", () => {
    const small = { ...page, shareImage: testCrop({ crop_width: 640 }) };
    const tags = seoMeta(root(SITE), cmsPageSeo(small, "nl", "Theater Amsterdam"));
    expect(find(tags, "og:image")).toEqual({
      property: "og:image",
      content: "https://cdn.example/u1.jpg?width=640&crop=0,0,640,600",
    });
  });

  it("gives the CDN picture its size, scaled from the crop", () => {
    const tags = seoMeta(root(SITE), cmsPageSeo(page, "nl", "Theater Amsterdam"));
    expect(find(tags, "og:image:width")).toEqual({ property: "og:image:width", content: "1200" });
    expect(find(tags, "og:image:height")).toEqual({ property: "og:image:height", content: "300" });
  });

  it("shares a page without a picture with its site's default, the fund's on fund pages", () => {
    const bare = { ...page, shareImage: null };
    const theatre = seoMeta(root(SITE), cmsPageSeo(bare, "en", "Theater Amsterdam"));
    expect(find(theatre, "og:image")).toEqual({
      property: "og:image",
      content: "https://www.theater.example/share/theater-amsterdam.jpg",
    });
    expect(find(theatre, "og:image:width")?.content).toBe("1200");
    expect(find(theatre, "og:image:height")?.content).toBe("630");
    expect(find(theatre, "og:image:alt")?.content).toBe("Theater Amsterdam logo");

    const fundShell = { id: "routes/page", data: { shell: { layout: { isFoundation: true } } } };
    const fund = seoMeta([...root(SITE), fundShell], cmsPageSeo(bare, "nl", "Carrefonds"));
    expect(find(fund, "og:image")?.content).toBe(
      "https://www.theater.example/share/carrefonds.jpg",
    );
    expect(find(fund, "og:image:alt")?.content).toBe("Logo van het Carrefonds");
  });

  it("says nothing without the root's data rather than relative URLs", () => {
    expect(seoMeta([], cmsPageSeo(page, "nl", "Theater Amsterdam"))).toEqual([]);
    expect(seoMeta(root({}), cmsPageSeo(page, "nl", "Theater Amsterdam"))).toEqual([]);
  });

  it("marks a page the editor keeps out of search engines noindex", () => {
    const tags = seoMeta(root(SITE), cmsPageSeo({ ...page, isIndexable: false }, "nl", "T"));
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags.some((tag) => "rel" in tag && tag.rel === "canonical")).toBe(false);
  });
});

describe("screenPaths", () => {
  it("gives both languages of a screen, with the same query", () => {
    expect(screenPaths("agenda")).toEqual({ nl: "/agenda", en: "/en/calendar" });
    expect(screenPaths("search", "?q=jazz")).toEqual({
      nl: "/zoeken?q=jazz",
      en: "/en/search?q=jazz",
    });
  });

  it("has no English path for a Dutch-only screen", () => {
    expect(screenPaths("basket")).toEqual({ nl: "/bestel/winkelmand", en: null });
  });
});

describe("siteShareMeta", () => {
  it("gives a confirmation or error screen its site's picture, absolute and sized", () => {
    const english = [{ id: "root", data: { ...SITE, site: { ...SITE.site, locale: "en" } } }];
    expect(siteShareMeta(english)).toEqual([
      { property: "og:image", content: "https://www.theater.example/share/theater-amsterdam.jpg" },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { property: "og:image:alt", content: "Theater Amsterdam logo" },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:image", content: "https://www.theater.example/share/theater-amsterdam.jpg" },
      { name: "twitter:image:alt", content: "Theater Amsterdam logo" },
    ]);
  });

  it("uses the fund's picture on the fund's screens, and none without SITE_URL", () => {
    const fund = [...root(SITE), { id: "x", data: { shell: { layout: { isFoundation: true } } } }];
    expect(find(siteShareMeta(fund), "og:image")?.content).toBe(
      "https://www.theater.example/share/carrefonds.jpg",
    );
    expect(siteShareMeta(root({}))).toEqual([]);
  });
});
