// @vitest-environment happy-dom
// An island that brings its own data, hydrated over the server's HTML: the server draws it from
// the data the loader kept (document-extras); the browser keeps those nodes until the island
// comes near and both its code and its data (/_island/<name>?page=…) are in, then hydrates them
// in place with the texts that came along. Without its data it stays the server's HTML.
import { act, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { allowConsoleErrors, expectConsoleError } from "../../../tests/support/console-guard";
import { FakeObserver } from "../../../tests/support/fake-intersection-observer";

// Fresh modules per test: whether the page has hydrated is the island module's own state.
let dataIsland: typeof import("./data-island").dataIsland;
let DocumentExtrasProvider: typeof import("../shell/document-extras").DocumentExtrasProvider;
let I18nProvider: typeof import("~/i18n/react").I18nProvider;
let useTranslation: typeof import("~/i18n/react").useTranslation;
let LocationContext: typeof import("react-router").UNSAFE_LocationContext;

declare global {
  // React's act() environment flag.
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

function Cards({ names }: { names: string[] }) {
  const { t } = useTranslation();
  const [clicks, setClicks] = useState(0);
  return (
    <section className="cards">
      <h2>{t("production.related")}</h2>
      <p>{names.join(", ")}</p>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        {clicks} keer
      </button>
    </section>
  );
}

const DATA = {
  props: { names: ["Hamlet", "Macbeth"] },
  texts: { production: { related: "Bekijk ook" } },
};

let root: Root | null = null;
let container: HTMLElement;

beforeEach(async () => {
  vi.resetModules();
  ({ dataIsland } = await import("./data-island"));
  ({ DocumentExtrasProvider } = await import("../shell/document-extras"));
  ({ I18nProvider, useTranslation } = await import("~/i18n/react"));
  ({ UNSAFE_LocationContext: LocationContext } = await import("react-router"));
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

type CardsIsland = ReturnType<typeof dataIsland<{ names: string[] }>>;

const location = {
  pathname: "/voorstelling/de-kersentuin",
  search: "?datums=alle",
  hash: "",
  state: null,
  key: "default",
};

/** The page: the island at PAGE, with the page's texts (none of the island's). */
const tree = (Island: CardsIsland) => (
  <LocationContext.Provider value={{ location, navigationType: "POP" as never }}>
    <I18nProvider locale="nl" messages={{} as never}>
      <Island />
    </I18nProvider>
  </LocationContext.Provider>
);

/** The server's HTML of the page, drawn from the data its loader kept, then hydrated. */
async function hydrate(Island: CardsIsland) {
  await Island.preload();
  // The island draws as on the server where there is no document.
  const browserDocument = document;
  vi.stubGlobal("document", undefined);
  const html = renderToString(
    <DocumentExtrasProvider value={{ islands: { "production-cards": DATA } }}>
      {tree(Island)}
    </DocumentExtrasProvider>,
  );
  vi.stubGlobal("document", browserDocument);
  container.innerHTML = html;
  await act(async () => {
    root = hydrateRoot(container, tree(Island));
  });
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

/** A fetch whose answer the test gives when it wants. */
function heldFetch() {
  let answer: (response: Response) => void = () => {};
  const fetch = vi.fn(
    (_url: string) =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
  );
  vi.stubGlobal("fetch", fetch);
  return { fetch, answer: (response: Response) => answer(response) };
}

describe("dataIsland", () => {
  it("draws the loader's data and texts in the server's HTML", async () => {
    heldFetch();
    const Island = dataIsland("production-cards", async () => Cards);
    await hydrate(Island);
    expect(container.querySelector(".cards h2")?.textContent).toBe("Bekijk ook");
    expect(container.querySelector(".cards p")?.textContent).toBe("Hamlet, Macbeth");
  });

  it("keeps the server's nodes until it comes near and its code and data are in", async () => {
    const load = vi.fn(async () => Cards);
    const { fetch, answer } = heldFetch();
    await hydrate(dataIsland("production-cards", load));
    const heading = container.querySelector(".cards h2");
    await settle();
    expect(fetch).not.toHaveBeenCalled();

    FakeObserver.reveal();
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(
      "/_island/production-cards?page=%2Fvoorstelling%2Fde-kersentuin%3Fdatums%3Dalle",
    );
    // The code is in, the data not yet: still the server's HTML, not live.
    expect(container.querySelector(".island")?.hasAttribute("data-live")).toBe(false);
    expect(container.querySelector(".cards h2")).toBe(heading);

    answer(Response.json(DATA));
    await settle();
    await settle();
    expect(container.querySelector(".island")?.getAttribute("data-live")).toBe("true");
    // Hydrated, not replaced, with the texts that came with the data.
    expect(container.querySelector(".cards h2")).toBe(heading);
    expect(heading?.textContent).toBe("Bekijk ook");
    await act(async () => container.querySelector("button")?.click());
    expect(container.querySelector("button")?.textContent).toBe("1 keer");
  });

  it("stays the server's HTML when its data cannot be had", async () => {
    expectConsoleError(
      /^\[island\] kept as server HTML: Error: island data production-cards: HTTP 500/,
    );
    // React's own reports that it drew the section again instead of hydrating it.
    allowConsoleErrors(/matching <%s> in <%s>/, /Hydration failed/, /error while hydrating/);
    const { answer } = heldFetch();
    await hydrate(dataIsland("production-cards", async () => Cards));
    const paragraph = container.querySelector(".cards p");
    FakeObserver.reveal();
    await settle();
    answer(new Response("kapot", { status: 500 }));
    await settle();
    await settle();
    // The server's own nodes, put back: no error screen, the links work as plain HTML.
    expect(container.querySelector(".cards p")).toBe(paragraph);
    expect(paragraph?.textContent).toBe("Hamlet, Macbeth");
    expect(container.querySelectorAll(".cards")).toHaveLength(1);
    expect(container.querySelector(".island")?.hasAttribute("data-live")).toBe(false);
  });
});
