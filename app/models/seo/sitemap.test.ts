import { describe, expect, it } from "vitest";
import { escapeXml, MAX_SITEMAP_URLS, pageGroups, sitemapXml } from "./sitemap";

const SITE = "https://www.theater.example";
const page = (url: string, urlTranslated: string | null, indexable = true) => ({
  url,
  urlTranslated,
  indexable,
});

describe("escapeXml", () => {
  it("escapes the five XML specials", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
  });
});

describe("pageGroups", () => {
  it("pairs pages whose translations name each other", () => {
    expect(
      pageGroups(
        [page("/pagina/contact", "/en/page/contact")],
        [page("/en/page/contact", "/pagina/contact")],
      ),
    ).toEqual([{ nl: "/pagina/contact", en: "/en/page/contact" }]);
  });

  it("keeps untranslated pages on their own, in either language", () => {
    expect(pageGroups([page("/pagina/alleen-nl", null)], [page("/en/page/only", null)])).toEqual([
      { nl: "/pagina/alleen-nl", en: null },
      { nl: null, en: "/en/page/only" },
    ]);
  });

  it("skips noindex pages and never names them as a translation", () => {
    expect(
      pageGroups(
        [page("/pagina/a", "/en/page/a"), page("/pagina/concept", null, false)],
        [page("/en/page/a", "/pagina/a", false)],
      ),
    ).toEqual([{ nl: "/pagina/a", en: null }]);
  });

  it("does not pair a translation that names another page, nor one that is not listed", () => {
    expect(
      pageGroups(
        [page("/pagina/a", "/en/page/a"), page("/pagina/b", "/en/page/missing")],
        [page("/en/page/a", "/pagina/other")],
      ),
    ).toEqual([
      { nl: "/pagina/a", en: null },
      { nl: "/pagina/b", en: null },
      { nl: null, en: "/en/page/a" },
    ]);
  });

  it("lists a page once however often the list repeats it", () => {
    expect(pageGroups([page("/pagina/a", null), page("/pagina/a", null)], [])).toHaveLength(1);
  });
});

describe("sitemapXml", () => {
  it("lists every language version with all alternates and x-default", () => {
    const xml = sitemapXml(SITE, [{ nl: "/agenda", en: "/en/calendar" }]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const alternates =
      `<xhtml:link rel="alternate" hreflang="nl" href="${SITE}/agenda"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${SITE}/en/calendar"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/agenda"/>`;
    expect(xml).toContain(`<url><loc>${SITE}/agenda</loc>${alternates}</url>`);
    expect(xml).toContain(`<url><loc>${SITE}/en/calendar</loc>${alternates}</url>`);
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it("gives an English-only page no x-default", () => {
    const xml = sitemapXml(SITE, [{ nl: null, en: "/en/page/only" }]);
    expect(xml).toContain(
      `<url><loc>${SITE}/en/page/only</loc><xhtml:link rel="alternate" hreflang="en" href="${SITE}/en/page/only"/></url>`,
    );
    expect(xml).not.toContain("x-default");
  });

  it("escapes what the URLs carry and leaves out values that are no site path", () => {
    const xml = sitemapXml(SITE, [
      { nl: "/nieuws?p=2&tag=a", en: null },
      { nl: "//evil.example/x", en: "https://evil.example/" },
    ]);
    expect(xml).toContain(`<loc>${SITE}/nieuws?p=2&amp;tag=a</loc>`);
    expect(xml).not.toContain("evil");
  });

  it("lists a URL once and stops at the protocol's limit", () => {
    expect(
      sitemapXml(SITE, [
        { nl: "/a", en: null },
        { nl: "/a", en: null },
      ]).match(/<url>/g),
    ).toHaveLength(1);
    const many = Array.from({ length: MAX_SITEMAP_URLS + 5 }, (_, i) => ({
      nl: `/p${i}`,
      en: null,
    }));
    expect(sitemapXml(SITE, many).match(/<url>/g)).toHaveLength(MAX_SITEMAP_URLS);
  });
});
