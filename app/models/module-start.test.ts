// @vitest-environment happy-dom
// The starter's exact text, run in a document shaped like the server's: Remix's scripts in a
// <template>, the starter right after it. What it copies out, and when.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_WAIT_MS, MODULE_START_SCRIPT, START_AFTER_LOAD_MS } from "./module-start";

type Entry = { element: Element };
type Callback = (list: { getEntries: () => Entry[] }, observer: { disconnect: () => void }) => void;

/** A PerformanceObserver the test drives: `paint(element)` reports that element's paint. */
function fakeObserver(types: string[]) {
  const observers: { callback: Callback; type?: string; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = types;
    private record: (typeof observers)[number];
    constructor(callback: Callback) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe(options: { type: string; buffered?: boolean }) {
      this.record.type = options.type;
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const paint = (element: Element) => {
    for (const record of observers)
      if (record.type === "element" && !record.disconnected)
        record.callback(
          { getEntries: () => [{ element }] },
          { disconnect: () => (record.disconnected = true) },
        );
  };
  return { FakeObserver, paint, observers };
}

const CONTEXT = "window.__startedContext = (window.__startedContext || 0) + 1;";

/** The body as the server sends it, with or without a priority image; runs the starter. */
function serve({ priorityImage }: { priorityImage: boolean }) {
  document.body.innerHTML = `
    ${priorityImage ? '<img id="hero" elementtiming="priority" fetchpriority="high" src="/hero.jpg">' : ""}
    <img id="other" src="/other.jpg">
    <template><link rel="modulepreload" href="/build/entry.client.js"><script nonce="n1">${CONTEXT}</script><script nonce="n1" type="module" async="">import "/build/entry.client.js";</script></template>
    <script id="starter"></script>`;
  // Still loading, as a hero usually is when the parser reaches the end of the body.
  const image = document.getElementById("hero");
  if (image) Object.defineProperty(image, "complete", { value: false, configurable: true });
  const starter = document.getElementById("starter") as HTMLScriptElement;
  starter.nonce = "n1";
  Object.defineProperty(document, "currentScript", { value: starter, configurable: true });
  new Function(MODULE_START_SCRIPT)();
}

/** What the starter added after its own element: tag, rel or type. */
const added = () => {
  const starter = document.getElementById("starter");
  const after: string[] = [];
  for (let node = starter?.nextElementSibling; node; node = node.nextElementSibling)
    after.push(
      node.localName === "link"
        ? `link ${node.getAttribute("rel")}`
        : `script ${node.getAttribute("type") ?? "classic"}`,
    );
  return after;
};

const hero = () => document.getElementById("hero") as HTMLImageElement;

function markLoaded(image: HTMLImageElement) {
  Object.defineProperty(image, "complete", { value: true, configurable: true });
  image.dispatchEvent(new Event("load"));
}

let fake: ReturnType<typeof fakeObserver>;

beforeEach(() => {
  vi.useFakeTimers();
  fake = fakeObserver(["element", "largest-contentful-paint", "paint"]);
  vi.stubGlobal("PerformanceObserver", fake.FakeObserver);
  Reflect.deleteProperty(window, "__startedContext");
});

afterEach(() => {
  // Every starter ends (its cap), so none still listens for the next test's events.
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, "currentScript");
  document.body.innerHTML = "";
});

describe("the module starter", () => {
  it("runs the context script at once, with the page's nonce, and leaves the template inert", () => {
    serve({ priorityImage: true });
    expect(added()).toEqual(["script classic"]);
    const copy = document.getElementById("starter")?.nextElementSibling as HTMLScriptElement;
    expect(copy.text).toBe(CONTEXT);
    expect(copy.nonce).toBe("n1");
    // The nonce goes through the property CSP reads, never as a copied attribute.
    expect(copy.hasAttribute("nonce")).toBe(false);
    expect(document.querySelector("template")?.content.children).toHaveLength(3);
  });

  it("starts the modules when the priority image is painted, not before", () => {
    serve({ priorityImage: true });
    fake.paint(document.getElementById("other") as Element);
    expect(added()).toEqual(["script classic"]);
    fake.paint(hero());
    expect(added()).toEqual(["script classic", "link modulepreload", "script module"]);
    const module = document.querySelector('script[type="module"]:not(template script)');
    expect(module?.textContent).toBe('import "/build/entry.client.js";');
    expect((module as HTMLScriptElement).nonce).toBe("n1");
  });

  it("starts the modules once, whatever fires after the first signal", () => {
    serve({ priorityImage: true });
    fake.paint(hero());
    markLoaded(hero());
    hero().dispatchEvent(new Event("error"));
    document.body.dispatchEvent(new Event("keydown", { bubbles: true }));
    vi.advanceTimersByTime(MAX_WAIT_MS);
    expect(added()).toEqual(["script classic", "link modulepreload", "script module"]);
  });

  it("starts at once on a page without a priority image", () => {
    serve({ priorityImage: false });
    expect(added()).toEqual(["script classic", "link modulepreload", "script module"]);
  });

  it("starts a moment after the image loads when its paint is never reported", () => {
    serve({ priorityImage: true });
    markLoaded(hero());
    vi.advanceTimersByTime(START_AFTER_LOAD_MS - 1);
    expect(added()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(added()).toHaveLength(3);
  });

  it.each(["pointerdown", "keydown", "touchstart"])(
    "starts at the visitor's first %s, before the paint",
    (type) => {
      serve({ priorityImage: true });
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      expect(added()).toHaveLength(3);
    },
  );

  it("starts when the image fails", () => {
    serve({ priorityImage: true });
    hero().dispatchEvent(new Event("error"));
    expect(added()).toHaveLength(3);
  });

  it("never waits longer than the cap for a slow image", () => {
    serve({ priorityImage: true });
    vi.advanceTimersByTime(MAX_WAIT_MS - 1);
    expect(added()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(added()).toHaveLength(3);
  });

  it("without Element Timing, starts on the frame after the image loads", () => {
    vi.stubGlobal("PerformanceObserver", fakeObserver(["paint"]).FakeObserver);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    serve({ priorityImage: true });
    markLoaded(hero());
    expect(added()).toHaveLength(1);
    for (const frame of frames.splice(0)) frame(0);
    vi.advanceTimersByTime(0);
    expect(added()).toHaveLength(3);
  });

  it("in a hidden tab, which paints nothing, starts when the image has loaded", () => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    try {
      serve({ priorityImage: true });
      expect(added()).toHaveLength(1);
      markLoaded(hero());
      expect(added()).toHaveLength(3);
    } finally {
      Reflect.deleteProperty(document, "visibilityState");
    }
  });
});
