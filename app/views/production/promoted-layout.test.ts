import { describe, expect, it } from "vitest";
import {
  isPremierePage,
  isPromotionUrl,
  lotteryHref,
  pageLayout,
  plainShowLink,
  promotedBanners,
  sitePath,
} from "./promoted-layout";
import { PROMOTION_DEFAULTS, type PromotionConfig, promotionConfig } from "./promotion-config";

const config: PromotionConfig = {
  urlFragments: ["de-grote-musical", "open-repetitie"],
  signUpPageIds: ["signup-nl", "signup-en"],
  deeplinkExcludedIds: ["friends-nl", "friends-en"],
  lotterySlug: "mythical-monday-lottery",
  lotteryUrl: "https://loterij.example/musical",
  lotteryLanguageParam: "lang",
};
const hosts = { own: ["www.theater-amsterdam.example"], ticketing: ["tickets.example"] };

const page = (id: string, url: string, urlTranslated: string | null = null) => ({
  id,
  url,
  urlTranslated,
});

describe("promotion pages", () => {
  it("counts a url with a promo fragment, in either language, case-insensitively", () => {
    expect(isPromotionUrl(page("a", "/voorstelling/de-grote-musical"), config)).toBe(true);
    expect(isPromotionUrl(page("a", "/voorstelling/De-Grote-Musical"), config)).toBe(true);
    expect(
      isPromotionUrl(
        page("a", "/en/show/the-big-musical", "/voorstelling/de-grote-musical"),
        config,
      ),
    ).toBe(true);
    expect(isPromotionUrl(page("a", "/voorstelling/hamlet", "/en/show/hamlet"), config)).toBe(
      false,
    );
  });

  it("ignores the query and blank fragments", () => {
    expect(isPromotionUrl(page("a", "/voorstelling/hamlet?x=de-grote-musical"), config)).toBe(
      false,
    );
    expect(
      isPromotionUrl(page("a", "/voorstelling/hamlet"), { ...config, urlFragments: [" "] }),
    ).toBe(false);
  });

  it("counts the lottery slug as a promotion", () => {
    expect(isPromotionUrl(page("a", "/en/show/mythical-monday-lottery"), config)).toBe(true);
  });
});

describe("premiere pages", () => {
  it.each([
    ["/voorstelling/premiere-de-grote-musical", true],
    ["/en/show/de-grote-musical-premiere", true],
    ["/en/show/de-grote-musical-premiere/", true],
    ["/voorstelling/de-grote-musical-premiere", false],
    ["/en/show/premiere-de-grote-musical", false],
    ["/voorstelling/premiere-", false],
    ["/pagina/premiere-de-grote-musical-rsvp", false],
    ["/voorstelling/de-grote-musical", false],
  ] as const)("%s is a premiere page: %s", (url, expected) => {
    expect(isPremierePage(page("a", url))).toBe(expected);
  });

  it("recognises the English page by its Dutch address too", () => {
    expect(
      isPremierePage(
        page("a", "/en/show/opening-night", "/voorstelling/premiere-de-grote-musical"),
      ),
    ).toBe(true);
  });
});

describe("pageLayout", () => {
  it("gives the musical's page the promoted layout with the date picker", () => {
    expect(pageLayout(page("m", "/voorstelling/de-grote-musical"), config)).toEqual({
      promoted: true,
      dates: "picker",
    });
  });

  it("gives the premiere page per-event sales buttons", () => {
    expect(pageLayout(page("p", "/en/show/de-grote-musical-premiere"), config)).toEqual({
      promoted: true,
      dates: "per-event",
    });
  });

  it("keeps the date picker on a premiere page excluded from deeplinks", () => {
    expect(pageLayout(page("friends-en", "/en/show/de-grote-musical-premiere"), config)).toEqual({
      promoted: true,
      dates: "picker",
    });
  });

  it("shows the lottery on a page whose url has the lottery slug", () => {
    expect(
      pageLayout(page("l", "/voorstelling/de-grote-musical-mythical-monday-lottery"), config),
    ).toEqual({ promoted: true, dates: "lottery" });
    // Even where no promo fragment is in the url.
    expect(pageLayout(page("l", "/en/show/mythical-monday-lottery"), config)).toEqual({
      promoted: true,
      dates: "lottery",
    });
  });

  it("lays the sign-up pages out regularly although their url is a promotion", () => {
    expect(
      pageLayout(page("signup-nl", "/voorstelling/inschrijving-open-repetitie"), config),
    ).toEqual({ promoted: false });
    expect(pageLayout(page("other", "/voorstelling/inschrijving-open-repetitie"), config)).toEqual({
      promoted: true,
      dates: "picker",
    });
  });

  it("gives other pages the regular layout", () => {
    expect(pageLayout(page("h", "/voorstelling/hamlet", "/en/show/hamlet"), config)).toEqual({
      promoted: false,
    });
  });

  it("lets the CMS flag decide when it is set", () => {
    expect(
      pageLayout({ ...page("h", "/voorstelling/hamlet"), promotedLayout: true }, config),
    ).toEqual({ promoted: true, dates: "picker" });
    expect(
      pageLayout({ ...page("m", "/voorstelling/de-grote-musical"), promotedLayout: false }, config),
    ).toEqual({ promoted: false });
    expect(
      pageLayout({ ...page("signup-en", "/en/show/open-repetitie"), promotedLayout: true }, config),
    ).toEqual({ promoted: true, dates: "picker" });
    expect(
      pageLayout({ ...page("m", "/voorstelling/de-grote-musical"), promotedLayout: null }, config),
    ).toEqual({ promoted: true, dates: "picker" });
  });
});

describe("lotteryHref", () => {
  it("adds the visitor's language", () => {
    expect(lotteryHref(config, "nl")).toBe("https://loterij.example/musical?lang=nl");
    expect(lotteryHref(config, "en")).toBe("https://loterij.example/musical?lang=en");
  });

  it("keeps other parameters and replaces a language already there", () => {
    const withQuery = { ...config, lotteryUrl: "https://loterij.example/?show=17&lang=de#form" };
    expect(lotteryHref(withQuery, "en")).toBe("https://loterij.example/?show=17&lang=en#form");
    expect(lotteryHref({ ...config, lotteryLanguageParam: "taal" }, "nl")).toBe(
      "https://loterij.example/musical?taal=nl",
    );
  });

  it("refuses an address that is not a web address", () => {
    expect(lotteryHref({ ...config, lotteryUrl: "javascript:alert(1)" }, "nl")).toBeNull();
    expect(lotteryHref({ ...config, lotteryUrl: "not a url" }, "nl")).toBeNull();
  });
});

describe("plain show links", () => {
  it("reduces addresses on the site's own host to their path", () => {
    expect(sitePath("/voorstelling/x", hosts)).toBe("/voorstelling/x");
    expect(sitePath("https://www.theater-amsterdam.example/voorstelling/x?a=1#b", hosts)).toBe(
      "/voorstelling/x?a=1#b",
    );
    expect(sitePath("https://theater-amsterdam.example/en/show/x", hosts)).toBe("/en/show/x");
    expect(sitePath("https://elsewhere.example/voorstelling/x", hosts)).toBeNull();
    expect(sitePath("//elsewhere.example/voorstelling/x", hosts)).toBeNull();
    expect(sitePath("javascript:alert(1)", hosts)).toBeNull();
  });

  it("turns internal links to shows into paths and leaves other links alone", () => {
    expect(plainShowLink({ type: "production_page", href: "/en/show/x-premiere" }, hosts)).toBe(
      "/en/show/x-premiere",
    );
    expect(
      plainShowLink(
        { type: "internal", href: "https://www.theater-amsterdam.example/voorstelling/x" },
        hosts,
      ),
    ).toBe("/voorstelling/x");
    expect(plainShowLink({ href: "/voorstelling/x" }, hosts)).toBe("/voorstelling/x");
    // A page that is not a show, a show elsewhere, a deeper path, nothing at all.
    expect(plainShowLink({ type: "internal", href: "/pagina/over-ons" }, hosts)).toBeNull();
    expect(
      plainShowLink({ type: "production_page", href: "https://elsewhere.example/x" }, hosts),
    ).toBeNull();
    expect(plainShowLink({ href: "/voorstelling/x/zet-in-agenda/1" }, hosts)).toBeNull();
    expect(plainShowLink({ type: "internal", href: " " }, hosts)).toBeNull();
    expect(plainShowLink(null, hosts)).toBeNull();
  });
});

describe("promotedBanners", () => {
  const banner = (title: string, buttonText: string | null, href: string, type = "internal") => ({
    title,
    buttonText,
    link: { type, href },
  });

  it("drops banners without button text and makes show links plain", () => {
    const views = promotedBanners(
      [
        banner("Première", "Naar de première", "/voorstelling/premiere-x", "production_page"),
        banner("Merchandise", null, "/pagina/winkel"),
        banner("Groepen", "Groepsreserveringen", "/pagina/zakelijk"),
        banner("Cadeaubon", "Bestel", "https://cadeau.example/", "external"),
        banner("Leeg", "  ", "/pagina/x"),
      ],
      hosts,
    );
    expect(views.map((v) => [v.title, v.href, v.plain ?? false])).toEqual([
      ["Première", "/voorstelling/premiere-x", true],
      ["Groepen", "/pagina/zakelijk", false],
      ["Cadeaubon", "https://cadeau.example/", false],
    ]);
  });

  it("accepts the button_text spelling", () => {
    expect(
      promotedBanners([{ title: "A", button_text: "Ga", link: { href: "/pagina/a" } }], hosts),
    ).toHaveLength(1);
  });
});

describe("promotionConfig", () => {
  it("takes the deployment's lottery address and keeps the other defaults", () => {
    expect(promotionConfig("https://loterij.example/")).toEqual({
      ...PROMOTION_DEFAULTS,
      lotteryUrl: "https://loterij.example/",
    });
    expect(promotionConfig(undefined)).toBe(PROMOTION_DEFAULTS);
  });
});
