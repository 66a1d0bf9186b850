import { describe, expect, it } from "vitest";
import { screenAt } from "./screen-at";

describe("screenAt", () => {
  it("finds a screen in either language, with its parameters", () => {
    expect(screenAt("/pagina/terugbelverzoek")).toEqual({
      name: "page",
      routeId: "page.nl",
      params: { url: "terugbelverzoek" },
    });
    expect(screenAt("/EN/page/donate/")).toEqual({
      name: "page",
      routeId: "page.en",
      params: { url: "donate" },
    });
    expect(screenAt("/voorstelling/cats/zet-in-agenda/12").params).toEqual({
      url: "cats",
      eventId: "12",
    });
    expect(screenAt("/").routeId).toBe("home.nl");
    expect(screenAt("/nieuwsbrief/aanmelden").routeId).toBe("newsletterSignup.nl");
  });

  it("falls back to the catch-all, as the router does, and skips screens not built", () => {
    expect(screenAt("/oude-contactpagina").routeId).toBe("catchAll.nl");
    expect(screenAt("/pagina/a/b").routeId).toBe("catchAll.nl");
    expect(screenAt("/bestel/winkelmand").routeId).toBe("catchAll.nl");
    expect(screenAt("/pagina/%zz").routeId).toBe("catchAll.nl");
  });
});
