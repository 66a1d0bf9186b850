import { describe, expect, it } from "vitest";
import { roundVital, routeIdFor, VITALS_EVENT, type VitalReport, vitalsEvent } from "./vitals";

describe("roundVital", () => {
  it("rounds LCP and INP to whole milliseconds and CLS to four decimals", () => {
    expect(roundVital("LCP", 1234.5678)).toBe(1235);
    expect(roundVital("INP", 39.49)).toBe(39);
    expect(roundVital("CLS", 0.123456)).toBe(0.1235);
    expect(roundVital("CLS", 0)).toBe(0);
  });
});

describe("routeIdFor", () => {
  const routes = new Map([
    ["/agenda", "agenda.nl"],
    ["/voorstelling/de-notenkraker", "production.nl"],
  ]);
  const soft = (navigationURL?: string) => ({ navigationType: "soft-navigation", navigationURL });

  it("names the route of the address a soft navigation measured", () => {
    expect(
      routeIdFor(
        soft("https://theater.example/voorstelling/de-notenkraker?x=1"),
        routes,
        "home.nl",
      ),
    ).toBe("production.nl");
  });

  it("gives a hard load's values to the landing page, whatever address the document has now", () => {
    for (const navigationType of ["navigate", "reload", "back-forward-cache", undefined]) {
      expect(
        routeIdFor(
          { navigationType, navigationURL: "https://theater.example/agenda" },
          routes,
          "home.nl",
        ),
      ).toBe("home.nl");
    }
  });

  it("falls back to the landing page for an unknown, missing or broken address", () => {
    expect(routeIdFor(soft("https://theater.example/nieuws"), routes, "home.nl")).toBe("home.nl");
    expect(routeIdFor(soft(), routes, "home.nl")).toBe("home.nl");
    expect(routeIdFor(soft("not a url"), routes, "home.nl")).toBe("home.nl");
  });
});

describe("vitalsEvent", () => {
  const lcp: VitalReport = {
    name: "LCP",
    value: 2412.7,
    rating: "good",
    id: "v5-1-1",
    navigationType: "navigate",
  };

  it("builds the data-layer entry with the route id and the rounded value", () => {
    expect(vitalsEvent(lcp, "agenda.nl", new Set())).toEqual({
      event: VITALS_EVENT,
      webVitals: {
        name: "LCP",
        value: 2413,
        rating: "good",
        id: "v5-1-1",
        routeId: "agenda.nl",
        navigationType: "navigate",
      },
    });
  });

  it("pushes a metric once per page view, a new id being a new page view", () => {
    const sent = new Set<string>();
    expect(vitalsEvent(lcp, "agenda.nl", sent)).not.toBeNull();
    expect(vitalsEvent({ ...lcp, value: 3000 }, "agenda.nl", sent)).toBeNull();
    expect(vitalsEvent({ ...lcp, name: "CLS", value: 0.01 }, "agenda.nl", sent)).not.toBeNull();
    expect(vitalsEvent({ ...lcp, id: "v5-2-1" }, "agenda.nl", sent)).not.toBeNull();
  });

  it("ignores other metrics and values that are not finite numbers", () => {
    const sent = new Set<string>();
    expect(vitalsEvent({ ...lcp, name: "TTFB" }, "home.nl", sent)).toBeNull();
    expect(vitalsEvent({ ...lcp, value: Number.NaN }, "home.nl", sent)).toBeNull();
    expect(vitalsEvent({ ...lcp, value: Number.POSITIVE_INFINITY }, "home.nl", sent)).toBeNull();
    expect(sent.size).toBe(0);
  });

  it("names a navigation of unknown type a plain navigation", () => {
    const { navigationType: _, ...bare } = lcp;
    expect(vitalsEvent(bare, "home.nl", new Set())?.webVitals).toMatchObject({
      navigationType: "navigate",
    });
  });
});
