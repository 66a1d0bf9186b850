// The main screens against a CMS that fails in every way we have seen: refused connections, a
// hang, a 500, malformed JSON, `{}` and an HTML page (a proxy's error page answered with 200).
// Each screen must answer within one timeout + 0.5 s: with its last good copy when it has one,
// else with the 500 screen. Once the CMS recovers, the next request gets fresh content, so no
// failure was kept in a cache, and a later failure serves that fresh content: it is the good copy.

import type { LoaderFunctionArgs } from "@remix-run/node";
import { delay, HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loader as agendaLoader } from "~/routes/agenda";
import { loader as homeLoader } from "~/routes/home";
import { loader as newsListLoader } from "~/routes/news-list";
import { loader as pageLoader } from "~/routes/page";
import { loader as productionLoader } from "~/routes/production";
import { clearContentCaches } from "~/services/content/render-cache.server";
import { getEnv } from "~/services/operations/env.server";
import type { AgendaView } from "~/views/agenda/agenda";
import type { HomeView } from "~/views/home/home-page";
import type { NewsListView } from "~/views/news/news-list-view";
import { datasetFor } from "../mocks/fixtures/clock";
import { render, renderPathOf } from "../mocks/render";
import { allowConsoleErrors, expectConsoleError } from "./support/console-guard";

const server = setupServer();
const upstream: string[] = [];

/** What the CMS does right now: the demo's answers, the demo's answers after a change, or a fault. */
type Mode = "demo" | "recovered" | Fault;
type Fault = keyof typeof faults;
let mode: Mode = "demo";

const RECOVERED_TITLE = "Theater Amsterdam (hersteld)";

const faults = {
  "refused connection": () => HttpResponse.error(),
  hang: async () => {
    await delay("infinite");
    return HttpResponse.json({});
  },
  "500": () => HttpResponse.json({ error: "internal_error" }, { status: 500 }),
  "malformed JSON": () =>
    new HttpResponse('{"node": {"id": "x",', { headers: { "content-type": "application/json" } }),
  "200 {}": () => HttpResponse.json({}),
  "an HTML page": () =>
    HttpResponse.html("<!doctype html><title>Onderhoud</title><h1>We zijn zo terug</h1>"),
} satisfies Record<string, () => Response | Promise<Response>>;

/** The demo CMS's answer; "recovered" marks it so fresh content is told apart from a stale copy. */
function demoAnswer(request: Request): Response {
  const url = new URL(request.url);
  const answer = render(
    datasetFor(new Date()),
    renderPathOf(url.pathname),
    url.searchParams,
    false,
  );
  const body = structuredClone(answer.body);
  if (mode === "recovered" && "node" in body && body.node) {
    body.node.data = { ...body.node.data, siteTitle: RECOVERED_TITLE };
  }
  return HttpResponse.json(body, { status: answer.status });
}

type ScreenData = {
  shell: { layout: { siteTitle: string | null } };
  home?: HomeView;
  agenda?: AgendaView;
  list?: NewsListView;
  page?: { heading: string } | null;
  others?: Promise<unknown> | null;
};
type Visit =
  | { status: 200; data: ScreenData; cacheControl: string | null; elapsed: number }
  | { status: number; data: null; cacheControl: null; elapsed: number };

type Screen = {
  name: string;
  path: string;
  loader: (args: LoaderFunctionArgs) => Promise<unknown>;
  params?: Record<string, string>;
  /** What the visitor came for; must be present whenever the screen answers 200. */
  content: (data: ScreenData) => string | number | undefined;
};

const screens: Screen[] = [
  {
    name: "home",
    path: "/",
    loader: homeLoader,
    content: (data) => data.home?.hero.title ?? undefined,
  },
  {
    name: "agenda",
    path: "/agenda",
    loader: agendaLoader,
    content: (data) => data.agenda?.total,
  },
  {
    name: "news list",
    path: "/nieuws",
    loader: newsListLoader,
    content: (data) => data.list?.cards.map((card) => card.heading).join(" | "),
  },
  {
    name: "general page",
    path: "/pagina/contact",
    loader: pageLoader,
    params: { url: "contact" },
    content: (data) => data.page?.heading,
  },
  {
    name: "production page",
    path: "/voorstelling/jordaan-de-musical",
    loader: productionLoader,
    params: { url: "jordaan-de-musical" },
    content: (data) => data.page?.heading,
  },
];

/** One request, timed until the whole document could be sent (deferred data settled). */
async function visit(screen: Screen): Promise<Visit> {
  const request = new Request(new URL(screen.path, "https://www.theater-amsterdam.example"));
  const started = performance.now();
  try {
    const context = {};
    const result = (await screen.loader({ request, params: screen.params ?? {}, context })) as {
      data: ScreenData;
      init: { headers?: HeadersInit } | null;
    };
    const cacheControl = new Headers(result.init?.headers).get("Cache-Control");
    return { status: 200, data: result.data, cacheControl, elapsed: performance.now() - started };
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    const elapsed = performance.now() - started;
    return { status: error.status, data: null, cacheControl: null, elapsed };
  }
}

const TIMEOUT_MS = 300;
const BOUND_MS = TIMEOUT_MS + 500;
/** Past the longest list cache (news list, 120 s), so every screen asks the CMS again. */
const PAST_EVERY_TTL_MS = 121_000;

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  server.use(
    http.get("*/api/render/*", ({ request }) => {
      upstream.push(new URL(request.url).pathname);
      return mode === "demo" || mode === "recovered" ? demoAnswer(request) : faults[mode]();
    }),
  );
});
beforeEach(() => {
  clearContentCaches();
  upstream.length = 0;
  mode = "demo";
  // Only Date: the list caches expire by it; request timeouts keep running on real timers.
  vi.useFakeTimers({ toFake: ["Date"] });
  // Every fault is logged by design (the errors are announced per test); the warnings are noise.
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function expectContent(screen: Screen, result: Visit): ScreenData {
  expect(result.status).toBe(200);
  if (!result.data) throw new Error("a 200 visit carries data");
  const content = screen.content(result.data);
  expect(content).toBeTruthy();
  return result.data;
}

// What the content layer logs for each fault, and what some screens add when they give up.
const CONTENT_FAILURE = /^\[content\] (HTTP_ERROR|DECODE_FAILED) /;
const SCREEN_FAILURE = /^\[[a-z-]+\] [^:]+: (HTTP_ERROR|DECODE_FAILED): /;

describe("the main screens against a failing CMS", () => {
  it("run with the timeout the bounds are computed from", () => {
    expect(getEnv().CONTENT_API_TIMEOUT_MS).toBe(TIMEOUT_MS);
  });

  describe.each(screens)("$name", (screen) => {
    describe.each(Object.keys(faults) as Fault[])("when the CMS answers with %s", (fault) => {
      it("shows the 500 screen without a good copy, and fresh content once the CMS recovers", async () => {
        expectConsoleError(CONTENT_FAILURE);
        allowConsoleErrors(SCREEN_FAILURE);
        mode = fault;
        const failed = await visit(screen);
        expect(failed.status).toBe(500);
        expect(failed.elapsed).toBeLessThan(BOUND_MS);

        mode = "recovered";
        const recovered = await visit(screen);
        expect(expectContent(screen, recovered).shell.layout.siteTitle).toBe(RECOVERED_TITLE);
        expect(recovered.cacheControl).toContain("s-maxage=20");
      });

      it("serves the last good copy, and after recovery the fresh answer becomes that copy", async () => {
        // A list served while it refreshes logs its failure only when the refresh gives up.
        allowConsoleErrors(CONTENT_FAILURE);
        const good = expectContent(screen, await visit(screen));

        vi.setSystemTime(Date.now() + PAST_EVERY_TTL_MS);
        mode = fault;
        const stale = await visit(screen);
        expect(stale.elapsed).toBeLessThan(BOUND_MS);
        const staleData = expectContent(screen, stale);
        expect(screen.content(staleData)).toEqual(screen.content(good));
        expect(staleData.shell.layout.siteTitle).toBe(good.shell.layout.siteTitle);
        // A CDN keeps a stale answer only briefly.
        expect(stale.cacheControl).toContain("s-maxage=10");

        mode = "recovered";
        const calls = upstream.length;
        // A list served while it refreshes (the production list) shows the recovered answer on
        // the visit after; every other answer on the first.
        const first = await visit(screen);
        await new Promise((resolve) => setTimeout(resolve, 50));
        const recovered =
          expectContent(screen, first).shell.layout.siteTitle === RECOVERED_TITLE
            ? first
            : await visit(screen);
        expect(upstream.length).toBeGreaterThan(calls);
        expect(expectContent(screen, recovered).shell.layout.siteTitle).toBe(RECOVERED_TITLE);

        vi.setSystemTime(Date.now() + PAST_EVERY_TTL_MS);
        mode = fault;
        const again = await visit(screen);
        expect(expectContent(screen, again).shell.layout.siteTitle).toBe(RECOVERED_TITLE);
      });
    });
  });
});
