import { describe, expect, it } from "vitest";
import { consentEvent, customEvent, maskLocation, pageViewEvent } from "./data-layer";

describe("data layer", () => {
  it("masks the e-mail parameters of the location, and nothing else", () => {
    expect(maskLocation("https://x.example/bevestigen?email=a%40b.nl&actie=x")).toBe(
      "https://x.example/bevestigen?email=xxx&actie=x",
    );
    expect(maskLocation("https://x.example/p?emailadres=a@b.nl&EMAIL=c@d.nl#top")).toBe(
      "https://x.example/p?emailadres=xxx&EMAIL=xxx#top",
    );
    expect(maskLocation("https://x.example/p?e-mail=keep&q=1")).toBe(
      "https://x.example/p?e-mail=keep&q=1",
    );
    expect(maskLocation("not a url")).toBe("not a url");
  });

  it("builds a page view with title and masked location", () => {
    expect(pageViewEvent("Agenda", "https://x.example/agenda?email=a@b.nl")).toEqual({
      event: "pageView",
      title: "Agenda",
      location: "https://x.example/agenda?email=xxx",
    });
  });

  it("builds custom events with all four fields", () => {
    expect(customEvent({ category: "tickets", action: "click" })).toEqual({
      event: "customEventAnalytics",
      category: "tickets",
      action: "click",
      label: "",
      value: "",
    });
    expect(consentEvent("accept", "personalized")).toMatchObject({
      category: "cookie consent",
      action: "accept",
      label: "personalized",
    });
  });
});
