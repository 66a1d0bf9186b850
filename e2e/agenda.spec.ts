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

test.describe("agenda with JavaScript", () => {
  test("Dutch agenda: the first page of months server-rendered, every month in the bar, accessible", async ({
    page,
  }) => {
    const requests = dataRequests(page);
    const response = await page.goto("/agenda");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toMatch(/s-maxage=20/);
    await expect(page).toHaveTitle(/^Agenda - /);
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Agenda");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const months = await barMonths(page);
    expect(months.length).toBeGreaterThan(6);
    const shown = await shownMonths(page);
    expect(shown[0]).toBe(months[0]);
    expect(shown.length).toBeLessThan(months.length);
    expect(await page.locator(".agenda-item").count()).toBeLessThanOrEqual(10);
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

  for (const path of ["/agenda", "/en/calendar", "/agenda?maand=2099-12"]) {
    test(`${path} stays within 700 elements`, async ({ page }) => {
      await page.goto(path);
      const elements = await page.evaluate(() => document.querySelectorAll("*").length);
      expect(elements).toBeLessThanOrEqual(700);
      expect(await page.locator(".agenda-item").count()).toBeGreaterThan(0);
    });
  }

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

  test("a month on another page: the controls fetch that page and land on the month", async ({
    page,
  }) => {
    await page.goto("/agenda");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Maanden" });
    const chips = nav.locator(".agenda-nav__month");
    const months = await barMonths(page);
    const shown = await shownMonths(page);
    const elsewhere = months.find((id) => !shown.includes(id)) ?? "";
    const index = months.indexOf(elsewhere);
    const requests = dataRequests(page);

    // A month chip: the page of that month, its heading focused, the chip marked.
    await chips.nth(index).click();
    await expect(page).toHaveURL(new RegExp(`/agenda\\?maand=${elsewhere}#${elsewhere}$`));
    await expect(page.locator(`[id="${elsewhere}-heading"]`)).toBeFocused();
    await expect(page.locator(`[id="${elsewhere}-heading"]`)).toBeInViewport();
    await expect(chips.nth(index)).toHaveAttribute("aria-current", "true");
    expect((await shownMonths(page))[0]).toBe(elsewhere);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(new RegExp(`^/agenda\\.data\\?maand=${elsewhere}(&|$)`));

    // The last month: next is disabled, the page has no "on to" link.
    await chips.last().click();
    await expect(chips.last()).toHaveAttribute("aria-current", "true");
    await expect(nav.getByRole("link", { name: "Volgende maand" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    const pager = page.getByRole("navigation", { name: "Bladeren door de agenda" });
    await expect(pager.getByRole("link", { name: /^Verder met / })).toHaveCount(0);

    // Back a page by the link under the months: the previous page's first month, focused.
    const back = pager.getByRole("link", { name: /^Terug naar / });
    const target = ((await back.getAttribute("href")) ?? "").split("#")[1] ?? "";
    await back.click();
    await expect(page.locator(`[id="${target}-heading"]`)).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`#${target}$`));
    await expectNoAxeViolations(page);
  });

  test("the first page leads on to the next, previous month leads back", async ({ page }) => {
    await page.goto("/en/calendar");
    await hydrated(page);
    const pager = page.getByRole("navigation", { name: "Browse the calendar" });
    await expect(pager.getByRole("link", { name: /^Back to / })).toHaveCount(0);
    const onTo = pager.getByRole("link", { name: /^On to / });
    const next = ((await onTo.getAttribute("href")) ?? "").split("#")[1] ?? "";
    await onTo.click();
    await expect(page).toHaveURL(new RegExp(`/en/calendar\\?month=${next}#${next}$`));
    await expect(page.locator(`[id="${next}-heading"]`)).toBeFocused();
    const nav = page.getByRole("navigation", { name: "Months" });
    await nav.getByRole("link", { name: /^Previous month: / }).click();
    await expect(page).toHaveURL(/\/en\/calendar\?month=\d{4}-\d{2}#\d{4}-\d{2}$/);
    await expect(nav.getByRole("link", { name: /^Next month: / })).toBeVisible();
    await expect.poll(async () => (await shownMonths(page)).includes(next)).toBe(false);
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
