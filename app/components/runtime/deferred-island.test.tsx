// @vitest-environment happy-dom
// A deferred island hydrated over server HTML: it keeps that HTML (the same DOM nodes) until it
// comes near the viewport or its props change, and a change of a held context above it does not
// count as one. The server side renders it in full in the first answer.
import { act, type ReactNode, startTransition, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { allowConsoleErrors, expectConsoleError } from "../../../tests/support/console-guard";
import { FakeObserver } from "../../../tests/support/fake-intersection-observer";
import type { SiteConfig } from "../shell/site-context";

// Fresh modules per test: whether the page has hydrated is the island module's own state.
let deferredComponent: typeof import("./deferred-island").deferredComponent;
let SiteContext: typeof import("../shell/site-context").SiteContext;

declare global {
  // React's act() environment flag.
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

function Greeting({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <section className="greeting">
      <p>Hallo {name}</p>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        {clicks} keer
      </button>
    </section>
  );
}

const site = (locale: "nl" | "en") => ({ locale }) as unknown as SiteConfig;

let root: Root | null = null;
let container: HTMLElement;

beforeEach(async () => {
  vi.resetModules();
  ({ deferredComponent } = await import("./deferred-island"));
  ({ SiteContext } = await import("../shell/site-context"));
  ServerIsland = deferredComponent(async () => Greeting);
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  FakeObserver.all = [];
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  container = document.createElement("div");
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  vi.unstubAllGlobals();
});

type GreetingIsland = ReturnType<typeof deferredComponent<{ name: string }>>;
type Tree = (Island: GreetingIsland, name: string, locale: "nl" | "en") => ReactNode;

/** The server's HTML, rendered with the code at hand as on the server. */
let ServerIsland: GreetingIsland;

/** `tree`'s server HTML, hydrated in the browser with `Island`, whose code is not loaded yet. */
async function hydrate(Island: GreetingIsland, tree: Tree) {
  await ServerIsland.preload();
  container.innerHTML = renderToString(tree(ServerIsland, "Ada", "nl"));
  await act(async () => {
    root = hydrateRoot(container, tree(Island, "Ada", "nl"));
  });
  return {
    /** New props or context values, in a transition as Remix sends new loader data. */
    rerender: async (name: string, locale: "nl" | "en") => {
      await act(async () => startTransition(() => root?.render(tree(Island, name, locale))));
    },
  };
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe("deferredComponent", () => {
  it("keeps the server's nodes until the island comes near, then hydrates them in place", async () => {
    const load = vi.fn(async () => Greeting);
    await hydrate(deferredComponent(load), (Island, name) => <Island name={name} />);
    await settle();
    const paragraph = container.querySelector(".greeting p");
    expect(paragraph?.textContent).toBe("Hallo Ada");
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector(".island")?.hasAttribute("data-live")).toBe(false);

    FakeObserver.reveal();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector(".island")?.getAttribute("data-live")).toBe("true");
    // Hydrated, not replaced: the same node, now with React's handlers.
    expect(container.querySelector(".greeting p")).toBe(paragraph);
    await act(async () => container.querySelector("button")?.click());
    expect(container.querySelector("button")?.textContent).toBe("1 keer");
  });

  it("a held context changing above does not wake it; new props do", async () => {
    const load = vi.fn(async () => Greeting);
    const { rerender } = await hydrate(deferredComponent(load), (Island, name, locale) => (
      <SiteContext.Provider value={site(locale)}>
        <Island name={name} />
      </SiteContext.Provider>
    ));

    await rerender("Ada", "en");
    await settle();
    const island = container.querySelector(".island");
    expect(load).not.toHaveBeenCalled();
    expect(island?.hasAttribute("data-live")).toBe(false);
    expect(container.querySelector(".greeting p")?.textContent).toBe("Hallo Ada");

    await rerender("Grace", "en");
    await settle();
    expect(island?.getAttribute("data-live")).toBe("true");
    expect(container.querySelector(".greeting p")?.textContent).toBe("Hallo Grace");
  });

  it("drawn after the page hydrated (a client-side navigation), it fetches its code at once", async () => {
    const load = vi.fn(async () => Greeting);
    const Island = deferredComponent(load);
    const { rerender } = await hydrate(Island, (Shown, name) =>
      name === "Ada" ? <p>Geen eiland</p> : <Shown name={name} />,
    );
    expect(load).not.toHaveBeenCalled();
    await rerender("Grace", "nl");
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector(".greeting p")?.textContent).toBe("Hallo Grace");
    expect(container.querySelector(".island")?.getAttribute("data-live")).toBe("true");
  });

  it("code that fails to load leaves the server's HTML in place, as plain HTML", async () => {
    expectConsoleError(/^\[island\] kept as server HTML: Error: chunk gone/);
    // React's own reports that it drew the section again instead of hydrating it.
    allowConsoleErrors(/matching <%s> in <%s>/, /Hydration failed/, /error while hydrating/);
    const load = vi.fn(async (): Promise<typeof Greeting> => {
      throw new Error("chunk gone");
    });
    await hydrate(deferredComponent(load), (Island, name) => <Island name={name} />);
    const paragraph = container.querySelector(".greeting p");
    FakeObserver.reveal();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    // The server's own nodes, put back: what was typed or focused there stays.
    expect(container.querySelector(".greeting p")).toBe(paragraph);
    expect(paragraph?.textContent).toBe("Hallo Ada");
    expect(container.querySelectorAll(".greeting")).toHaveLength(1);
  });

  it("renders the component in the server's HTML", async () => {
    await ServerIsland.preload();
    const html = renderToString(<ServerIsland name="Ada" />);
    expect(html).toContain('<div class="island">');
    expect(html).toContain("<p>Hallo <!-- -->Ada</p>");
  });
});
