// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { emptyLayout, type LayoutView } from "~/models/content/furniture";
import { FUTURE, hydrationFor, siteStub } from "../../../tests/support/site-stub";
import { SiteHeader } from "./site-header";

const layout: LayoutView = {
  ...emptyLayout(),
  mainMenu: [
    {
      title: "Voorstellingen",
      href: "/agenda",
      children: [
        { title: "Musicals", href: "/pagina/musicals" },
        { title: "Toneel", href: "/pagina/toneel" },
      ],
    },
    {
      title: "Bezoek",
      href: "/pagina/bezoek",
      children: [{ title: "Route", href: "/pagina/route" }],
    },
    { title: "Nieuws", href: "/nieuws" },
  ],
};

function renderHeader() {
  const path = "/pagina/over-ons";
  const Page = () => <SiteHeader layout={layout} alternate={null} />;
  const Stub = siteStub([{ id: "page", path: "pagina/:url", Component: Page }]);
  render(<Stub initialEntries={[path]} hydrationData={hydrationFor(path)} future={FUTURE} />);
  return userEvent.setup();
}

const header = () => document.querySelector("header") as HTMLElement;
const menuToggle = () => screen.getByRole("button", { name: /^Menu/ });
const submenuToggle = (title: string) =>
  screen.getByRole("button", { name: `Submenu van ${title}` });

function viewport(width: number) {
  // happy-dom answers matchMedia from the window's size.
  (window as unknown as { happyDOM: { setViewport: (size: object) => void } }).happyDOM.setViewport(
    { width, height: 800 },
  );
}

afterEach(cleanup);

describe("the header on a phone", () => {
  beforeEach(() => viewport(375));

  it("opens and closes the menu with its toggle, which says what it will do", async () => {
    const user = renderHeader();
    expect(menuToggle().getAttribute("aria-expanded")).toBe("false");
    expect(menuToggle().getAttribute("aria-controls")).toBe("main-menu");
    await user.click(menuToggle());
    expect(menuToggle().getAttribute("aria-expanded")).toBe("true");
    expect(header().dataset.menuOpen).toBe("true");
    expect(menuToggle().textContent).toBe("Menu sluiten");
    await user.click(menuToggle());
    expect(header().dataset.menuOpen).toBe("false");
    expect(menuToggle().textContent).toBe("Menu");
  });

  it("opens a submenu on its button's click only, and one at a time", async () => {
    const user = renderHeader();
    await user.click(menuToggle());
    await user.hover(submenuToggle("Voorstellingen"));
    expect(submenuToggle("Voorstellingen").getAttribute("aria-expanded")).toBe("false");
    await user.click(submenuToggle("Voorstellingen"));
    expect(submenuToggle("Voorstellingen").getAttribute("aria-expanded")).toBe("true");
    const item = submenuToggle("Voorstellingen").closest("li") as HTMLElement;
    expect(item.classList.contains("is-open")).toBe(true);
    // Focus leaving it (a press on a link below moves focus before the release) leaves it open.
    screen.getByRole("link", { name: "Toneel" }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Bezoek" }));
    expect(submenuToggle("Voorstellingen").getAttribute("aria-expanded")).toBe("true");
    await user.click(submenuToggle("Bezoek"));
    expect(submenuToggle("Bezoek").getAttribute("aria-expanded")).toBe("true");
    expect(submenuToggle("Voorstellingen").getAttribute("aria-expanded")).toBe("false");
    await user.click(submenuToggle("Bezoek"));
    expect(submenuToggle("Bezoek").getAttribute("aria-expanded")).toBe("false");
  });

  it("closes on Escape, wherever focus is, and gives focus back to the toggle", async () => {
    const user = renderHeader();
    await user.click(menuToggle());
    await user.click(submenuToggle("Voorstellingen"));
    within(submenuToggle("Voorstellingen").closest("li") as HTMLElement)
      .getByRole("link", { name: "Musicals" })
      .focus();
    await user.keyboard("{Escape}");
    expect(header().dataset.menuOpen).toBe("false");
    expect(menuToggle().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(menuToggle());
  });
});

describe("the main menu on a wide screen", () => {
  beforeEach(() => viewport(1280));

  it("opens a submenu on hover and closes it on Escape, focus back on its button", async () => {
    const user = renderHeader();
    const item = submenuToggle("Voorstellingen").closest("li") as HTMLElement;
    await user.hover(item);
    expect(submenuToggle("Voorstellingen").getAttribute("aria-expanded")).toBe("true");
    within(item).getByRole("link", { name: "Toneel" }).focus();
    await user.keyboard("{Escape}");
    expect(submenuToggle("Voorstellingen").getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(submenuToggle("Voorstellingen"));
  });
});
