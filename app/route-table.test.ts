import { describe, expect, it } from "vitest";
import { localeFromPath } from "./models/http/locale";
import { registerRoutes, routeFiles } from "./route-files.js";
import { href, screens } from "./route-table.js";

describe("route table", () => {
  it("builds Dutch and English paths with encoded params", () => {
    expect(href("page", "nl", { url: "contact" })).toBe("/pagina/contact");
    expect(href("page", "en", { url: "contact" })).toBe("/en/page/contact");
    expect(href("newsItem", "en", { url: "a b" })).toBe("/en/newsitem/a%20b");
    expect(href("home", "en")).toBe("/en");
  });

  it("falls back to the Dutch path for Dutch-only screens", () => {
    expect(href("basket", "en")).toBe("/bestel/winkelmand");
  });

  it("refuses a missing param instead of building a broken link", () => {
    expect(() => href("page", "nl")).toThrow(/missing param "url"/);
  });

  it("registers only built screens, once per language", () => {
    const routes: [string, string, string][] = [];
    registerRoutes((path, file, { id }) => routes.push([path, file, id]));
    expect(routes).toContainEqual(["/pagina/:url", "routes/page.tsx", "page.nl"]);
    expect(routes).toContainEqual(["/en/page/:url", "routes/page.tsx", "page.en"]);
    expect(routes.some(([, , id]) => id.startsWith("basket"))).toBe(false);
    const built = Object.keys(routeFiles).map((name) => screens[name as keyof typeof screens]);
    const expected = built.reduce((n, s) => n + (s.en ? 2 : 1), 0);
    expect(routes).toHaveLength(expected);
    // Every route module is registered under a screen of the table, in the table's order.
    const names = Object.keys(screens);
    expect(Object.keys(routeFiles)).toEqual(names.filter((name) => name in routeFiles));
  });
});

describe("languages of the paths", () => {
  it("every English path reads as English and every Dutch one as Dutch", () => {
    for (const [name, screen] of Object.entries(screens)) {
      if (screen.nl !== "*") expect([name, localeFromPath(screen.nl)]).toEqual([name, "nl"]);
      if (screen.en) expect([name, localeFromPath(screen.en)]).toEqual([name, "en"]);
    }
  });
});
