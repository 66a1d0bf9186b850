// @vitest-environment happy-dom
// An on-demand part hydrated over server HTML before its code has come: an urgent update above
// it (new props, a context that changes) must neither make React drop the HTML (error #421) nor
// be lost; the part hydrates in place with the values it was drawn with, then shows the new ones.
import { act, useContext } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SiteConfig } from "../shell/site-context";

let lazyComponent: typeof import("./lazy-component").lazyComponent;
let SiteContext: typeof import("../shell/site-context").SiteContext;

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

function Greeting({ name }: { name: string }) {
  const { locale } = useContext(SiteContext);
  return (
    <p className="greeting">
      {locale === "nl" ? "Hallo" : "Hello"} {name}
    </p>
  );
}

const site = (locale: "nl" | "en") => ({ locale }) as unknown as SiteConfig;

let root: Root | null = null;
let container: HTMLElement;

beforeEach(async () => {
  vi.resetModules();
  ({ lazyComponent } = await import("./lazy-component"));
  ({ SiteContext } = await import("../shell/site-context"));
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement("div");
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe("lazyComponent", () => {
  it("an urgent update before its code came keeps the server HTML, then reaches the part", async () => {
    const Server = lazyComponent(async () => Greeting);
    await Server.preload();
    const tree = (Part: typeof Server, name: string, locale: "nl" | "en") => (
      <SiteContext.Provider value={site(locale)}>
        <Part name={name} />
      </SiteContext.Provider>
    );
    container.innerHTML = renderToString(tree(Server, "Ada", "nl"));

    let arrive = () => {};
    const code = new Promise<typeof Greeting>((resolve) => {
      arrive = () => resolve(Greeting);
    });
    const Part = lazyComponent(() => code);
    const recoverable: string[] = [];
    await act(async () => {
      root = hydrateRoot(container, tree(Part, "Ada", "nl"), {
        onRecoverableError: (error) => recoverable.push(String(error)),
      });
    });
    const paragraph = container.querySelector(".greeting");

    // Outside a transition, as a popstate or a fetch callback would do it.
    await act(async () => root?.render(tree(Part, "Grace", "en")));
    expect(recoverable).toEqual([]);
    expect(container.querySelector(".greeting")).toBe(paragraph);
    expect(paragraph?.textContent).toBe("Hallo Ada");

    await act(async () => arrive());
    await settle();
    expect(recoverable).toEqual([]);
    // Hydrated, not drawn again, and then given the current props and context.
    expect(container.querySelector(".greeting")).toBe(paragraph);
    expect(paragraph?.textContent).toBe("Hello Grace");
  });

  it("renders the component in the server's HTML", async () => {
    const Server = lazyComponent(async () => Greeting);
    await Server.preload();
    const html = renderToString(
      <SiteContext.Provider value={site("nl")}>
        <Server name="Ada" />
      </SiteContext.Provider>,
    );
    expect(html).toMatch(/<p class="greeting">Hallo(<!-- -->| )+Ada<\/p>/);
  });
});
