import type { Page } from "@playwright/test";
import { expect, test } from "./test";

const shownMonths = (page: Page) =>
  page.locator(".agenda-month").evaluateAll((sections) => sections.map((el) => el.id));

const countOf = async (page: Page) => {
  const text = (await page.locator(".agenda-summary__count").textContent()) ?? "";
  return Number(/\d+/.exec(text)?.[0] ?? Number.NaN);
};

test.describe("agenda without JavaScript", () => {
  test("the month chips never show the same name twice (a year on, the month names its year)", async ({
    page,
  }) => {
    for (const path of ["/agenda", "/en/calendar"]) {
      await page.goto(path);
      const chips = (
        await page.locator(".agenda-nav__month > [aria-hidden]").allTextContents()
      ).map((chip) => chip.trim());
      expect(chips.length).toBeGreaterThan(1);
      expect(new Set(chips).size).toBe(chips.length);
    }
  });

  test("the search box is a GET form filtered on the server", async ({ page }) => {
    await page.goto("/agenda");
    const total = await countOf(page);
    const box = page.getByRole("searchbox", { name: "Zoek in de agenda" });
    await box.fill("  Hamlet ");
    await box.press("Enter");
    // The server redirects the typed text to its clean address.
    await expect(page).toHaveURL(/\/agenda\?q=hamlet&genre=&/);
    await expect(page.getByRole("heading", { level: 3, name: "Hamlet" }).first()).toBeVisible();
    expect(await countOf(page)).toBeLessThan(total);
    // The server trims and lower-cases what it echoes back.
    await expect(box).toHaveValue("hamlet");
    await expect(page.getByRole("link", { name: "Wis filters" })).toBeVisible();
  });

  test("no results: a message and a way back to everything", async ({ page }) => {
    await page.goto("/agenda?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E");
    await expect(page.getByText("Helaas, er zijn geen zoekresultaten gevonden")).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Zoek in de agenda" })).toHaveValue(
      "<script>alert(1)</script>",
    );
    await page.getByRole("link", { name: "Toon alle voorstellingen" }).click();
    await expect(page).toHaveURL(/\/agenda$/);
    expect(await countOf(page)).toBeGreaterThanOrEqual(40);
  });

  test("month controls are links that open the page at that month", async ({ page }) => {
    await page.goto("/agenda");
    const nav = page.getByRole("navigation", { name: "Maanden" });
    const chips = nav.locator(".agenda-nav__month");
    const ids = await chips.evaluateAll((links) =>
      links.map((a) => (a.getAttribute("href") ?? "").split("#")[1] ?? ""),
    );
    await expect(nav.getByRole("link", { name: "Vorige maand" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );

    await nav.getByRole("link", { name: /^Volgende maand: / }).click();
    await expect(page).toHaveURL(new RegExp(`/agenda\\?maand=${ids[1]}#${ids[1]}$`));
    await expect(chips.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(page.locator(`[id="${ids[1]}-heading"]`)).toBeInViewport();

    await nav.getByRole("link", { name: /^Vorige maand: / }).click();
    await expect(page).toHaveURL(new RegExp(`maand=${ids[0]}#${ids[0]}$`));
    await expect(chips.nth(0)).toHaveAttribute("aria-current", "true");

    await chips.last().click();
    await expect(chips.last()).toHaveAttribute("aria-current", "true");
    await expect(page.locator(`[id="${ids.at(-1)}-heading"]`)).toBeInViewport();
    await expect(nav.getByRole("link", { name: "Volgende maand" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  });

  for (const lang of [
    { path: "/agenda", more: /^Toon meer/, end: "Dit is het hele programma.", param: "tot" },
    {
      path: "/en/calendar",
      more: /^Show more/,
      end: "This is the whole programme.",
      param: "until",
    },
  ]) {
    test(`${lang.path}: at least 20 productions, then the more link adds the next months below`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(lang.path);
      const bar = await page
        .locator(".agenda-nav__month")
        .evaluateAll((links) => links.map((a) => (a.getAttribute("href") ?? "").split("#")[1]));
      const productions = await page
        .locator(".agenda-item__more")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(new Set(productions).size).toBeGreaterThanOrEqual(20);
      let shown = await shownMonths(page);
      let steps = 0;
      for (;;) {
        const more = page.getByRole("link", { name: lang.more });
        if ((await more.count()) === 0) break;
        const href = (await more.getAttribute("href")) ?? "";
        const first = href.split("#")[1] ?? "";
        await more.click();
        await expect(page).toHaveURL(new RegExp(`\\?${lang.param}=\\d{4}-\\d{2}#${first}$`));
        const now = await shownMonths(page);
        // Added below; what was there stays.
        expect(now.slice(0, shown.length)).toEqual(shown);
        expect(now.length).toBeGreaterThan(shown.length);
        await expect(page.locator(`[id="${first}-heading"]`)).toBeInViewport();
        // One programme, one address for search engines.
        await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
          "href",
          `${baseURL}${lang.path}`,
        );
        shown = now;
        steps += 1;
        expect(steps).toBeLessThan(20);
      }
      expect(steps).toBeGreaterThan(0);
      expect(shown).toEqual(bar);
      await expect(page.getByText(lang.end)).toBeVisible();
      // The count is of every production listed, and every one of them is on the page now.
      const count = await countOf(page);
      const all = await page
        .locator(".agenda-item__more")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(new Set(all).size).toBe(count);
    });
  }

  test("hostile month parameters give the agenda, never an error", async ({ page }) => {
    for (const query of [
      "tot=2026-13",
      "tot=%3Cscript%3E",
      `tot=${"9".repeat(3000)}`,
      "vanaf=9999-99&tot=0000-00",
      "maand=1999-01&deel=abc",
      "tot=9999-12&vanaf=9999-12",
    ]) {
      const response = await page.goto(`/agenda?${query}`);
      expect(response?.status()).toBe(200);
      expect(await page.locator(".agenda-item").count()).toBeGreaterThan(0);
    }
  });

  test("genre and 'on sale now' filters submit with the button and keep the month links", async ({
    page,
  }) => {
    await page.goto("/agenda");
    const total = await countOf(page);
    await page.getByLabel("Genre").selectOption("Toneel");
    await page.getByLabel("Alleen nu te koop").check();
    await page.getByRole("button", { name: "Toon voorstellingen" }).click();
    await expect(page).toHaveURL(/\/agenda\?genre=Toneel&zaal=&datum=&dag=&nu-te-koop=1$/);
    const filtered = await countOf(page);
    expect(filtered).toBeLessThan(total);
    await expect(page.locator(".agenda-summary__count")).toHaveText(new RegExp(`van ${total}$`));
    await expect(page.getByLabel("Genre")).toHaveValue("Toneel");
    await expect(page.getByLabel("Alleen nu te koop")).toBeChecked();

    const next = page.getByRole("link", { name: /^Volgende maand: / });
    if (await next.count()) {
      await expect(next).toHaveAttribute("href", /genre=Toneel&nu-te-koop=1&maand=/);
    }
    await page.getByRole("link", { name: "Wis filters" }).click();
    await expect(page).toHaveURL(/\/agenda$/);
    expect(await countOf(page)).toBe(total);
  });

  for (const lang of [
    { path: "/agenda", box: "Zoek in de agenda", title: "De Notenkraker" },
    { path: "/en/calendar", box: "Search the calendar", title: "The Nutcracker" },
  ]) {
    test(`${lang.path}: the search forgives a typing error (notenkraaker)`, async ({ page }) => {
      await page.goto(lang.path);
      const box = page.getByRole("searchbox", { name: lang.box });
      await box.fill("notenkraaker");
      await box.press("Enter");
      await expect(page).toHaveURL(/\?q=notenkraaker&/);
      await expect(page.getByRole("heading", { level: 3, name: lang.title }).first()).toBeVisible();
      expect(await countOf(page)).toBe(1);
    });
  }

  test("English calendar search", async ({ page }) => {
    await page.goto("/en/calendar");
    const box = page.getByRole("searchbox", { name: "Search the calendar" });
    await box.fill("hamlet");
    await page.getByRole("button", { name: "Show results" }).click();
    await expect(page).toHaveURL(/\/en\/calendar\?q=hamlet&genre=&/);
    await expect(page.getByRole("heading", { level: 3, name: "Hamlet" }).first()).toBeVisible();
  });
});
