import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { todayKey } from "~/models/dates/amsterdam-time";
import { loader } from "~/routes/home";
import type { HomeScreen } from "~/views/home/home-screen";
import { testCms, thrown } from "./support/cms";
import { expectConsoleError } from "./support/console-guard";

const cms = testCms();
const server = cms.server;
const upstreamPaths = () => cms.calls.map((call) => call.url.pathname);

type Loaded = {
  data: {
    home: HomeScreen;
    shell: { alternate: string | null; title: string | null; layout: { mainMenu: unknown[] } };
    texts: { home?: object; sales?: object; page?: object; newsList?: object };
  };
  init: { headers?: HeadersInit } | null;
};

async function load(path: string): Promise<Loaded> {
  const request = new Request(new URL(path, "https://www.theater-amsterdam.example"));
  return (await loader({ request, params: {}, context: {} })) as unknown as Loaded;
}

const daysWithItems = (home: HomeScreen) =>
  Object.entries(home.calendar?.days ?? {})
    .map(([date, items]) => ({ date, count: items.length }))
    .sort((a, b) => a.date.localeCompare(b.date));

describe("home loader against the demo CMS", () => {
  it("builds the Dutch home from home-nl, cacheable for 60 s", async () => {
    const { data, init } = await load("/");
    expect(upstreamPaths()).toEqual(["/api/render/home-nl"]);
    const { home, shell } = data;
    expect(home.alternative).toBe(false);
    expect(home.hero.title).toBe("Welkom in het theater");
    expect(home.hero.image?.cdn_url_path).toMatch(/^home-(dag|nacht)\.jpg$/);
    expect(home.hero.mobileImage?.cdn_url_path).toBe("home-dag.jpg");
    expect(home.hero.position).toBe("center bottom");
    expect(home.hero.rotation).toHaveLength(3);
    expect(home.slides.length).toBeGreaterThan(0);
    expect(home.slides.length).toBeLessThanOrEqual(8);
    expect(home.slides.every((slide) => slide.href.startsWith("/voorstelling/"))).toBe(true);
    expect(home.highlights.length).toBeGreaterThan(0);
    expect(home.highlights.length).toBeLessThanOrEqual(9);
    expect(home.banners.length).toBe(3);
    expect(home.bannersTitle).toBe("Meer beleven");
    expect(home.news.length).toBeGreaterThan(0);
    expect(home.news.every((card) => card.dateLabel)).toBe(true);
    expect(home.textWidgets.map((w) => w.title)).toEqual(["Kassa", "Theaterarrangementen"]);
    expect(home.videos).toHaveLength(1);
    // The menus and footer travel once, in the shell.
    expect(shell.layout.mainMenu.length).toBeGreaterThan(0);
    expect(home).not.toHaveProperty("layout");
    expect(shell).toMatchObject({ alternate: "/en", title: null });
    expect(new Headers(init?.headers).get("Cache-Control")).toContain("s-maxage=20");
  });

  it("sends the texts the screen draws: only the sales states its buttons can show", async () => {
    const { home, texts } = (await load("/")).data;
    const buttons = [
      ...home.slides.map((slide) => slide.salesButton),
      ...home.highlights.map((highlight) => highlight.salesButton),
      ...Object.values(home.calendar?.days ?? {}).flat(),
    ];
    const states = [...new Set(buttons.map((button) => button.status))].sort();
    const sent = Object.keys(texts.sales ?? {}).filter((key) => key !== "opensInNewTab");
    expect(sent.sort()).toEqual(states);
    expect(states.length).toBeLessThan(12);
    expect(Object.keys(texts.page ?? {}).sort()).toEqual(["startVideo", "video"]);
    expect(texts).not.toHaveProperty("newsList");
  });

  it("leads the slider with the pinned productions", async () => {
    const { home } = (await load("/")).data;
    // The demo pins the promoted musical and the Nutcracker.
    expect(home.slides[0]?.href).toBe("/voorstelling/de-grote-musical");
    expect(new Set(home.slides.map((s) => s.href)).size).toBe(home.slides.length);
  });

  it("builds the English home from home-en", async () => {
    const { data } = await load("/en");
    expect(upstreamPaths()).toEqual(["/api/render/home-en"]);
    expect(data.home.hero.title).toBe("Welcome to the theatre");
    expect(data.home.slides.every((slide) => slide.href.startsWith("/en/show/"))).toBe(true);
    expect(data.home.highlights[0]?.href).toMatch(/^\/en\/show\//);
    expect(data.shell.alternate).toBe("/");
    expect(data.texts.home).toHaveProperty("calendar.title", "What's on?");
  });

  it("opens the calendar on today, or on the first day with items", async () => {
    const { home } = (await load("/")).data;
    const calendar = home.calendar;
    const first = daysWithItems(home)[0];
    expect(calendar?.today).toBe(todayKey(new Date()));
    expect(calendar?.selectedDay).toBe(first?.date);
    expect(calendar?.selectedIndex).toBe(0);
  });

  it("renders a day chosen with ?dag= (NL) and ?day= (EN)", async () => {
    const days = daysWithItems((await load("/")).data.home);
    const chosen = days[days.length - 1];
    expect(chosen).toBeDefined();
    const nl = (await load(`/?dag=${chosen?.date}`)).data.home.calendar;
    expect(nl?.selectedDay).toBe(chosen?.date);
    expect(nl?.days[chosen?.date ?? ""]?.length).toBe(chosen?.count);
    const en = (await load(`/en?day=${chosen?.date}`)).data.home.calendar;
    expect(en?.selectedDay).toBe(chosen?.date);
  });

  it("keeps ?item= within the chosen day's items", async () => {
    // The demo's dates follow today: walk the months until a day with several performances.
    let query = "";
    let busy: ReturnType<typeof daysWithItems>[number] | undefined;
    for (let month = 0; month < 12 && !busy; month++) {
      const { home } = (await load(`/${query}`)).data;
      busy = daysWithItems(home).find((cell) => cell.count > 1);
      query = `?maand=${home.calendar?.next ?? ""}`;
    }
    expect(busy, "a day with more than one performance in the demo's year").toBeDefined();
    if (!busy) return;
    const calendar = (await load(`/?dag=${busy.date}&item=99`)).data.home.calendar;
    expect(calendar?.selectedIndex).toBe(busy.count - 1);
    const second = (await load(`/?dag=${busy.date}&item=1`)).data.home.calendar;
    expect(second?.selectedIndex).toBe(1);
  });

  it("shows a month chosen with ?maand= / ?month=", async () => {
    const next = (await load("/")).data.home.calendar?.next;
    expect(next).toBeTruthy();
    const nl = (await load(`/?maand=${next}`)).data.home.calendar;
    expect(nl?.month).toBe(next);
    expect(nl?.selectedIndex).toBe(0);
    const en = (await load(`/en?month=${next}`)).data.home.calendar;
    expect(en?.month).toBe(next);
  });

  it.each([
    "/?dag=2026-02-30",
    "/?dag=gisteren",
    "/?dag=1999-01-01",
    "/?maand=13-2026",
    "/?maand=1999-01",
    "/?item=-3",
    "/?item=veel",
    "/?dag=&maand=&item=",
  ])("shows the normal page for the bad values in %s", async (path) => {
    const normal = (await load("/")).data.home.calendar;
    const calendar = (await load(path)).data.home.calendar;
    expect(calendar?.month).toBe(normal?.month);
    expect(calendar?.selectedDay).toBe(normal?.selectedDay);
    expect(calendar?.selectedIndex).toBe(0);
  });

  it("throws a 500 when the CMS fails", async () => {
    expectConsoleError(/\[content\] HTTP_ERROR home-nl status 500/, /\[home\] home-nl: HTTP_ERROR/);
    server.use(http.get("*/api/render/home-nl", () => new HttpResponse(null, { status: 500 })));
    const response = await thrown(load("/"));
    expect(response.status).toBe(500);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("throws a 404 when the CMS has no home page", async () => {
    expectConsoleError(/\[home\] home-en: NOT_FOUND/);
    server.use(http.get("*/api/render/home-en", () => new HttpResponse(null, { status: 404 })));
    expect((await thrown(load("/en"))).status).toBe(404);
  });

  it("throws a 500 when the answer is not a home page", async () => {
    expectConsoleError(/\[content\] DECODE_FAILED home-nl/, /\[home\] home-nl: DECODE_FAILED/);
    server.use(
      http.get("*/api/render/home-nl", () =>
        HttpResponse.json({ node: { id: "x", kind: "general-page", data: { url: "/" } } }),
      ),
    );
    expect((await thrown(load("/"))).status).toBe(500);
  });
});
