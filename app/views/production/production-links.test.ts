import { describe, expect, it } from "vitest";
import { productionToggles, toggleHref } from "./production-links";

describe("toggle links", () => {
  it("sets or removes one parameter, keeps the others and adds the anchor", () => {
    expect(toggleHref("?presale=ABC", "alle-speeldata", "1", "speeldata")).toBe(
      "?presale=ABC&alle-speeldata=1#speeldata",
    );
    expect(toggleHref("?alle-speeldata=1&tab=2", "alle-speeldata", null, "speeldata")).toBe(
      "?tab=2#speeldata",
    );
    // An empty query clears the query of the page it is on.
    expect(toggleHref("?beschrijving=volledig", "beschrijving", null, "beschrijving")).toBe(
      "?#beschrijving",
    );
  });

  it("reads the toggles of each language from the address", () => {
    const nl = new URL(
      "https://x.example/voorstelling/a?alle-speeldata=1&beschrijving=volledig&maand=2027-02",
    );
    expect(productionToggles(nl, "nl")).toEqual({
      expandDates: true,
      expandDescription: true,
      collapseDescription: false,
      calendarMonth: "2027-02",
    });
    const en = new URL("https://x.example/en/show/a?all-dates=1&description=full&month=2027-02");
    expect(productionToggles(en, "en")).toEqual({
      expandDates: true,
      expandDescription: true,
      collapseDescription: false,
      calendarMonth: "2027-02",
    });
    // Dutch parameters mean nothing on an English page, nor do odd values.
    const odd = new URL("https://x.example/en/show/a?alle-speeldata=1&description=yes&month=feb");
    expect(productionToggles(odd, "en")).toEqual({
      expandDates: false,
      expandDescription: false,
      collapseDescription: false,
      calendarMonth: null,
    });
    const short = new URL("https://x.example/voorstelling/a?beschrijving=kort");
    expect(productionToggles(short, "nl")).toMatchObject({
      expandDescription: false,
      collapseDescription: true,
    });
  });
});
