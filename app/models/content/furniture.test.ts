import { describe, expect, it } from "vitest";
import { buildLayout, defaultMainMenu } from "./furniture";

const html = (s: string | null | undefined) => (s?.trim() ? s : null);

describe("page furniture", () => {
  it("falls back to the Dutch default menus when the CMS supplies none", () => {
    const layout = buildLayout({}, html);
    expect(layout.mainMenu).toEqual(defaultMainMenu());
    expect(layout.mainMenu.map((m) => m.title)).toContain("Agenda");
    expect(layout.topMenu.length).toBeGreaterThan(0);
  });

  it("leaves out the children of an item without a submenu", () => {
    const layout = buildLayout(
      { mainMenu: [{ title: "Agenda", link: "/agenda", children: [] }] },
      html,
    );
    expect(layout.mainMenu).toEqual([{ title: "Agenda", href: "/agenda" }]);
  });

  it("keeps menu items with title and link, one level of children", () => {
    const layout = buildLayout(
      {
        mainMenu: [
          {
            title: "Bezoek",
            link: "/pagina/bezoek",
            children: [
              {
                label: "Route",
                link: "/pagina/route",
                children: [{ title: "Te diep", link: "/x" }],
              },
              { title: "Geen link" },
            ],
          },
          { title: "Zonder link" },
        ],
      },
      html,
    );
    expect(layout.mainMenu).toEqual([
      {
        title: "Bezoek",
        href: "/pagina/bezoek",
        children: [{ title: "Route", href: "/pagina/route" }],
      },
    ]);
  });

  it("keeps the CMS id of top-menu items only, where it marks the account entry", () => {
    const layout = buildLayout(
      {
        mainMenu: [{ id: "1", title: "Agenda", link: "/agenda" }],
        topMenu: [
          { id: "7701", title: "Mijn account", link: "/account" },
          { title: "Contact", link: "/pagina/contact" },
        ],
      },
      html,
    );
    expect(layout.mainMenu).toEqual([{ title: "Agenda", href: "/agenda" }]);
    expect(layout.topMenu).toEqual([
      { id: "7701", title: "Mijn account", href: "/account" },
      { title: "Contact", href: "/pagina/contact" },
    ]);
  });

  it("builds footer columns with their flags and a sponsor only with a complete image", () => {
    const layout = buildLayout(
      {
        footerItems: [{ heading: "Contact", content: "<p>Adres</p>", paymentMethods: true }],
        sponsorImage: { cdn_url_path: "s.jpg", crop_of: "s" },
      },
      html,
    );
    expect(layout.footerColumns).toEqual([
      {
        heading: "Contact",
        content: "<p>Adres</p>",
        paymentMethods: true,
      },
    ]);
    expect(layout.sponsor).toBeNull();
  });
});
