// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { allowConsoleErrors } from "../../../tests/support/console-guard";
import { FUTURE, hydrationFor, siteStub } from "../../../tests/support/site-stub";
import { Tabs } from "./tabs";

const tabs = [
  { key: "story", title: "Verhaal", content: <p>Het verhaal</p> },
  { key: "cast", title: "Cast", content: <p>De cast</p> },
  { key: "prices", title: "Prijzen", content: <p>De prijzen</p> },
];

function stub() {
  const Page = () => <Tabs id="tabs" param="tab" label="Informatie" tabs={tabs} />;
  return siteStub([{ id: "production", path: "voorstelling/:slug", Component: Page }]);
}

function renderTabs(path = "/voorstelling/de-notenkraker?r=partner") {
  const Stub = stub();
  render(<Stub initialEntries={[path]} hydrationData={hydrationFor(path)} future={FUTURE} />);
  return userEvent.setup();
}

const tab = (name: string) => screen.getByRole("tab", { name });
const shown = () => screen.getByRole("tabpanel").textContent;

afterEach(cleanup);

describe("Tabs", () => {
  it("switches the panel on a click, without leaving the page", async () => {
    const user = renderTabs();
    expect(shown()).toBe("Het verhaal");
    expect(tab("Verhaal").getAttribute("aria-selected")).toBe("true");
    await user.click(tab("Prijzen"));
    expect(shown()).toBe("De prijzen");
    expect(tab("Prijzen").getAttribute("aria-selected")).toBe("true");
    expect(tab("Verhaal").getAttribute("aria-selected")).toBe("false");
    expect(screen.getByRole("tabpanel").getAttribute("aria-labelledby")).toBe(tab("Prijzen").id);
  });

  it("moves between tabs with the arrow keys, Home and End, with one Tab stop", async () => {
    const user = renderTabs();
    await user.tab();
    expect(document.activeElement).toBe(tab("Verhaal"));
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(tab("Cast"));
    expect(shown()).toBe("De cast");
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(document.activeElement).toBe(tab("Verhaal"));
    await user.keyboard("{ArrowLeft}");
    expect(shown()).toBe("De prijzen");
    await user.keyboard("{Home}");
    expect(shown()).toBe("Het verhaal");
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(tab("Prijzen"));
    expect(screen.getAllByRole("tab").map((element) => element.getAttribute("tabindex"))).toEqual([
      "-1",
      "-1",
      "0",
    ]);
  });

  it("opens on the tab the address names", () => {
    renderTabs("/voorstelling/de-notenkraker?tab=1");
    expect(shown()).toBe("De cast");
  });

  it("without JavaScript is a list of links that keep the query and come back to the tabs", () => {
    // The stub's router is made for the browser; React says so when it renders on the server.
    allowConsoleErrors(/useLayoutEffect does nothing on the server/);
    const path = "/voorstelling/de-notenkraker?r=partner&tab=2";
    const Stub = stub();
    document.body.innerHTML = renderToString(
      <Stub initialEntries={[path]} hydrationData={hydrationFor(path)} future={FUTURE} />,
    );
    expect(screen.queryByRole("tab")).toBeNull();
    const nav = screen.getByRole("navigation", { name: "Informatie" });
    const links = [...nav.querySelectorAll("a")];
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "?r=partner&tab=0#tabs",
      "?r=partner&tab=1#tabs",
      "?r=partner&tab=2#tabs",
    ]);
    expect(links.map((link) => link.getAttribute("aria-current"))).toEqual([null, null, "true"]);
    const panels = [...document.querySelectorAll(".tabs__panel")];
    expect(panels.map((panel) => panel.hasAttribute("hidden"))).toEqual([true, true, false]);
    document.body.innerHTML = "";
  });
});
