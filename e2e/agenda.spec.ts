import type { Page } from "@playwright/test";
import { expectNoAxeViolations, hydrated } from "./support";
import { expect, test } from "./test";

/** Single-fetch data requests for the agenda itself (not prefetches of production pages). */
function dataRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (/^\/(agenda|en\/calendar)\.data$/.test(url.pathname)) seen.push(url.pathname + url.search);
  });
  return seen;
}

const countOf = async (page: Page) => {
  const text = (await page.locator(".agenda-summary__count").textContent()) ?? "";
  return Number(/\d+/.exec(text)?.[0] ?? Number.NaN);
};

/** The month ids of the month bar, from its links (every month, on this page or another). */
const barMonths = (page: Page) =>
  page
    .getByRole("navigation", { name: /^(Maanden|Months)$/ })
    .locator(".agenda-nav__month")
    .evaluateAll((links) => links.map((a) => (a.getAttribute("href") ?? "").split("#")[1] ?? ""));
const shownMonths = (page: Page) =>
  page.locator(".agenda-month").evaluateAll((sections) => sections.map((el) => el.id));
const productions = (page: Page) =>
  page
    .locator(".agenda-item__more")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));

test.describe("agenda with JavaScript", () => {
  test("Dutch agenda: the first months server-rendered with 20 productions or more, every month in the bar, accessible", async ({
    page,
  }) => {
    const requests = dataRequests(page);
    const response = await page.goto("/agenda");
    expect(response?.status()).toBe(200);
    // Fresh (20 s), or 10 s while the CMS list is being refreshed on a loaded test machine.
    expect(response?.headers()["cache-control"]).toMatch(/s-maxage=(20|10)\b/);
    await expect(page).toHaveTitle(/^Agenda - /);
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Agenda");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const months = await barMonths(page);
    expect(months.length).toBeGreaterThan(6);
    const shown = await shownMonths(page);
    expect(shown[0]).toBe(months[0]);
    expect(shown.length).toBeLessThan(months.length);
    // The first document: at least 20 productions, each with its start time.
    expect(new Set(await productions(page)).size).toBeGreaterThanOrEqual(20);
    for (const when of await page.locator(".agenda-item__when").allTextContents())
      expect(when).toMatch(/^Aanvang \d\d:\d\d/);
    await expect(page.locator(".agenda-item__when")).toHaveCount(
      await page.locator(".agenda-item").count(),
    );
    await expect(page.locator(".agenda-summary__count")).toHaveText(/^\d+ voorstellingen$/);
    expect(await countOf(page)).toBeGreaterThanOrEqual(40);

    const first = page.locator(".agenda-month").first().getByRole("listitem").first();
    await expect(first.getByRole("heading", { level: 3 })).toBeVisible();
    await expect(first.getByRole("link", { name: /^Meer info over / })).toHaveAttribute(
      "href",
      /^\/voorstelling\//,
    );
    await expect(first.locator(".sales-button")).toBeVisible();
    await expect(first.locator("img")).toHaveAttribute("srcset", /width=320/);
    // Beside the heading the picture is decoration.
    await expect(first.locator("img")).toHaveAttribute("alt", "");
    const srcset = (await page.locator(".agenda-item img").first().getAttribute("srcset")) ?? "";
    for (const width of srcset.matchAll(/ (\d+)w/g))
      expect(Number(width[1])).toBeLessThanOrEqual(512);

    // No client-side data fetching for the first paint.
    await page.waitForLoadState("networkidle");
    expect(requests).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test("English calendar", async ({ page }) => {
    await page.goto("/en/calendar");
    await expect(page).toHaveTitle(/^Calendar - /);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Calendar");
    await expect(page.locator(".agenda-summary__count")).toHaveText(/^\d+ shows$/);
    await expect(page.getByRole("link", { name: /^More info about / }).first()).toHaveAttribute(
      "href",
      /^\/en\/show\//,
    );
    await expect(page.getByRole("link", { name: "Nederlands" })).toHaveAttribute("href", "/agenda");
    await expectNoAxeViolations(page);
  });

  test("month controls scroll within the page and the bar follows scrolling", async ({ page }) => {
    // Drama plays in several months of the first page.
    await page.goto("/agenda?genre=Toneel");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Maanden" });
    const chips = nav.locator(".agenda-nav__month");
    const ids = await shownMonths(page);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const second = ids[1] ?? "";
    await expect(nav.getByRole("link", { name: "Vorige maand" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await expect(chips.first()).toHaveAttribute("aria-current", "true");

    const requests = dataRequests(page);
    await nav.getByRole("link", { name: /^Volgende maand: / }).click();
    await expect(page).toHaveURL(new RegExp(`\\?genre=Toneel&maand=${second}#${second}$`));
    await expect(chips.nth(1)).toHaveAttribute("aria-current", "true");
    // The month heading lands just under the sticky bars (site header and month bar), not under them.
    const heading = page.locator(`[id="${second}-heading"]`);
    const gap = async () => {
      const [top, bar] = await Promise.all([heading.boundingBox(), nav.boundingBox()]);
      return (top?.y ?? 9999) - ((bar?.y ?? 0) + (bar?.height ?? 0));
    };
    await expect.poll(gap).toBeGreaterThanOrEqual(0);
    await expect.poll(gap).toBeLessThan(60);
    await expect(nav).toBeInViewport();
    await expect(page.locator(".site-header")).toBeInViewport();
    await expect(nav.getByRole("link", { name: /^Vorige maand: / })).toBeVisible();

    // Scrolling by hand: the current month follows (50 ms debounce) and so does the address.
    const third = ids[2] ?? "";
    await page.locator(`[id="${third}"]`).evaluate((el) => el.scrollIntoView());
    await expect(chips.nth(2)).toHaveAttribute("aria-current", "true");
    await expect(page).toHaveURL(new RegExp(`maand=${third}`));
    // Months on the same page never go back to the server.
    expect(requests).toEqual([]);
  });

  test("a month not drawn yet: one click in the bar adds the months up to it and lands there", async ({
    page,
  }) => {
    await page.goto("/agenda");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Maanden" });
    const chips = nav.locator(".agenda-nav__month");
    const months = await barMonths(page);
    const before = await shownMonths(page);
    const last = months.at(-1) ?? "";
    expect(before).not.toContain(last);
    const requests = dataRequests(page);

    await chips.last().click();
    await expect(page.locator(`[id="${last}-heading"]`)).toBeFocused();
    await expect(page.locator(`[id="${last}-heading"]`)).toBeInViewport();
    await expect(chips.last()).toHaveAttribute("aria-current", "true");
    await expect(page).toHaveURL(new RegExp(`maand=${last}`));
    // Added below what was drawn, nothing replaced: every month of the bar is on the page now.
    expect(await shownMonths(page)).toEqual(months);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(
      new RegExp(
        `^/agenda\\.data\\?vanaf=${before.length ? months[before.length] : ""}&tot=${last}`,
      ),
    );
    await expect(nav.getByRole("link", { name: "Volgende maand" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await expect(page.getByText("Dit is het hele programma.")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const lang of [
    { path: "/en/calendar", months: "Months", added: /months? added: / },
    { path: "/agenda", months: "Maanden", added: /maand(en)? toegevoegd: / },
  ]) {
    test(`${lang.path}: scrolling reaches the last month without a click, the address kept in place`, async ({
      page,
    }) => {
      await page.goto(lang.path);
      await hydrated(page);
      const months = await barMonths(page);
      const last = months.at(-1) ?? "";
      const history = await page.evaluate(() => window.history.length);
      const requests = dataRequests(page);
      const focused = await page.evaluate(() => document.activeElement?.tagName);
      for (let step = 0; step < 30; step += 1) {
        if ((await page.locator(`[id="${last}"]`).count()) > 0) break;
        await page.mouse.wheel(0, 4000);
        await page.waitForTimeout(250);
      }
      await expect(page.locator(`[id="${last}"]`)).toHaveCount(1);
      expect(await shownMonths(page)).toEqual(months);
      expect(requests.length).toBeGreaterThan(0);
      // Said politely, the focus left where it was, no history entry per month.
      await expect(page.locator(".agenda-more [aria-live=polite]")).toHaveText(lang.added);
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe(focused);
      expect(await page.evaluate(() => window.history.length)).toBe(history);
      await expect(page).toHaveURL(/(tot|until)=\d{4}-\d{2}/);
      // The month bar follows to the end.
      await page.locator(`[id="${last}"]`).scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 10000);
      await expect(
        page.getByRole("navigation", { name: lang.months }).locator(".agenda-nav__month").last(),
      ).toHaveAttribute("aria-current", "true");
      // The address opens the same months again.
      const url = page.url();
      await page.goto(url);
      await expect(page.locator(`[id="${last}"]`)).toHaveCount(1);
    });
  }

  test("'Toon meer' pressed with JavaScript adds the next months and moves to the first of them", async ({
    page,
  }) => {
    await page.goto("/agenda");
    await hydrated(page);
    const before = await shownMonths(page);
    const more = page.getByRole("link", { name: /^Toon meer/ });
    const first = ((await more.getAttribute("href")) ?? "").split("#")[1] ?? "";
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator(`[id="${first}-heading"]`)).toBeFocused();
    const after = await shownMonths(page);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.length).toBeGreaterThan(before.length);
  });

  test("a shared month link opens on that month", async ({ page }) => {
    await page.goto("/agenda");
    const ids = await barMonths(page);
    const third = ids[2] ?? "";
    await page.goto(`/agenda?maand=${third}`);
    const chips = page.getByRole("navigation", { name: "Maanden" }).locator(".agenda-nav__month");
    await expect(chips.nth(2)).toHaveAttribute("aria-current", "true");
    await expect(page.locator(`[id="${third}-heading"]`)).toBeInViewport();
  });

  test("live search filters on the server after a 250 ms pause in typing", async ({ page }) => {
    await page.goto("/agenda");
    await hydrated(page);
    const total = await countOf(page);
    const requests = dataRequests(page);
    const box = page.getByRole("searchbox", { name: "Zoek in de agenda" });
    await box.pressSequentially("  HAMLET", { delay: 60 });
    await expect(page).toHaveURL(/\/agenda\?q=hamlet$/);
    await expect(page.getByRole("heading", { level: 3, name: "Hamlet" }).first()).toBeVisible();
    await expect(page.locator(".agenda-summary__count")).toHaveText(
      new RegExp(`^\\d+ voorstelling(en)? van ${total}$`),
    );
    expect(await countOf(page)).toBeLessThan(total);
    // Not one request per keystroke: one for the word, or two when the loaded test machine
    // stalls the typing for over 250 ms; the last one is for the whole word.
    const searches = requests.filter((r) => r.includes("q="));
    expect(searches.length).toBeLessThanOrEqual(2);
    expect(searches.at(-1)).toMatch(/q=hamlet(&|$)/);
    // What the visitor typed stays as typed.
    await expect(box).toHaveValue("  HAMLET");

    await box.fill("");
    await expect(page).toHaveURL(/\/agenda$/);
    await expect.poll(() => countOf(page)).toBe(total);
  });

  for (const lang of [
    { path: "/agenda", box: "Zoek in de agenda", title: "De Notenkraker" },
    { path: "/en/calendar", box: "Search the calendar", title: "The Nutcracker" },
  ]) {
    test(`${lang.path}: live search forgives a typing error (notenkraaker)`, async ({ page }) => {
      await page.goto(lang.path);
      await hydrated(page);
      await page.getByRole("searchbox", { name: lang.box }).fill("notenkraaker");
      await expect(page).toHaveURL(/\?q=notenkraaker$/);
      await expect(page.getByRole("heading", { level: 3, name: lang.title }).first()).toBeVisible();
      await expect.poll(() => countOf(page)).toBe(1);
    });
  }

  test("search text with HTML or regex characters is shown as text", async ({ page }) => {
    await page.goto("/agenda");
    await hydrated(page);
    const box = page.getByRole("searchbox", { name: "Zoek in de agenda" });
    await box.fill("<img src=x onerror=alert(1)>[(");
    await expect(page).toHaveURL(/q=%3Cimg/);
    await expect(page.getByText("Helaas, er zijn geen zoekresultaten gevonden")).toBeVisible();
    await expect(page.locator("main img[src='x']")).toHaveCount(0);
    await page.getByRole("link", { name: "Toon alle voorstellingen" }).click();
    await expect(page).toHaveURL(/\/agenda$/);
    await expect(box).toHaveValue("");
    await expectNoAxeViolations(page);
  });

  test("genre and 'on sale now' filters apply at once and can be shared", async ({ page }) => {
    await page.goto("/agenda");
    await hydrated(page);
    const total = await countOf(page);
    await page.getByLabel("Genre").selectOption("Toneel");
    await expect(page).toHaveURL(/\/agenda\?genre=Toneel$/);
    await expect.poll(() => countOf(page)).toBeLessThan(total);
    const drama = await countOf(page);
    expect(drama).toBeGreaterThan(0);

    await page.getByLabel("Alleen nu te koop").check();
    await expect(page).toHaveURL(/\/agenda\?genre=Toneel&nu-te-koop=1$/);
    await expect.poll(() => countOf(page)).toBeLessThanOrEqual(drama);
    for (const button of await page.locator(".agenda-item .sales-button").all()) {
      await expect(button).toHaveClass(/sales-button--(green|orange)/);
    }

    // The URL is the state: opening it again shows the same selection.
    await page.reload();
    await expect(page.getByLabel("Genre")).toHaveValue("Toneel");
    await expect(page.getByLabel("Alleen nu te koop")).toBeChecked();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Wis filters" }).click();
    await expect(page).toHaveURL(/\/agenda$/);
    await expect.poll(() => countOf(page)).toBe(total);
    await expect(page.getByLabel("Genre")).toHaveValue("");
  });

  test("English filters and the language switch keep the search", async ({ page }) => {
    await page.goto("/en/calendar");
    await hydrated(page);
    await page.getByRole("searchbox", { name: "Search the calendar" }).fill("musical");
    await expect(page).toHaveURL(/\/en\/calendar\?q=musical$/);
    await expect(page.getByRole("link", { name: "Nederlands" })).toHaveAttribute(
      "href",
      "/agenda?q=musical",
    );
    await page.getByLabel("On sale now only").check();
    await expect(page).toHaveURL(/\/en\/calendar\?q=musical&on-sale=1$/);
    await expectNoAxeViolations(page);
  });

  test("legacy ?l=en goes to the English calendar", async ({ page }) => {
    await page.goto("/agenda?l=en&q=hamlet");
    await expect(page).toHaveURL(/\/en\/calendar\?q=hamlet$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Calendar");
  });

  test("phone width: the month bar scrolls sideways and stays on screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/agenda");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Maanden" });
    const months = await barMonths(page);
    await nav.getByRole("link", { name: /^Volgende maand: / }).click();
    await expect(page).toHaveURL(new RegExp(`maand=${months[1]}`));
    await expect(nav).toBeInViewport();
    const second = page.locator(`[id="${months[1]}-heading"]`);
    await expect
      .poll(async () => {
        const [top, bar] = await Promise.all([second.boundingBox(), nav.boundingBox()]);
        return (top?.y ?? 9999) - ((bar?.y ?? 0) + (bar?.height ?? 0));
      })
      .toBeGreaterThanOrEqual(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
