// The production page and .ics loaders against the demo CMS (msw in-process): what a visitor gets
// for real fixture pages in both languages, and how bad input and failures end.

import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loader as icsLoader } from "~/routes/performance-ics";
import { loader as productionLoader } from "~/routes/production";
import type { ProductionCardView } from "~/views/production/production-cards";
import type { ProductionPageView } from "~/views/production/production-page-types";
import { SITE, testCms, thrown } from "./support/cms";
import { expectConsoleError } from "./support/console-guard";

const cms = testCms();
const server = cms.server;
afterEach(() => {
  vi.restoreAllMocks();
});
const upstreamPaths = cms.paths;

type Loaded = {
  data: {
    page: ProductionPageView | null;
    shell: { alternate: string | null; preview: boolean; title: string | null };
    others: ProductionCardView[] | null;
  };
  init: { headers?: HeadersInit } | null;
};

function requestFor(path: string, init: RequestInit = {}) {
  const url = new URL(path, SITE);
  const slug = decodeURIComponent(
    url.pathname.split("/")[url.pathname.startsWith("/en/") ? 3 : 2] ?? "",
  );
  return { request: new Request(url, init), slug };
}

async function callPage(path: string, init: RequestInit = {}): Promise<Loaded> {
  const { request, slug } = requestFor(path, init);
  return (await productionLoader({
    request,
    params: { url: slug },
    context: {},
  })) as unknown as Loaded;
}

async function callIcs(path: string) {
  const url = new URL(path, SITE);
  const parts = url.pathname.split("/");
  const en = url.pathname.startsWith("/en/");
  const params = { url: parts[en ? 3 : 2] ?? "", eventId: parts[en ? 5 : 4] ?? "" };
  return icsLoader({ request: new Request(url), params, context: {} });
}

const cacheControl = (result: Loaded) => new Headers(result.init?.headers).get("Cache-Control");
const rows = (page: ProductionPageView | null) =>
  page?.playDates?.kind === "list" ? page.playDates.months.flatMap((m) => m.rows) : [];

async function demoAnswer(path: string): Promise<Record<string, unknown>> {
  const response = await fetch(`http://cms.test/api/render/${path}`);
  return (await response.json()) as Record<string, unknown>;
}

describe("production page loader", () => {
  it("renders a Dutch production with many dates, collapsed, and others also viewed", async () => {
    const result = await callPage("/voorstelling/jordaan-de-musical");
    const page = result.data.page;
    expect(page?.heading).toBe("Jordaan! De Musical");
    expect(upstreamPaths()[0]).toBe("/api/render/voorstelling/jordaan-de-musical");
    expect(result.data.shell).toMatchObject({
      alternate: "/en/show/jordaan-the-musical",
      preview: false,
    });
    expect(page?.salesButton).toMatchObject({ kind: "link", href: "#speeldata" });
    expect(page?.playDates).toMatchObject({ kind: "list", collapsed: true, collapsible: true });
    expect(rows(page).length).toBeGreaterThan(10);
    expect(page?.bigGroups).toEqual({ size: 12, href: "/pagina/theaterarrangementen" });
    expect(page?.priceRows.length).toBeGreaterThan(0);
    expect(JSON.parse(page?.jsonLd ?? "[]")[0]).toMatchObject({ "@type": "TheaterEvent" });
    expect(cacheControl(result)).toMatch(/^public, .*s-maxage=\d+/);

    const others = await result.data.others;
    expect(others?.length).toBeGreaterThan(0);
    expect(others?.length).toBeLessThanOrEqual(6);
    expect(others?.some((card) => card.id === page?.id)).toBe(false);
    expect(upstreamPaths()).toContain("/api/render/production-page-list-nl");
  });

  it("expands the dates from the address", async () => {
    const result = await callPage("/voorstelling/jordaan-de-musical?alle-speeldata=1");
    expect(result.data.page?.playDates).toMatchObject({ collapsed: false, collapsible: true });
  });

  it("renders the English page with its calendar", async () => {
    const result = await callPage("/en/show/the-nutcracker");
    const page = result.data.page;
    expect(upstreamPaths()[0]).toBe("/api/render/en/show/the-nutcracker");
    expect(page?.heading).toBe("The Nutcracker");
    expect(page?.playDates?.kind).toBe("calendar");
    if (page?.playDates?.kind === "calendar") {
      expect(page.playDates.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(page.playDates.performances.length).toBeGreaterThan(0);
    }
    expect(page?.bigGroups?.href).toBe("/en/page/packages");
    expect(result.data.shell.alternate).toBe("/voorstelling/de-notenkraker");
    await result.data.others;
  });

  it("links a production with one performance straight to the ticket shop", async () => {
    const result = await callPage("/voorstelling/jeroen-hartman-zondagskind");
    const button = result.data.page?.salesButton;
    expect(button?.kind).toBe("link");
    if (button?.kind !== "link") return;
    expect(button.href).toMatch(/^https:\/\/tickets\.theater-amsterdam\.example\/[^?]+$/);
    expect(button.newTab).toBe(false);
    // Nothing per visitor: the page-view id is the browser's (components/runtime/sales-view-ids.ts).
    const again = (await callPage("/voorstelling/jeroen-hartman-zondagskind")).data.page
      ?.salesButton;
    expect(again?.kind === "link" && again.href).toBe(button.href);
    await result.data.others;
  });

  it("shows the no-dates message for a production without performances", async () => {
    const result = await callPage("/voorstelling/max-havelaar");
    expect(result.data.page?.playDates).toEqual({ kind: "none" });
    expect(result.data.page?.salesButton).toBeNull();
    await result.data.others;
  });

  it("drops a malformed event and logs it, keeping the rest of the page", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const answer = await demoAnswer("voorstelling/hamlet");
    const node = answer.node as { production_id: string };
    const productions = answer.productions as Record<string, { events: unknown[] }>;
    const production = productions[node.production_id];
    const good = production?.events.length ?? 0;
    production?.events.push({ id: "kapot", sales_status: "on_sale" });
    server.use(
      http.get("http://cms.test/api/render/voorstelling/hamlet", () => HttpResponse.json(answer)),
    );

    const result = await callPage("/voorstelling/hamlet");
    expect(result.data.page?.heading).toBe("Hamlet");
    expect(rows(result.data.page).some((row) => row.eventId === "kapot")).toBe(false);
    expect(rows(result.data.page).length).toBeGreaterThan(0);
    expect(rows(result.data.page).length).toBeLessThanOrEqual(good);
    const dropped = () =>
      warn.mock.calls.filter(([message]) => String(message).includes("dropped event")).length;
    expect(dropped()).toBe(1);
    await result.data.others;
  });

  it("shows an event with an unknown statusID as on sale and logs it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const answer = await demoAnswer("voorstelling/jeroen-hartman-zondagskind");
    const node = answer.node as { production_id: string };
    const production = (answer.productions as Record<string, { events: { data: object }[] }>)[
      node.production_id
    ];
    const first = production?.events[0];
    if (first) first.data = { ...first.data, statusID: "77777" };
    server.use(
      http.get("http://cms.test/api/render/voorstelling/jeroen-hartman-zondagskind", () =>
        HttpResponse.json(answer),
      ),
    );
    const result = await callPage("/voorstelling/jeroen-hartman-zondagskind");
    expect(result.data.page?.salesButton).toMatchObject({ kind: "link", colour: "green" });
    expect(warn.mock.calls.some(([message]) => String(message).includes('statusID "77777"'))).toBe(
      true,
    );
    await result.data.others;
  });

  it("checks a presale code on the server and opens the page it names", async () => {
    const result = await callPage("/voorstelling/sterrennacht?presale=voorverkoop");
    expect(upstreamPaths()).toContain("/api/services/presale?q=voorverkoop");
    const page = result.data.page;
    expect(page?.presale).toMatchObject({ result: "unlocked", form: false });
    expect(page?.presale?.text).toBeTruthy();
    const first = rows(page)[0]?.button;
    expect(first).toMatchObject({ kind: "link", colour: "green" });
    expect(first?.kind === "link" && first.href).toContain("presale=voorverkoop");
    // A page with someone's code in its links is theirs alone.
    expect(cacheControl(result)).toBe("private, no-store");
    await result.data.others;
  });

  it("says so when a presale code is wrong, and sells nothing", async () => {
    const result = await callPage("/voorstelling/sterrennacht?presale=FOUT");
    expect(result.data.page?.presale).toMatchObject({ result: "invalid", form: true });
    expect(rows(result.data.page)[0]?.button.kind).toBe("message");
    await result.data.others;
  });

  it("logs and ignores a failing presale check", async () => {
    expectConsoleError(/^\[presale\] check of code failed: Error: status 500$/);
    server.use(
      http.get("http://cms.test/api/services/presale", () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    );
    const result = await callPage("/voorstelling/sterrennacht?presale=VOORVERKOOP");
    expect(result.data.page?.heading).toBeTruthy();
    expect(result.data.page?.presale?.result).toBeNull();
    await result.data.others;
  });

  it("makes no presale call without a code", async () => {
    const result = await callPage("/voorstelling/sterrennacht");
    expect(upstreamPaths().some((path) => path.startsWith("/api/services/presale"))).toBe(false);
    expect(result.data.page?.presale).toMatchObject({ form: true, result: null });
    await result.data.others;
  });

  it("gives 404 for an unknown production and 500 when the CMS fails", async () => {
    expectConsoleError(/\[content\] HTTP_ERROR voorstelling\/hamlet status 500/);
    expect((await thrown(callPage("/voorstelling/bestaat-niet"))).status).toBe(404);
    server.use(
      http.get("http://cms.test/api/render/voorstelling/hamlet", () =>
        HttpResponse.json({ error: "internal_error" }, { status: 500 }),
      ),
    );
    expect((await thrown(callPage("/voorstelling/hamlet"))).status).toBe(500);
  });

  it("gives 500 when the production a page refers to is missing", async () => {
    expectConsoleError(
      /^\[content\] PARSE_FAILED voorstelling\/hamlet: production \S+ of node \S+ missing$/,
    );
    const answer = await demoAnswer("voorstelling/hamlet");
    answer.productions = {};
    server.use(
      http.get("http://cms.test/api/render/voorstelling/hamlet", () => HttpResponse.json(answer)),
    );
    expect((await thrown(callPage("/voorstelling/hamlet"))).status).toBe(500);
  });

  it("shows no others-also-viewed cards (null) when the production list fails", async () => {
    expectConsoleError(/\[content\] HTTP_ERROR production-page-list-nl/);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    server.use(
      http.get("http://cms.test/api/render/production-page-list-nl", () =>
        HttpResponse.json({}, { status: 503 }),
      ),
    );
    const result = await callPage("/voorstelling/hamlet");
    expect(result.data.page?.heading).toBe("Hamlet");
    expect(result.data.others).toBeNull();
  });
});

describe("add-to-calendar route", () => {
  it("serves one performance as an .ics download", async () => {
    const page = (await callPage("/voorstelling/jeroen-hartman-zondagskind")).data.page;
    const row = rows(page)[0];
    expect(row?.icsHref).toMatch(/^\/voorstelling\/jeroen-hartman-zondagskind\/zet-in-agenda\//);
    const response = await callIcs(row?.icsHref ?? "");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="jeroen-hartman-zondagskind-\d{4}-\d{2}-\d{2}\.ics"$/,
    );
    const body = await response.text();
    expect(body).toContain("BEGIN:VCALENDAR");
    expect(body).toContain("SUMMARY:Jeroen Hartman");
    expect(body).toContain(`UID:${row?.eventId}@www.theater-amsterdam.example`);
  });

  it("works on the English path and answers 404 for an unknown event or production", async () => {
    const page = (await callPage("/en/show/the-nutcracker")).data.page;
    const event = page?.playDates?.kind === "calendar" ? page.playDates.performances[0] : undefined;
    const response = await callIcs(`/en/show/the-nutcracker/add-to-calendar/${event?.eventId}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("SUMMARY:The Nutcracker");
    expect((await thrown(callIcs("/voorstelling/hamlet/zet-in-agenda/999"))).status).toBe(404);
    expect((await thrown(callIcs("/voorstelling/bestaat-niet/zet-in-agenda/1"))).status).toBe(404);
  });
});
