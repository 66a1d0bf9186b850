import { describe, expect, it } from "vitest";
import { en } from "./en";
import { nl } from "./nl";
import { translate } from "./translate";

describe("translate", () => {
  it("looks up dotted keys in the locale's messages", () => {
    expect(translate(nl, "errors.notFound")).toBe("Pagina niet gevonden");
    expect(translate(en, "errors.notFound")).toBe("Page not found");
    expect(translate(nl, "sales.last_chance")).toBe("Laatste kaarten");
  });

  it("fills placeholders and leaves unknown ones visible", () => {
    expect(translate(en, "page.slideOf", { index: 2, count: 5 })).toBe("Image 2 of 5");
    expect(translate(en, "page.slideOf", { index: 2 })).toBe("Image 2 of {{count}}");
  });

  it("chooses plural forms by count", () => {
    expect(translate(nl, "agenda.count", { count: 1 }, "nl")).toBe("1 voorstelling");
    expect(translate(nl, "agenda.count", { count: 3 }, "nl")).toBe("3 voorstellingen");
    expect(translate(en, "agenda.count", { count: 0 }, "en")).toBe("0 shows");
  });

  it("answers the key itself for a missing text instead of crashing", () => {
    expect(translate(nl, "errors.nope" as never)).toBe("errors.nope");
  });
});
