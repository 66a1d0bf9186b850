// @vitest-environment happy-dom
import { useLoaderData, useLocation } from "@remix-run/react";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ContentEvent, Venue } from "~/content/schema";
import { localeFromPath } from "~/models/http/locale";
import { buildAgendaView } from "~/views/agenda/agenda";
import { agendaEntries } from "~/views/agenda/agenda-entries";
import { parseAgendaQuery } from "~/views/agenda/agenda-query";
import { ctx, event, NOW, source } from "../../../tests/support/agenda";
import { FUTURE, hydrationFor, pageRequest, siteStub } from "../../../tests/support/site-stub";
import { AgendaFilters } from "./agenda-filters";

const venues: Record<string, Venue> = {
  "10008": {
    id: "10008",
    name: "Theater Amsterdam",
    halls: [
      { id: "1", name: "Grote Zaal" },
      { id: "2", name: "Kleine Zaal" },
    ],
  },
};
const at = (start: string, hall: string, tags: string[] = []): ContentEvent => ({
  ...event(start),
  venue_id: "10008",
  hall_id: hall,
  data: { sitetags: tags },
});
// NOW is Sunday 15 November 2026 in Amsterdam.
const sources = [
  source("opera", { heading: "Opera", genres: ["Opera"] }, [
    at("2026-11-15T20:00:00+01:00", "1"),
    at("2026-11-20T20:00:00+01:00", "1", ["Engels boventiteld"]),
  ]),
  source("toneel", { heading: "Toneel", genres: ["Toneel"] }, [
    at("2026-11-18T20:00:00+01:00", "2", ["Met audiodescriptie"]),
  ]),
];

async function agendaLoader({ request }: { request: Request }) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const entries = agendaEntries(sources, { ...ctx, locale });
  const query = parseAgendaQuery(url.searchParams, locale);
  return { agenda: buildAgendaView(entries, query, locale, NOW, venues) };
}
function Agenda() {
  const { agenda } = useLoaderData<typeof agendaLoader>();
  const location = useLocation();
  return (
    <>
      <p data-address>{`${location.pathname}${location.search}`}</p>
      <AgendaFilters {...agenda} locale="nl" busy={false} />
      {agenda.shown.flatMap((month) =>
        month.items.map((item) => <h3 key={`${month.id}${item.moreInfo}`}>{item.heading}</h3>),
      )}
    </>
  );
}
const Stub = siteStub([
  { id: "agenda.nl", path: "agenda", loader: agendaLoader, Component: Agenda },
]);

async function renderAgenda(path = "/agenda") {
  window.history.replaceState({ idx: 0, key: "agenda" }, "", path);
  const screens = { "agenda.nl": await agendaLoader({ request: pageRequest(path) }) };
  render(
    <Stub initialEntries={[path]} hydrationData={hydrationFor(path, screens)} future={FUTURE} />,
  );
  return userEvent.setup();
}
const listed = () => screen.queryAllByRole("heading", { level: 3 }).map((h) => h.textContent);
const count = () => document.querySelector(".agenda-summary__count")?.textContent;
/** The router's address (the stub's history is in memory). */
const address = () => document.querySelector("[data-address]")?.textContent;

function viewport(width: number) {
  // happy-dom answers matchMedia from the window's size.
  (window as unknown as { happyDOM: { setViewport: (size: object) => void } }).happyDOM.setViewport(
    { width, height: 800 },
  );
}
const panel = () => document.querySelector("details.agenda-filters__more") as HTMLDetailsElement;
const toggle = () => panel().querySelector("summary") as HTMLElement;

afterEach(cleanup);

describe("AgendaFilters", () => {
  it("offers the CMS's tags and halls as a GET form a visitor can send without JavaScript", async () => {
    await renderAgenda();
    const tags = screen.getByRole("group", { name: "Kenmerken van de voorstelling" });
    const boxes = within(tags).getAllByRole("checkbox");
    expect(boxes.map((box) => [box.getAttribute("name"), box.getAttribute("value")])).toEqual([
      ["kenmerk", "Engels boventiteld"],
      ["kenmerk", "Met audiodescriptie"],
    ]);
    const when = screen.getByRole("group", { name: "Wanneer" });
    expect(within(when).getByLabelText("Periode").getAttribute("name")).toBe("datum");
    expect(within(when).getByLabelText("Of kies een dag").getAttribute("name")).toBe("dag");
    const hall = screen.getByLabelText("Zaal");
    expect(
      within(hall)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Alle zalen", "Grote Zaal", "Kleine Zaal"]);
    expect(screen.getByRole("button", { name: "Toon voorstellingen" })).toBeTruthy();
    expect(count()).toBe("2 voorstellingen");
  });

  it("a tag applies at once: the address, the list and the count follow", async () => {
    const user = await renderAgenda();
    await user.click(screen.getByRole("checkbox", { name: "Met audiodescriptie" }));
    await waitFor(() => expect(address()).toBe("/agenda?kenmerk=Met+audiodescriptie"));
    await waitFor(() => expect(listed()).toEqual(["Toneel"]));
    expect(count()).toBe("1 voorstelling van 2");
    expect(screen.getByRole("checkbox", { name: "Met audiodescriptie" })).toHaveProperty(
      "checked",
      true,
    );
  });

  it("a period and a hall combine; clearing the period keeps the hall", async () => {
    const user = await renderAgenda();
    await user.selectOptions(screen.getByLabelText("Periode"), "vandaag");
    await waitFor(() => expect(address()).toBe("/agenda?datum=vandaag"));
    await waitFor(() => expect(listed()).toEqual(["Opera"]));
    await user.selectOptions(screen.getByLabelText("Zaal"), "10008-2");
    await waitFor(() => expect(address()).toBe("/agenda?datum=vandaag&zaal=10008-2"));
    await waitFor(() => expect(listed()).toEqual([]));
    await user.selectOptions(screen.getByLabelText("Periode"), "");
    await waitFor(() => expect(address()).toBe("/agenda?zaal=10008-2"));
    await waitFor(() => expect(listed()).toEqual(["Toneel"]));
  });

  it("opened from a shared address, the form shows what the address says", async () => {
    await renderAgenda("/agenda?dag=2026-11-20&kenmerk=engels+boventiteld&zaal=10008-1");
    expect(screen.getByLabelText("Of kies een dag")).toHaveProperty("value", "2026-11-20");
    expect(screen.getByRole("checkbox", { name: "Engels boventiteld" })).toHaveProperty(
      "checked",
      true,
    );
    expect(screen.getByLabelText("Zaal")).toHaveProperty("value", "10008-1");
    expect(listed()).toEqual(["Opera"]);
    expect(count()).toBe("1 voorstelling van 2");
  });
});

describe("the filter panel", () => {
  beforeEach(() => viewport(375));
  afterEach(() => viewport(1024));

  it("on a phone starts folded below the search box, every other field inside it", async () => {
    const user = await renderAgenda();
    expect(panel().open).toBe(false);
    expect(toggle().textContent).toBe("Filters");
    expect(panel().contains(screen.getByRole("searchbox", { name: "Zoek in de agenda" }))).toBe(
      false,
    );
    for (const label of ["Genre", "Zaal", "Periode", "Of kies een dag", "Alleen nu te koop"])
      expect(panel().contains(screen.getByLabelText(label)), label).toBe(true);
    await user.click(toggle());
    await waitFor(() => expect(panel().open).toBe(true));
  });

  it("its toggle says how many filters are in use, following each pick at once", async () => {
    const user = await renderAgenda("/agenda?q=opera&zaal=10008-1&kenmerk=Engels+boventiteld");
    expect(toggle().textContent).toBe("Filters 2 actief");
    await user.click(toggle());
    await user.click(screen.getByRole("checkbox", { name: "Alleen nu te koop" }));
    expect(toggle().textContent).toBe("Filters 3 actief");
    await user.click(screen.getByRole("checkbox", { name: "Engels boventiteld" }));
    await user.click(screen.getByRole("checkbox", { name: "Alleen nu te koop" }));
    await user.selectOptions(screen.getByLabelText("Zaal"), "");
    await waitFor(() => expect(toggle().textContent).toBe("Filters"));
  });

  it("on a phone 'show results' folds the panel and puts focus on its toggle", async () => {
    const user = await renderAgenda();
    await user.click(toggle());
    await user.type(screen.getByRole("searchbox", { name: "Zoek in de agenda" }), "toneel");
    await user.click(screen.getByRole("button", { name: "Toon voorstellingen" }));
    await waitFor(() => expect(address()).toBe("/agenda?q=toneel"));
    expect(panel().open).toBe(false);
    expect(document.activeElement).toBe(toggle());
    await waitFor(() => expect(listed()).toEqual(["Toneel"]));
  });

  it("on a wide screen opens once the page runs", async () => {
    viewport(1280);
    await renderAgenda();
    await waitFor(() => expect(panel().open).toBe(true));
  });
});
