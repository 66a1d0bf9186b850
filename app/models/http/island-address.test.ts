import { describe, expect, it } from "vitest";
import { islandDataPath, parseIslandRequest } from "./island-address";

describe("island addresses", () => {
  it("names the island and the page, the page's query included", () => {
    expect(islandDataPath("home-calendar", "/?maand=2027-01")).toBe(
      "/_island/home-calendar?page=%2F%3Fmaand%3D2027-01",
    );
  });

  it("takes an island of a screen on that screen's pages, in both languages", () => {
    expect(parseIslandRequest("home-calendar", "/?maand=2027-01")).toEqual({
      name: "home-calendar",
      screen: "home",
      page: "/?maand=2027-01",
      params: {},
    });
    expect(parseIslandRequest("home-news", "/en")?.screen).toBe("home");
    expect(parseIslandRequest("production-dates", "/voorstelling/hamlet?datums=alle")).toEqual({
      name: "production-dates",
      screen: "production",
      page: "/voorstelling/hamlet?datums=alle",
      params: { url: "hamlet" },
    });
    expect(parseIslandRequest("production-others", "/en/show/the-nutcracker")?.params).toEqual({
      url: "the-nutcracker",
    });
  });

  it("refuses unknown islands and pages of another screen", () => {
    for (const name of [undefined, "", "nope", "toString", "__proto__", "constructor"]) {
      expect(parseIslandRequest(name, "/")).toBeNull();
    }
    expect(parseIslandRequest("home-calendar", "/agenda")).toBeNull();
    expect(parseIslandRequest("home-calendar", "/voorstelling/hamlet")).toBeNull();
    expect(parseIslandRequest("production-dates", "/")).toBeNull();
    expect(parseIslandRequest("production-dates", "/voorstelling/")).toBeNull();
    expect(parseIslandRequest("production-dates", "/voorstelling/a/b")).toBeNull();
  });

  it("refuses addresses that are no page of ours", () => {
    const bad = [
      null,
      "",
      "voorstelling/hamlet",
      "//evil.example/voorstelling/hamlet",
      "https://evil.example/",
      "/voorstelling/../voorstelling/hamlet",
      "/voorstelling/%2e%2e",
      "/voorstelling/a%2fb",
      "/voorstelling/ham let",
      "/voorstelling\\hamlet",
      "/voorstelling/hamlet#datums",
      "/voorstelling/%E0%A4%A",
      `/voorstelling/${"a".repeat(700)}`,
    ];
    for (const page of bad) expect(parseIslandRequest("production-dates", page)).toBeNull();
  });
});
