import { describe, expect, it } from "vitest";
import { localeFromPath, otherLocale } from "./locale";

describe("localeFromPath", () => {
  it("reads English from a leading /en segment", () => {
    expect(localeFromPath("/en")).toBe("en");
    expect(localeFromPath("/en/")).toBe("en");
    expect(localeFromPath("/en/page/x")).toBe("en");
  });

  it("keeps Dutch paths that merely start with the letters en", () => {
    expect(localeFromPath("/enquete")).toBe("nl");
    expect(localeFromPath("/english-page")).toBe("nl");
  });

  it("reads English from the prize-draw confirmation, which has no /en prefix", () => {
    expect(localeFromPath("/cultuurbank-confirm")).toBe("en");
    expect(localeFromPath("/cultuurbank-confirm/")).toBe("en");
    expect(localeFromPath("/cultuurbank-bevestigen")).toBe("nl");
    expect(localeFromPath("/cultuurbank-confirmatie")).toBe("nl");
    expect(localeFromPath("/pagina/cultuurbank-confirm")).toBe("nl");
  });

  it("treats every other path as Dutch", () => {
    expect(localeFromPath("/")).toBe("nl");
    expect(localeFromPath("/pagina/en")).toBe("nl");
    expect(localeFromPath("")).toBe("nl");
  });
});

describe("otherLocale", () => {
  it("switches between the two languages", () => {
    expect(otherLocale("nl")).toBe("en");
    expect(otherLocale("en")).toBe("nl");
  });
});
