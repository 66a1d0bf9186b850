import { describe, expect, it } from "vitest";
import { isExternalLink, linkTargetProps } from "./external-link";

const hosts = { own: ["theater.example", "fonds.example"], ticketing: ["tickets.example"] };

describe("isExternalLink", () => {
  it("is true for web links to other sites", () => {
    expect(isExternalLink("https://news.example/item", hosts)).toBe(true);
    expect(isExternalLink("http://other.example", hosts)).toBe(true);
    expect(isExternalLink("//cdn.other.example/x", hosts)).toBe(true);
    expect(isExternalLink("  HTTPS://Other.Example/x  ", hosts)).toBe(true);
  });

  it("is false for relative links", () => {
    for (const href of ["/pagina/x", "pagina/x", "#speeldata", "?q=jazz", "", "../x"]) {
      expect(isExternalLink(href, hosts), href).toBe(false);
    }
  });

  it("is false for schemes that do not open a page", () => {
    for (const href of ["tel:+31201234567", "mailto:info@theater.example", "javascript:void(0)"]) {
      expect(isExternalLink(href, hosts), href).toBe(false);
    }
    expect(isExternalLink("JavaScript:alert(1)", hosts)).toBe(false);
  });

  it("is false for local development hosts", () => {
    expect(isExternalLink("http://localhost:3000/agenda", hosts)).toBe(false);
    expect(isExternalLink("http://127.0.0.1/agenda", hosts)).toBe(false);
  });

  it("is false for own and ticketing hosts, their subdomains and www variants", () => {
    expect(isExternalLink("https://theater.example/pagina/x", hosts)).toBe(false);
    expect(isExternalLink("https://WWW.Theater.Example/x", hosts)).toBe(false);
    expect(isExternalLink("https://shop.tickets.example/event/1", hosts)).toBe(false);
    expect(isExternalLink("https://fonds.example", hosts)).toBe(false);
  });

  it("does not mistake a look-alike host for an own host", () => {
    expect(isExternalLink("https://theater.example.evil.example/x", hosts)).toBe(true);
    expect(isExternalLink("https://notheater.example/x", hosts)).toBe(true);
  });

  it("accepts configured hosts written as URLs, with www or a port", () => {
    const configured = {
      own: ["https://www.theater.example/"],
      ticketing: ["tickets.example:8443"],
    };
    expect(isExternalLink("https://theater.example/x", configured)).toBe(false);
    expect(isExternalLink("https://tickets.example/x", configured)).toBe(false);
    expect(isExternalLink("https://elsewhere.example/x", configured)).toBe(true);
  });
});

describe("linkTargetProps", () => {
  it("opens external links in a new tab without an opener", () => {
    expect(linkTargetProps("https://other.example", hosts)).toEqual({
      target: "_blank",
      rel: "noopener noreferrer",
    });
  });

  it("adds nothing to internal links", () => {
    expect(linkTargetProps("/agenda", hosts)).toEqual({});
    expect(linkTargetProps("https://tickets.example/e/1", hosts)).toEqual({});
  });
});
