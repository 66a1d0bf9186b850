import { describe, expect, it } from "vitest";
import { absoluteUrl, alternateLinks, languagePaths } from "./alternates";

const SITE = "https://www.theater.example";

describe("absoluteUrl", () => {
  it("puts a site path on the site's origin", () => {
    expect(absoluteUrl(SITE, "/en/show/cats")).toBe("https://www.theater.example/en/show/cats");
    expect(absoluteUrl(`${SITE}/`, "/nieuws?p=2")).toBe("https://www.theater.example/nieuws?p=2");
  });

  it("refuses anything that is not a path on this site", () => {
    for (const value of ["//evil.example/x", "/\\evil.example", "https://evil.example/", "x", ""]) {
      expect(absoluteUrl(SITE, value), value).toBeNull();
    }
    expect(absoluteUrl(SITE, null)).toBeNull();
    expect(absoluteUrl(SITE, `/${"a".repeat(3000)}`)).toBeNull();
  });

  it("percent-encodes what a URL cannot hold as it is", () => {
    expect(absoluteUrl(SITE, "/pagina/a b")).toBe("https://www.theater.example/pagina/a%20b");
  });
});

describe("languagePaths", () => {
  it("places the page and its translation under their languages", () => {
    expect(languagePaths("nl", "/agenda", "/en/calendar")).toEqual({
      nl: "/agenda",
      en: "/en/calendar",
    });
    expect(languagePaths("en", "/en/calendar", "/agenda")).toEqual({
      nl: "/agenda",
      en: "/en/calendar",
    });
    expect(languagePaths("nl", "/pagina/x", "  ")).toEqual({ nl: "/pagina/x", en: null });
  });
});

describe("alternateLinks", () => {
  it("names both languages and x-default on the Dutch URL, the same from either side", () => {
    const fromNl = alternateLinks(SITE, languagePaths("nl", "/voorstelling/cats", "/en/show/cats"));
    const fromEn = alternateLinks(SITE, languagePaths("en", "/en/show/cats", "/voorstelling/cats"));
    expect(fromNl).toEqual([
      { hrefLang: "nl", href: `${SITE}/voorstelling/cats` },
      { hrefLang: "en", href: `${SITE}/en/show/cats` },
      { hrefLang: "x-default", href: `${SITE}/voorstelling/cats` },
    ]);
    expect(fromEn).toEqual(fromNl);
  });

  it("gives a Dutch page without translation its own link and x-default", () => {
    expect(alternateLinks(SITE, { nl: "/pagina/alleen-nl", en: null })).toEqual([
      { hrefLang: "nl", href: `${SITE}/pagina/alleen-nl` },
      { hrefLang: "x-default", href: `${SITE}/pagina/alleen-nl` },
    ]);
  });

  it("gives an English-only page its own link and no x-default", () => {
    expect(alternateLinks(SITE, { nl: null, en: "/en/page/only" })).toEqual([
      { hrefLang: "en", href: `${SITE}/en/page/only` },
    ]);
  });

  it("leaves out a translation that is not a path on this site", () => {
    expect(alternateLinks(SITE, { nl: "/pagina/x", en: "https://evil.example/x" })).toEqual([
      { hrefLang: "nl", href: `${SITE}/pagina/x` },
      { hrefLang: "x-default", href: `${SITE}/pagina/x` },
    ]);
  });
});
