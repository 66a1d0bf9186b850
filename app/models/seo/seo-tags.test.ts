import { describe, expect, it } from "vitest";
import { type PageSeo, type SeoTag, seoTags } from "./seo-tags";

const SITE = "https://www.theater.example";

const page = (over: Partial<PageSeo> = {}): PageSeo => ({
  siteUrl: SITE,
  locale: "nl",
  paths: { nl: "/voorstelling/cats", en: "/en/show/cats" },
  robots: null,
  title: "Cats",
  description: "De musical.",
  siteName: "Theater Amsterdam",
  image: { url: "https://cdn.example/cats.jpg?width=1200", alt: "Scènefoto" },
  type: "website",
  ...over,
});

const content = (tags: SeoTag[], key: string) =>
  tags
    .filter(
      (tag) => ("property" in tag && tag.property === key) || ("name" in tag && tag.name === key),
    )
    .map((tag) => ("content" in tag ? tag.content : null));
const links = (tags: SeoTag[], rel: string) =>
  tags.filter((tag) => "rel" in tag && tag.rel === rel);

describe("seoTags", () => {
  it("gives an indexable page an absolute self canonical and reciprocal alternates", () => {
    const tags = seoTags(page());
    expect(links(tags, "canonical")).toEqual([
      { tagName: "link", rel: "canonical", href: `${SITE}/voorstelling/cats` },
    ]);
    expect(links(tags, "alternate")).toEqual([
      { tagName: "link", rel: "alternate", hrefLang: "nl", href: `${SITE}/voorstelling/cats` },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: `${SITE}/en/show/cats` },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: `${SITE}/voorstelling/cats`,
      },
    ]);
    expect(content(tags, "robots")).toEqual([]);
  });

  it("gives a noindex page its robots directive and no canonical", () => {
    const tags = seoTags(page({ robots: "noindex, follow" }));
    expect(content(tags, "robots")).toEqual(["noindex, follow"]);
    expect(links(tags, "canonical")).toEqual([]);
    expect(links(tags, "alternate")).toHaveLength(3);
  });

  it("fills the Open Graph and Twitter tags", () => {
    const tags = seoTags(
      page({ locale: "en", paths: { nl: "/voorstelling/cats", en: "/en/show/cats" } }),
    );
    expect(content(tags, "og:title")).toEqual(["Cats"]);
    expect(content(tags, "og:description")).toEqual(["De musical."]);
    expect(content(tags, "description")).toEqual(["De musical."]);
    expect(content(tags, "og:url")).toEqual([`${SITE}/en/show/cats`]);
    expect(content(tags, "og:type")).toEqual(["website"]);
    expect(content(tags, "og:locale")).toEqual(["en_GB"]);
    expect(content(tags, "og:locale:alternate")).toEqual(["nl_NL"]);
    expect(content(tags, "og:site_name")).toEqual(["Theater Amsterdam"]);
    expect(content(tags, "og:image")).toEqual(["https://cdn.example/cats.jpg?width=1200"]);
    expect(content(tags, "og:image:alt")).toEqual(["Scènefoto"]);
    expect(content(tags, "twitter:card")).toEqual(["summary_large_image"]);
    expect(content(tags, "twitter:image")).toEqual(["https://cdn.example/cats.jpg?width=1200"]);
    expect(content(tags, "twitter:image:alt")).toEqual(["Scènefoto"]);
    // No size known, none claimed.
    expect(content(tags, "og:image:width")).toEqual([]);
  });

  it("states the picture's size when it is known, and only whole positive pixels", () => {
    const sized = seoTags(
      page({ image: { url: "https://x.example/a.jpg", alt: null, width: 1200, height: 630 } }),
    );
    expect(content(sized, "og:image:width")).toEqual(["1200"]);
    expect(content(sized, "og:image:height")).toEqual(["630"]);
    const odd = seoTags(
      page({ image: { url: "https://x.example/a.jpg", alt: null, width: 0, height: 1.5 } }),
    );
    expect(content(odd, "og:image:width")).toEqual([]);
    expect(content(odd, "og:image:height")).toEqual([]);
  });

  it("has no alternate locale for an untranslated page and a summary card without image", () => {
    const tags = seoTags(page({ paths: { nl: "/pagina/x", en: null }, image: null }));
    expect(content(tags, "og:locale:alternate")).toEqual([]);
    expect(content(tags, "og:image")).toEqual([]);
    expect(content(tags, "twitter:card")).toEqual(["summary"]);
    expect(content(tags, "twitter:image")).toEqual([]);
  });

  it("drops an image that is not an absolute web address and bounds long texts", () => {
    const tags = seoTags(
      page({ image: { url: "javascript:alert(1)", alt: null }, description: "x ".repeat(400) }),
    );
    expect(content(tags, "og:image")).toEqual([]);
    const [description] = content(tags, "og:description");
    expect(description?.length).toBeLessThanOrEqual(300);
    expect(description?.endsWith("…")).toBe(true);
  });

  it("falls back to the site name as title and leaves out an empty description", () => {
    const tags = seoTags(page({ title: "", description: "  " }));
    expect(content(tags, "og:title")).toEqual(["Theater Amsterdam"]);
    expect(content(tags, "og:description")).toEqual([]);
    expect(content(tags, "description")).toEqual([]);
  });
});
