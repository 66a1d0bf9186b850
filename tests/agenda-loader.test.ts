// The agenda loader against the demo CMS (the real msw handlers, in-process).
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/agenda";
import type { AgendaView } from "~/views/agenda/agenda";
import { testCms, thrown } from "./support/cms";
import { expectConsoleError } from "./support/console-guard";

const cms = testCms();
const server = cms.server;
const upstreamPaths = cms.paths;

type Loaded = {
  data: {
    shell: { preview: boolean; alternate: string | null; title: string | null };
    agenda: AgendaView;
  };
  init: { headers?: HeadersInit } | null;
};

async function callAgenda(path: string, init: RequestInit = {}): Promise<Loaded> {
  const request = new Request(new URL(path, "https://www.theater-amsterdam.example"), init);
  return (await loader({ request, params: {}, context: {} })) as unknown as Loaded;
}

const cacheControl = (loaded: Loaded) => new Headers(loaded.init?.headers).get("Cache-Control");
const itemsOf = (agenda: AgendaView) => agenda.shown.flatMap((month) => month.items);
const headings = (agenda: AgendaView) => new Set(itemsOf(agenda).map((item) => item.heading));

type RawList = {
  nodes: Record<string, { data: { heading?: string; isAllowedInCalendar?: boolean } }>;
};
async function rawList(locale: "nl" | "en"): Promise<RawList> {
  const response = await fetch(`http://cms.test/api/render/production-page-list-${locale}`);
  return (await response.json()) as RawList;
}

describe("agenda loader against the demo CMS", () => {
  it("lists the Dutch production list per month in one CMS call, cacheable by a CDN", async () => {
    const loaded = await callAgenda("/agenda");
    const { agenda, shell } = loaded.data;
    expect(upstreamPaths()).toEqual(["/api/render/production-page-list-nl"]);
    expect(agenda.total).toBeGreaterThanOrEqual(40);
    expect(agenda.count).toBe(agenda.total);
    expect(agenda.months.length).toBeGreaterThan(6);
    expect(agenda.current).toBe(agenda.months[0]?.id);
    expect(agenda.months[0]?.label).toMatch(/^[a-z]+ \d{4}$/);
    expect(agenda.shown[0]?.id).toBe(agenda.months[0]?.id);
    // The first document: at least 20 productions (and the next 30 days), the rest "Toon meer".
    expect(headings(agenda).size).toBeGreaterThanOrEqual(20);
    expect(agenda.more).not.toBeNull();
    expect(agenda.genres).toContain("Toneel");
    const ids = agenda.months.map((month) => month.id);
    expect([...ids].sort()).toEqual(ids);
    expect(shell).toMatchObject({ preview: false, alternate: "/en/calendar", title: "Agenda" });
    expect(cacheControl(loaded)).toMatch(/^public, .*s-maxage=20/);
  });

  it("every item has heading, dates, start time, image, more-info link and a sales button", async () => {
    // "Toon meer" followed from the first document to the end: every month, nothing replaced.
    let path: string | null = "/agenda";
    const steps: string[] = [];
    let agenda: AgendaView | null = null;
    while (path !== null && steps.length < 40) {
      steps.push(path);
      const loaded: Loaded = await callAgenda(path);
      const next: AgendaView = loaded.data.agenda;
      if (agenda) expect(next.shown.slice(0, agenda.shown.length)).toEqual(agenda.shown);
      agenda = next;
      path = next.more ? `/agenda?tot=${next.more.through}` : null;
    }
    expect(path).toBeNull();
    expect(steps.length).toBeGreaterThan(1);
    if (!agenda) throw new Error("no agenda");
    expect(agenda.shown.map((month) => month.id)).toEqual(agenda.months.map((month) => month.id));
    const items = itemsOf(agenda);
    expect(new Set(items.map((item) => item.moreInfo)).size).toBe(agenda.count);
    expect(new Set(items.map((item) => item.heading)).size).toBeGreaterThanOrEqual(40);
    for (const item of items) {
      expect(item.heading).not.toBe("");
      expect(item.dates).not.toBe("");
      expect(item.times).toMatch(/^\d\d:\d\d(, \d\d:\d\d)*$/);
      expect(item.image.path).toBeTruthy();
      expect(item.moreInfo).toMatch(/^\/voorstelling\//);
      expect(item.salesButton).toBeDefined();
    }
    const several = items.find(
      (item) =>
        item.salesButton?.kind === "link" &&
        !item.salesButton.href.startsWith("tel:") &&
        item.salesButton.href.startsWith("/"),
    );
    expect(several?.salesButton).toMatchObject({ href: `${several?.moreInfo}#speeldata` });
    const direct = items.find(
      (item) => item.salesButton?.kind === "link" && item.salesButton.href.startsWith("http"),
    );
    // The page-view id is the browser's: the server's answer is the same for every visitor.
    expect(direct?.salesButton?.kind === "link" && direct.salesButton.href).toMatch(
      /^https:\/\/tickets\.theater-amsterdam\.example\/[^?]+$/,
    );
  });

  it("leaves out pages that may not be in the calendar", async () => {
    const raw = await rawList("nl");
    const hidden = Object.values(raw.nodes)
      .filter((node) => node.data.isAllowedInCalendar === false)
      .map((node) => node.data.heading);
    expect(hidden.length).toBeGreaterThan(0);
    const listed = headings((await callAgenda("/agenda")).data.agenda);
    for (const heading of hidden) expect(listed.has(heading ?? "")).toBe(false);
  });

  it("English: the English list, month names and the Dutch agenda as the other language", async () => {
    const loaded = await callAgenda("/en/calendar?month=2099-01");
    const { agenda, shell } = loaded.data;
    expect(upstreamPaths()).toEqual(["/api/render/production-page-list-en"]);
    expect(agenda.months[0]?.label).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    expect(agenda.genres).toContain("Drama");
    expect(shell).toMatchObject({ alternate: "/agenda?maand=2099-01", title: "Calendar" });
    for (const item of itemsOf(agenda)) expect(item.moreInfo).toMatch(/^\/en\/show\//);
  });

  it("the other language's address carries genre and tags as that language's words", async () => {
    const tagged = (await callAgenda("/agenda?kenmerk=Engels+boventiteld&genre=toneel")).data;
    expect(tagged.shell.alternate).toBe("/en/calendar?genre=Drama&tag=English+surtitles");
    const back = (await callAgenda("/en/calendar?tag=English+surtitles")).data;
    expect(back.shell.alternate).toBe("/agenda?kenmerk=Engels+boventiteld");
  });

  it("serves repeated visits from the 60 s cache", async () => {
    await callAgenda("/agenda");
    await callAgenda("/agenda?q=musical");
    await callAgenda("/agenda?genre=Toneel");
    await callAgenda("/agenda?genre=Dans");
    // A genre asks the other language's list too (for the language switch), once.
    expect(upstreamPaths()).toEqual([
      "/api/render/production-page-list-nl",
      "/api/render/production-page-list-en",
    ]);
  });

  it("filters by q on the server, several q values joined", async () => {
    const all = (await callAgenda("/agenda")).data.agenda;
    const first = all.shown[0]?.items[0];
    if (!first) throw new Error("empty agenda");
    // The whole title: one word of it may be in every production's text.
    const word = first.heading;
    const found = (await callAgenda(`/agenda?q=${encodeURIComponent(`  ${word.toUpperCase()} `)}`))
      .data.agenda;
    expect(found.query.q).toBe(word.toLowerCase());
    expect(found.count).toBeGreaterThan(0);
    expect(found.count).toBeLessThan(all.count);
    expect(headings(found).has(first.heading)).toBe(true);

    const both = (await callAgenda(`/agenda?q=${encodeURIComponent(word)}&q=&q=zzzonbekend`)).data
      .agenda;
    expect(both.query.q).toBe(`${word.toLowerCase()} zzzonbekend`);
    expect(both.count).toBe(0);
  });

  it("q with regex or HTML characters is plain text: no error, returned as given", async () => {
    for (const q of ["[", "<script>alert(1)</script>", ".*", "\\", "a|b", "$1{x}", "(?:"]) {
      const loaded = await callAgenda(`/agenda?q=${encodeURIComponent(q)}`);
      const { agenda, shell } = loaded.data;
      expect(agenda.count).toBe(0);
      expect(agenda.months).toEqual([]);
      expect(agenda.query.q).toBe(q.toLowerCase());
      expect(shell.alternate).toBe(`/en/calendar?${new URLSearchParams({ q: q.toLowerCase() })}`);
    }
  });

  it("punctuation is no word: '(' finds nothing, '(groot)' finds the words, as '(groot)ouders'", async () => {
    const open = (await callAgenda("/agenda?q=(")).data.agenda;
    expect(open.count).toBe(0);
    const words = (await callAgenda("/agenda?q=(groot)")).data.agenda;
    expect(itemsOf(words).some((item) => item.subheading?.includes("(groot)ouders"))).toBe(true);
  });

  it("forgives typing errors as site search does, in both languages, counting every month", async () => {
    const nl = (await callAgenda("/agenda?q=notenkraaker")).data.agenda;
    expect(nl.query.q).toBe("notenkraaker");
    expect([...headings(nl)]).toEqual(["De Notenkraker"]);
    expect(nl.count).toBe(1);
    // The other language's title, with a typing error of its own.
    const across = (await callAgenda("/agenda?q=nutcraker")).data.agenda;
    expect([...headings(across)]).toEqual(["De Notenkraker"]);
    const en = (await callAgenda("/en/calendar?q=notenkraaker")).data.agenda;
    expect([...headings(en)]).toEqual(["The Nutcracker"]);
    // Filters still apply on top, and a far-off word finds nothing.
    const drama = (await callAgenda("/agenda?q=notenkraaker&genre=toneel")).data.agenda;
    expect(drama.count).toBe(0);
    expect((await callAgenda("/agenda?q=zzzonbekend")).data.agenda.count).toBe(0);
  });

  it("genre and 'on sale now' filters narrow the list", async () => {
    const all = (await callAgenda("/agenda")).data.agenda;
    const drama = (await callAgenda("/agenda?genre=toneel")).data.agenda;
    expect(drama.query.genre).toBe("Toneel");
    expect(drama.count).toBeGreaterThan(0);
    expect(drama.count).toBeLessThan(all.count);
    const onSale = (await callAgenda("/agenda?nu-te-koop=1")).data.agenda;
    expect(onSale.query.onSale).toBe(true);
    expect(onSale.count).toBeGreaterThan(0);
    expect(onSale.count).toBeLessThan(all.count);
    for (const item of itemsOf(onSale))
      expect(["on_sale", "last_chance"]).toContain(item.salesButton?.labelKey);
  });

  it("opens on the month asked for; out of range falls back to the first or last month", async () => {
    const all = (await callAgenda("/agenda")).data.agenda;
    const second = all.months[1]?.id;
    const last = all.months[all.months.length - 1]?.id;
    expect((await callAgenda(`/agenda?maand=${second}`)).data.agenda.current).toBe(second);
    expect((await callAgenda("/agenda?maand=1999-01")).data.agenda.current).toBe(all.months[0]?.id);
    expect((await callAgenda("/agenda?maand=2999-12")).data.agenda.current).toBe(last);
    expect((await callAgenda("/agenda?maand=2026-13")).data.agenda.current).toBe(all.months[0]?.id);
    expect((await callAgenda("/agenda?maand=%3Cx%3E")).data.agenda.current).toBe(all.months[0]?.id);
    expect((await callAgenda("/agenda?maand=1999-01&deel=99")).data.agenda.shown).toEqual(
      all.shown,
    );
    for (const hostile of ["tot=2026-13", "tot=%3Cx%3E", `tot=${"9".repeat(3000)}`, "vanaf=x"]) {
      expect((await callAgenda(`/agenda?${hostile}`)).data.agenda.shown).toEqual(all.shown);
    }
    const whole = (await callAgenda("/agenda?tot=9999-12")).data.agenda;
    expect(whole.shown).toHaveLength(whole.months.length);
    expect(whole.more).toBeNull();
  });

  it("searching covers every month, not only the months drawn", async () => {
    const all = (await callAgenda("/agenda")).data.agenda;
    const lastMonth = all.months[all.months.length - 1]?.id;
    const late = (await callAgenda(`/agenda?vanaf=${lastMonth}&tot=${lastMonth}`)).data.agenda;
    const heading = itemsOf(late).find((item) => !headings(all).has(item.heading))?.heading ?? "";
    expect(heading).not.toBe("");
    const found = (await callAgenda(`/agenda?q=${encodeURIComponent(heading)}`)).data.agenda;
    expect(found.count).toBeGreaterThan(0);
    expect(headings(found).has(heading)).toBe(true);
  });

  it("legacy ?l=en redirects permanently to the English calendar, keeping the search", async () => {
    const response = await thrown(callAgenda("/agenda?l=en&q=cats&maand=2026-12"));
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/en/calendar?q=cats&month=2026-12");
    expect(upstreamPaths()).toEqual([]);
  });

  it("a referral code makes the page private: the sales links carry it", async () => {
    const loaded = await callAgenda("/agenda?r=Partner_1");
    expect(cacheControl(loaded)).toBe("private, no-store");
    // The first month with a production of one performance, whose button goes to the shop.
    let link: string | null = null;
    for (const month of loaded.data.agenda.months) {
      const { agenda } = (await callAgenda(`/agenda?r=Partner_1&maand=${month.id}`)).data;
      const button = itemsOf(agenda)
        .map((item) => item.salesButton)
        .find((b) => b?.kind === "link" && b.href.startsWith("http"));
      if (button?.kind === "link") {
        link = button.href;
        break;
      }
    }
    expect(link).toContain("r=partner_1");
  });

  it("a CMS 500 gives the 500 screen", async () => {
    expectConsoleError(
      /\[content\] HTTP_ERROR production-page-list-nl status 500/,
      /\[agenda\] production-page-list-nl: HTTP_ERROR/,
    );
    server.use(
      http.get("*/api/render/production-page-list-nl", () =>
        HttpResponse.json({ error: "boom" }, { status: 500 }),
      ),
    );
    expect((await thrown(callAgenda("/agenda"))).status).toBe(500);
  });

  it("an answer failing the contract gives the 500 screen", async () => {
    expectConsoleError(
      /\[content\] DECODE_FAILED production-page-list-en/,
      /\[agenda\] production-page-list-en: DECODE_FAILED/,
    );
    server.use(
      http.get("*/api/render/production-page-list-en", () =>
        HttpResponse.json({ node: { kind: "production-page-list" } }),
      ),
    );
    expect((await thrown(callAgenda("/en/calendar"))).status).toBe(500);
  });
});
