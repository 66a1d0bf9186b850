// Issue 38.8 with JavaScript (client-side navigation by the switch).
import {
  expectSameAddress,
  languageSwitch,
  NO_TRANSLATION,
  STATE_CASES,
} from "./language-switch-state";
import { hydrated } from "./support";
import { expect, test } from "./test";

for (const c of STATE_CASES) {
  test(`the switch keeps ${c.what}`, async ({ page }) => {
    await page.goto(c.from);
    await hydrated(page);
    expectSameAddress((await languageSwitch(page).getAttribute("href")) ?? "", c.to);
    await languageSwitch(page).click();
    await expect(page).toHaveURL((url) => url.pathname === new URL(c.to, url).pathname);
    expectSameAddress(new URL(page.url()).pathname + new URL(page.url()).search, c.to);
  });
}

test("the agenda's tag filter goes along translated (Engels boventiteld → English surtitles)", async ({
  page,
}) => {
  // The agenda loader translates genre and tags by wordTwins/agendaWordPairs (helper A, 489c6db).
  await page.goto("/agenda?kenmerk=Engels+boventiteld");
  await hydrated(page);
  await languageSwitch(page).click();
  await expect(page).toHaveURL(/\/en\/calendar\?tag=English\+surtitles$/);
});

for (const c of NO_TRANSLATION) {
  test(`${c.from} has no translation: the switch says so on the nearest page`, async ({ page }) => {
    await page.goto(c.from);
    await hydrated(page);
    await languageSwitch(page).click();
    await expect(page).toHaveURL((url) => url.pathname === c.to);
    await expect(page.getByRole("status").filter({ hasText: c.notice })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
}

test("the notice shows only for its own value and never echoes the address", async ({ page }) => {
  await page.goto("/en?translation=%3Cb%3Ehello%3C%2Fb%3E");
  await expect(page.locator(".switch-notice")).toHaveCount(0);
  await expect(page.locator("main")).not.toContainText("hello");
  await page.goto("/?vertaling=ontbreekt");
  await expect(page.locator(".switch-notice")).toHaveText(
    "Geen Nederlandse versie; dit is de dichtstbijzijnde pagina.",
  );
});

test("/en/does-not-exist: English menus to English pages, the footer's fund link in English", async ({
  page,
}) => {
  const response = await page.goto("/en/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  const menu = page.getByRole("navigation", { name: "Main menu" });
  const hrefs = await menu
    .locator("a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(3);
  for (const href of hrefs) expect(href).toMatch(/^(\/en(\/|$)|https?:)/);
  await expect(page.getByRole("link", { name: "Support the Carrefonds" })).toHaveAttribute(
    "href",
    "/en/page/carrefonds",
  );
});

test("a Dutch 404 keeps the Dutch menus and fund link", async ({ page }) => {
  const response = await page.goto("/bestaat-niet");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("navigation", { name: "Hoofdmenu" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Steun het Carrefonds" })).toHaveAttribute(
    "href",
    "/pagina/carrefonds",
  );
});
