import { describe, expect, it } from "vitest";
import { hasSavedMarker, withSavedMarker } from "./consent-saved";

describe("the chooser's saved marker", () => {
  it("goes into the query in the page's language, and the address points at the message", () => {
    expect(withSavedMarker("/pagina/cookies#cookievoorkeur", "nl")).toBe(
      "/pagina/cookies?opgeslagen=1#cookievoorkeur-opgeslagen",
    );
    expect(withSavedMarker("/en/page/cookies?x=2#cookievoorkeur", "en")).toBe(
      "/en/page/cookies?x=2&saved=1#cookievoorkeur-opgeslagen",
    );
  });

  it("is set once however often the chooser posts", () => {
    const once = withSavedMarker("/pagina/cookies", "nl");
    expect(withSavedMarker(once, "nl")).toBe(once);
  });

  it("is read only with its own value and language", () => {
    expect(hasSavedMarker("?opgeslagen=1", "nl")).toBe(true);
    expect(hasSavedMarker("?opgeslagen=ja", "nl")).toBe(false);
    expect(hasSavedMarker("?saved=1", "nl")).toBe(false);
    expect(hasSavedMarker("?saved=1", "en")).toBe(true);
    expect(hasSavedMarker("", "en")).toBe(false);
  });
});
