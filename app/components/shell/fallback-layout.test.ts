import { describe, expect, it } from "vitest";
import { emptyLayout } from "~/models/content/furniture";
import { fallbackLayout } from "./fallback-layout";

describe("fallbackLayout", () => {
  it("keeps the spec's Dutch default menus on Dutch paths", () => {
    expect(fallbackLayout("nl")).toEqual(emptyLayout());
  });

  it("gives English paths the same entries in English, every one to an English page", () => {
    const layout = fallbackLayout("en");
    const links = [...layout.mainMenu, ...layout.topMenu];
    expect(links.map((link) => link.title)).toEqual([
      "Calendar",
      "News",
      "Packages",
      "Contact",
      "FAQ",
      "Contact",
    ]);
    for (const link of links) expect(link.href).toMatch(/^\/en\//);
  });
});
