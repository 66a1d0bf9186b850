// @vitest-environment happy-dom
import { useLoaderData, useRevalidator } from "@remix-run/react";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Venue } from "~/content/schema";
import { localeFromPath } from "~/models/http/locale";
import { shouldRevalidate } from "~/routes/home";
import { parseCalendarQuery } from "~/views/home/home-calendar";
import { buildHomeCalendar } from "~/views/home/home-calendar-view";
import { event, homeCtx, source } from "../../../tests/support/home";
import { FUTURE, hydrationFor, pageRequest, siteStub } from "../../../tests/support/site-stub";
import { HomeCalendar } from "./home-calendar";

const venues: Record<string, Venue> = {
  v1: { id: "v1", name: "Theater", halls: [{ id: "h1", name: "Grote Zaal" }] },
};
const at = (day: string, time: string) => `${day}T${time}:00+01:00`;
// homeCtx.now is Friday 20 November 2026: three shows today, two on Monday the 23rd, then one in
// December and one in January.
const sources = [
  source("a", {}, [
    event("a-1", at("2026-11-20", "20:00"), { venue_id: "v1", hall_id: "h1" }),
    event("a-2", at("2026-11-23", "20:00")),
    event("a-3", at("2026-12-04", "20:00")),
    event("a-4", at("2027-01-08", "20:00")),
  ]),
  source("b", {}, [
    event("b-1", at("2026-11-20", "14:30"), { data: { speellijsttekst: "Met nagesprek" } }),
  ]),
  source("c", {}, [
    event("c-1", at("2026-11-20", "22:00")),
    event("c-2", at("2026-11-23", "14:00")),
  ]),
];

/** The search of every home loader call; a month asked for waits for `gate` when one is set. */
let loads: string[] = [];
let gate: Promise<void> | null = null;
async function homeLoader({ request }: { request: Request }) {
  const url = new URL(request.url);
  loads.push(url.search);
  if (gate && url.search) await gate;
  const locale = localeFromPath(url.pathname);
  const query = parseCalendarQuery(url.searchParams, locale);
  return { home: { calendar: buildHomeCalendar(sources, query, { ...homeCtx, locale, venues }) } };
}
function Home() {
  const { calendar } = useLoaderData<typeof homeLoader>().home;
  const revalidator = useRevalidator();
  return (
    <>
      {calendar && <HomeCalendar calendar={calendar} />}
      {/* What a fetcher post elsewhere on the page (newsletter, cookie choice) sets off. */}
      <button type="button" data-state={revalidator.state} onClick={() => revalidator.revalidate()}>
        revalidate
      </button>
    </>
  );
}
const Stub = siteStub([
  // A path, not an index route, as in the route table: a fetcher then targets it.
  { id: "home.nl", path: "/", loader: homeLoader, shouldRevalidate, Component: Home },
  { id: "home.en", path: "en", loader: homeLoader, shouldRevalidate, Component: Home },
]);

/** The browser's history entry the router made for the page; the calendar must keep it. */
const ENTRY = { idx: 0, key: "home" };

/** The home page at `path` as the server rendered it (the loader already ran). */
async function renderHome(path = "/") {
  window.history.replaceState(ENTRY, "", path);
  const screens = {
    [path === "/" ? "home.nl" : "home.en"]: await homeLoader({ request: pageRequest(path) }),
  };
  loads = [];
  const user = userEvent.setup();
  render(
    <Stub initialEntries={[path]} hydrationData={hydrationFor(path, screens)} future={FUTURE} />,
  );
  const section = screen.getByRole("region", { name: /Wat speelt er|What's on/ });
  return { user, section };
}
const link = (name: RegExp) => screen.getByRole("link", { name });
const itemHeading = () => screen.getByRole("heading", { level: 3, name: /^Show / });
const monthHeading = () => screen.getByRole("heading", { level: 3, name: /\d{4}$/ });
const browserUrl = () => `${window.location.pathname}${window.location.search}`;

beforeEach(() => {
  loads = [];
  gate = null;
});
afterEach(cleanup);

describe("HomeCalendar", () => {
  it("opens on today's first show, in Dutch, every choice a real link for no-JS", async () => {
    const { section } = await renderHome();
    expect(within(section).getByRole("heading", { level: 2 }).textContent).toBe("Wat speelt er?");
    expect(monthHeading().textContent).toBe("november 2026");
    expect(screen.getByRole("status").textContent).toBe(
      "Er zijn vandaag meerdere voorstellingen! Voorstelling 1 van 3",
    );
    expect(itemHeading().textContent).toBe("Show b");
    expect(screen.getByText("Met nagesprek")).toBeTruthy();
    expect(
      link(/^vrijdag 20 november 2026, vandaag: 3 voorstellingen$/).getAttribute("aria-current"),
    ).toBe("true");
    expect(link(/^maandag 23 november 2026: 2 voorstellingen$/).getAttribute("href")).toBe(
      "/?dag=2026-11-23#home-calendar",
    );
    expect(link(/^Volgende maand: december 2026$/).getAttribute("href")).toBe(
      "/?maand=2026-12#home-calendar",
    );
    expect(link(/^Volgende voorstelling op deze dag$/).getAttribute("href")).toBe(
      "/?dag=2026-11-20&item=1#home-calendar",
    );
    // No earlier month, no earlier show today, and a day without shows: not links.
    expect(screen.queryByRole("link", { name: /^Vorige/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /21 november/ })).toBeNull();
  });

  it("shows a chosen day in place and replaces the address, without asking the loader", async () => {
    const { user } = await renderHome();
    const length = window.history.length;
    await user.click(link(/^maandag 23 november 2026/));
    expect(itemHeading().textContent).toBe("Show c");
    expect(screen.getByRole("time").textContent).toBe("maandag 23 november 2026 · 14:00");
    expect(screen.getByRole("status").textContent).toBe(
      "Er zijn meerdere voorstellingen voor de gekozen datum! Voorstelling 1 van 2",
    );
    expect(link(/^maandag 23 november 2026/).getAttribute("aria-current")).toBe("true");
    expect(link(/^vrijdag 20 november 2026/).getAttribute("aria-current")).toBeNull();
    expect(browserUrl()).toBe("/?dag=2026-11-23");
    expect(window.history.length).toBe(length);
    expect(window.history.state).toEqual(ENTRY);
    expect(loads).toEqual([]);
  });

  it("pages through a day's shows; focus goes to the show when the arrow used goes away", async () => {
    const { user } = await renderHome();
    const next = link(/^Volgende voorstelling op deze dag$/);
    await user.click(next);
    expect(itemHeading().textContent).toBe("Show a");
    expect(screen.getByRole("time").parentElement?.textContent).toBe(
      "vrijdag 20 november 2026 · 20:00 · Grote Zaal",
    );
    expect(screen.getByRole("status").textContent).toBe(
      "Er zijn vandaag meerdere voorstellingen! Voorstelling 2 van 3",
    );
    expect(browserUrl()).toBe("/?dag=2026-11-20&item=1");
    // The arrow is still there: focus stays on it.
    expect(document.activeElement).toBe(next);
    expect(link(/^Vorige voorstelling op deze dag$/).getAttribute("href")).toBe(
      "/?dag=2026-11-20#home-calendar",
    );

    await user.click(next);
    expect(itemHeading().textContent).toBe("Show c");
    expect(screen.queryByRole("link", { name: /^Volgende voorstelling/ })).toBeNull();
    expect(document.activeElement).toBe(itemHeading());

    await user.click(link(/^Vorige voorstelling op deze dag$/));
    expect(itemHeading().textContent).toBe("Show a");
    expect(browserUrl()).toBe("/?dag=2026-11-20&item=1");
  });

  it("keeps the chosen day and show when the page revalidates", async () => {
    const { user } = await renderHome();
    await user.click(link(/^maandag 23 november 2026/));
    await user.click(link(/^Volgende voorstelling op deze dag$/));
    expect(itemHeading().textContent).toBe("Show a");
    const revalidate = screen.getByRole("button", { name: "revalidate" });
    await user.click(revalidate);
    // The loader answered for the address the router knows, which has no choice in it.
    await vi.waitFor(() => expect(loads).toEqual([""]));
    await vi.waitFor(() => expect(revalidate.dataset.state).toBe("idle"));
    expect(link(/^maandag 23 november 2026/).getAttribute("aria-current")).toBe("true");
    expect(itemHeading().textContent).toBe("Show a");
    expect(browserUrl()).toBe("/?dag=2026-11-23&item=1");
  });

  it("starts from the server's choice when the loader sends another month", async () => {
    const { user, section } = await renderHome();
    await user.click(link(/^maandag 23 november 2026/));
    let release = () => {};
    gate = new Promise((resolve) => {
      release = resolve;
    });
    await user.click(link(/^Volgende maand: december 2026$/));
    expect(loads).toEqual(["?maand=2026-12"]);
    expect(section.getAttribute("aria-busy")).toBe("true");
    release();
    expect(await screen.findByText("december 2026")).toBeTruthy();
    expect(section.getAttribute("aria-busy")).toBeNull();
    expect(link(/^vrijdag 4 december 2026: 1 voorstelling$/).getAttribute("aria-current")).toBe(
      "true",
    );
    expect(itemHeading().textContent).toBe("Show a");
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("moves focus to the month name when the last month's arrow goes away", async () => {
    const { user } = await renderHome();
    await user.click(link(/^Volgende maand: december 2026$/));
    expect(await screen.findByText("december 2026")).toBeTruthy();
    expect(document.activeElement).toBe(link(/^Volgende maand: januari 2027$/));
    await user.click(link(/^Volgende maand: januari 2027$/));
    expect(await screen.findByText("januari 2027")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /^Volgende maand/ })).toBeNull();
    expect(document.activeElement).toBe(monthHeading());
  });

  it("leaves a modified click to the browser (a new tab)", async () => {
    const { user } = await renderHome();
    const handled: boolean[] = [];
    // After React's handler: note whether it took the click, then keep the test page in place.
    const note = (e: Event) => {
      handled.push(e.defaultPrevented);
      e.preventDefault();
    };
    window.addEventListener("click", note);
    try {
      await user.keyboard("{Control>}");
      await user.click(link(/^maandag 23 november 2026/));
      await user.keyboard("{/Control}");
    } finally {
      window.removeEventListener("click", note);
    }
    expect(handled).toEqual([false]);
    expect(itemHeading().textContent).toBe("Show b");
    expect(browserUrl()).toBe("/");
  });

  it("speaks English on the English home page, with English query names", async () => {
    const { user, section } = await renderHome("/en");
    expect(within(section).getByRole("heading", { level: 2 }).textContent).toBe("What's on?");
    expect(monthHeading().textContent).toBe("November 2026");
    expect(screen.getByRole("status").textContent).toBe(
      "There are multiple shows today! Show 1 of 3",
    );
    const monday = link(/^Monday 23 November 2026: 2 shows$/);
    expect(monday.getAttribute("href")).toBe("/en?day=2026-11-23#home-calendar");
    expect(link(/^Next month: December 2026$/).getAttribute("href")).toBe(
      "/en?month=2026-12#home-calendar",
    );
    await user.click(monday);
    expect(screen.getByRole("status").textContent).toBe(
      "There are multiple shows for chosen date! Show 1 of 2",
    );
    expect(browserUrl()).toBe("/en?day=2026-11-23");
    expect(screen.getByRole("link", { name: "See the full calendar" }).getAttribute("href")).toBe(
      "/en/calendar",
    );
  });
});
