// @vitest-environment happy-dom
// An on-demand part in the server's HTML is hydrated with its code already loaded: an urgent
// update right after hydration (new props, a context that changes) reaches it without React
// dropping the HTML (error #421). A part the document does not hold loads only when it shows.
import { act, useContext } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SiteConfig } from "../shell/site-context";

let runtime: typeof import("./lazy-component");
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
  runtime = await import("./lazy-component");
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

const tree = (
  Part: (props: { name: string }) => JSX.Element,
  name: string,
  locale: "nl" | "en",
) => (
  <SiteContext.Provider value={site(locale)}>
    <Part name={name} />
  </SiteContext.Provider>
);

describe("lazyComponent", () => {
  it("loads a part the served document holds before hydration, so an urgent update keeps its HTML", async () => {
    const Server = runtime.lazyComponent(".nowhere", async () => Greeting);
    await Server.preload();
    container.innerHTML = renderToString(tree(Server, "Ada", "nl"));
    const load = vi.fn(async () => Greeting);
    const Part = runtime.lazyComponent(".greeting", load);
    expect(load).toHaveBeenCalledTimes(1);
    await runtime.partsLoaded();

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
    expect(paragraph?.textContent).toBe("Hello Grace");
  });

  it("loads a part the document does not hold only when it first shows", async () => {
    const load = vi.fn(async () => Greeting);
    const Part = runtime.lazyComponent(".greeting", load);
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      const { createRoot } = await import("react-dom/client");
      root = createRoot(container);
      root.render(tree(Part, "Ada", "en"));
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector(".greeting")?.textContent).toBe("Hello Ada");
  });

  it("renders the whole part in the server's HTML once its module is in", async () => {
    const Part = runtime.lazyComponent(".nowhere", async () => Greeting);
    await Part.preload();
    expect(renderToString(tree(Part, "Ada", "nl"))).toMatch(
      /<p class="greeting">Hallo(<!-- -->| )+Ada<\/p>/,
    );
  });
});
