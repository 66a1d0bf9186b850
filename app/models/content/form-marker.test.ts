import { describe, expect, it } from "vitest";
import { splitAtFormMarker } from "./form-marker";

describe("splitAtFormMarker", () => {
  it("places the chooser at the marker on the cookie pages", () => {
    expect(splitAtFormMarker("<p>Intro</p><p>[form]</p><p>Meer</p>", "/pagina/cookies")).toEqual({
      before: "<p>Intro</p>",
      chooser: true,
      after: "<p>Meer</p>",
    });
    expect(splitAtFormMarker("<p>Kies: [form]</p>", "/en/page/cookies")).toEqual({
      before: "<p>Kies: ",
      chooser: true,
      after: "</p>",
    });
    expect(splitAtFormMarker("<p>[form]</p>", "/en/page/cookies")).toEqual({
      before: null,
      chooser: true,
      after: null,
    });
  });

  it("drops the marker elsewhere and leaves unmarked content alone", () => {
    expect(splitAtFormMarker("<p>A</p><p>[form]</p><p>B</p>", "/pagina/contact")).toEqual({
      before: "<p>A</p><p>B</p>",
      chooser: false,
      after: null,
    });
    expect(splitAtFormMarker("<p>Cookies</p>", "/pagina/cookies")).toEqual({
      before: "<p>Cookies</p>",
      chooser: false,
      after: null,
    });
    expect(splitAtFormMarker(null, "/pagina/cookies").chooser).toBe(false);
  });
});
