import type { Page } from "@playwright/test";
import { expect, test } from "./test";

const countOf = async (page: Page) => {
  const text = (await page.locator(".agenda-summary__count").textContent()) ?? "";
  return Number(/\d+/.exec(text)?.[0] ?? Number.NaN);
};

test.describe("agenda without JavaScript", () => {
  test("the search box is a GET form filtered on the server", async ({ page }) => {
    await page.goto("/agenda");
    const total = await countOf(page);
    const box = page.getByRole("searchbox", { name: "Zoek in de agenda" });
    await box.fill("  Hamlet ");
    await box.press("Enter");
    // The server redirects the typed text to its clean address.
    await expect(page).toHaveURL(/\/agenda\?q=hamlet&genre=$/);
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
    const ids = await page.locator(".agenda-month").evaluateAll((els) => els.map((el) => el.id));
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
    await expect(nav.getByRole("link", { name: "Volgende maand" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  });

  test("genre and 'on sale now' filters submit with the button and keep the month links", async ({
    page,
  }) => {
    await page.goto("/agenda");
    const total = await countOf(page);
    await page.getByLabel("Genre").selectOption("Toneel");
    await page.getByLabel("Alleen nu te koop").check();
    await page.getByRole("button", { name: "Toon voorstellingen" }).click();
    await expect(page).toHaveURL(/\/agenda\?genre=Toneel&nu-te-koop=1$/);
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
    await expect(page).toHaveURL(/\/en\/calendar\?q=hamlet&genre=$/);
    await expect(page.getByRole("heading", { level: 3, name: "Hamlet" }).first()).toBeVisible();
  });
});
