import { describe, expect, it } from "vitest";
import {
  agendaWordPairs,
  languageSwitchHref,
  showsSwitchNotice,
  wordTwins,
} from "./language-switch";

const at = (url: string) => {
  const parsed = new URL(url, "http://site.test");
  return { pathname: parsed.pathname, search: parsed.search };
};

describe("languageSwitchHref", () => {
  it("keeps an alternate that carries its own state (agenda, news list, search)", () => {
    expect(
      languageSwitchHref(at("/agenda?maand=2026-12"), "/en/calendar?month=2026-12", "nl"),
    ).toBe("/en/calendar?month=2026-12");
    expect(languageSwitchHref(at("/nieuws?p=2"), "/en/news?p=2", "nl")).toBe("/en/news?p=2");
  });

  it("carries a production page's tab, month and open lists under the other language's names", () => {
    expect(
      languageSwitchHref(
        at("/voorstelling/hamlet?tab=1&maand=2026-12&alle-speeldata=1&beschrijving=volledig"),
        "/en/show/hamlet",
        "nl",
      ),
    ).toBe("/en/show/hamlet?all-dates=1&description=full&month=2026-12&tab=1");
    expect(
      languageSwitchHref(
        at("/en/show/hamlet?tab=2&description=short"),
        "/voorstelling/hamlet",
        "en",
      ),
    ).toBe("/voorstelling/hamlet?beschrijving=kort&tab=2");
  });

  it("never carries unknown parameters or odd values", () => {
    expect(
      languageSwitchHref(
        at("/voorstelling/hamlet?tab=<script>&x=1&presale=abc&beschrijving=iets"),
        "/en/show/hamlet",
        "nl",
      ),
    ).toBe("/en/show/hamlet");
    expect(languageSwitchHref(at("/pagina/faq?tab=3&evil=1"), "/en/page/faq", "nl")).toBe(
      "/en/page/faq?tab=3",
    );
  });

  it("leads a page without a translation to the nearest page, with the notice", () => {
    expect(languageSwitchHref(at("/voorstelling/alleen-nl"), null, "nl")).toBe(
      "/en/calendar?translation=missing",
    );
    expect(languageSwitchHref(at("/en/newsitem/only-en"), null, "en")).toBe(
      "/nieuws?vertaling=ontbreekt",
    );
    expect(languageSwitchHref(at("/pagina/alleen-nl"), null, "nl")).toBe("/en?translation=missing");
  });
});

describe("showsSwitchNotice", () => {
  it("answers only its own language's parameter with its one value", () => {
    expect(showsSwitchNotice("?translation=missing", "en")).toBe(true);
    expect(showsSwitchNotice("?vertaling=ontbreekt", "nl")).toBe(true);
    expect(showsSwitchNotice("?translation=missing", "nl")).toBe(false);
    expect(showsSwitchNotice("?translation=<b>hi</b>", "en")).toBe(false);
    expect(showsSwitchNotice("", "en")).toBe(false);
  });
});

describe("wordTwins", () => {
  it("pairs each word with its twin at the same place, case-insensitively", () => {
    const twin = wordTwins([
      [["Engels boventiteld"], ["English surtitles"]],
      [
        ["Musical", "Familie"],
        ["Musical", "Family"],
      ],
    ]);
    expect(twin("engels boventiteld")).toBe("English surtitles");
    expect(twin("Familie")).toBe("Family");
    expect(twin("Opera")).toBeNull();
  });

  it("drops a word whose twins disagree, and lists of unequal length", () => {
    const twin = wordTwins([
      [["Toneel"], ["Drama"]],
      [["Toneel"], ["Theatre"]],
      [["Dans", "Jeugd"], ["Dance"]],
    ]);
    expect(twin("Toneel")).toBeNull();
    expect(twin("Dans")).toBeNull();
  });
});

describe("agendaWordPairs", () => {
  it("pairs a production's genres and each performance's tags with their twins by event id", () => {
    const nl = [
      {
        page: { genres: ["Opera"] },
        events: [{ id: 7, data: { sitetags: ["Engels boventiteld"] } }, { id: 8 }],
      },
      { page: { genres: ["Jeugd"] }, events: [{ id: 99 }] },
    ];
    const en = [
      {
        page: { genres: ["Opera"] },
        events: [{ id: "8" }, { id: "7", data: { sitetags: ["English surtitles"] } }],
      },
    ];
    const twin = wordTwins(agendaWordPairs(nl, en));
    expect(twin("Engels boventiteld")).toBe("English surtitles");
    expect(twin("opera")).toBe("Opera");
    expect(twin("Jeugd")).toBeNull();
  });
});
