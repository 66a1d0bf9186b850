import { describe, expect, it } from "vitest";
import { en } from "./en";
import { errorTexts } from "./error-texts";
import { nl } from "./nl";
import { translate } from "./translate";

describe("errorTexts", () => {
  it("keeps the spec's two texts for 404 and for failures", () => {
    expect(translate(nl, errorTexts(404).title)).toBe("Pagina niet gevonden");
    expect(translate(en, errorTexts(404).title)).toBe("Page not found");
    expect(translate(nl, errorTexts(500).title)).toBe(
      "Er is iets misgegaan. Probeer het later opnieuw.",
    );
    expect(errorTexts(502)).toMatchObject({ code: 502, title: "errors.general", hint: null });
  });

  it("tells a visitor what happened to a refused post, in both languages", () => {
    for (const status of [403, 405, 413, 415]) {
      const texts = errorTexts(status);
      expect(texts.code).toBe(status);
      expect(translate(nl, texts.title)).not.toBe(translate(en, texts.title));
      expect(texts.hint).not.toBeNull();
    }
  });

  it("tells a visitor refused by a rate limit how many minutes to wait", () => {
    const texts = errorTexts(429);
    expect(translate(nl, texts.title)).toBe("Te veel pogingen.");
    expect(translate(en, texts.title)).toBe("Too many attempts.");
    expect(texts.hint && translate(nl, texts.hint, { count: 1 }, "nl")).toBe(
      "Er is niets verstuurd. Probeer het over 1 minuut opnieuw.",
    );
    expect(texts.hint && translate(en, texts.hint, { count: 5 }, "en")).toBe(
      "Nothing was sent. Please try again in 5 minutes.",
    );
  });

  it("shows 500 for a status that is not an error", () => {
    expect(errorTexts(200).code).toBe(500);
  });
});
