import type { Page } from "@playwright/test";
import { expect, test } from "./test";

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

  test("the links under the months page through the whole agenda and back", async ({ page }) => {
    await page.goto("/agenda");
    const pager = page.getByRole("navigation", { name: "Bladeren door de agenda" });
    const months = await page
      .getByRole("navigation", { name: "Maanden" })
      .locator(".agenda-nav__month")
      .count();
    const seen = new Set<string>();
    let pages = 1;
    for (;;) {
      for (const id of await page
        .locator(".agenda-month")
        .evaluateAll((els) => els.map((e) => e.id)))
        seen.add(id);
      expect(await page.locator(".agenda-item").count()).toBeLessThanOrEqual(10);
      const next = pager.getByRole("link", { name: /^(Verder met|Meer in) / });
      if ((await next.count()) === 0) break;
      await next.click();
      pages += 1;
      expect(pages).toBeLessThan(40);
    }
    // Every month of the bar was on one of the pages.
    expect(seen.size).toBe(months);
    await pager.getByRole("link", { name: /^Terug naar / }).click();
    await expect(page).toHaveURL(/\/agenda\?maand=\d{4}-\d{2}(&deel=\d+)?#\d{4}-\d{2}$/);
    await expect(pager.getByRole("link", { name: /^(Verder met|Meer in) / })).toHaveCount(1);
  });

  test("a page's own address is its canonical; a month inside it points there", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/agenda?maand=1999-01");
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL}/agenda`,
    );
    const next = page
      .getByRole("navigation", { name: "Bladeren door de agenda" })
      .getByRole("link");
    const href = (await next.getAttribute("href")) ?? "";
    await next.click();
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL}${href.split("#")[0]}`,
    );
    await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
    await page.goto("/agenda?maand=2999-12&deel=abc");
    expect(await page.locator(".agenda-item").count()).toBeGreaterThan(0);
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

  test("English calendar search", async ({ page }) => {
    await page.goto("/en/calendar");
    const box = page.getByRole("searchbox", { name: "Search the calendar" });
    await box.fill("hamlet");
    await page.getByRole("button", { name: "Show results" }).click();
    await expect(page).toHaveURL(/\/en\/calendar\?q=hamlet&genre=&/);
    await expect(page.getByRole("heading", { level: 3, name: "Hamlet" }).first()).toBeVisible();
  });
});
