// Issue 38.8 without JavaScript: the switch is a plain link that already carries the state.
import {
  expectSameAddress,
  languageSwitch,
  NO_TRANSLATION,
  STATE_CASES,
} from "./language-switch-state";
import { expect, test } from "./test";

for (const c of STATE_CASES) {
  test(`the switch keeps ${c.what}`, async ({ page }) => {
    await page.goto(c.from);
    await languageSwitch(page).click();
    expectSameAddress(new URL(page.url()).pathname + new URL(page.url()).search, c.to);
  });
}

test("the agenda's tag filter goes along translated (Engels boventiteld → English surtitles)", async ({
  page,
}) => {
  await page.goto("/agenda?kenmerk=Engels+boventiteld");
  await languageSwitch(page).click();
  await expect(page).toHaveURL(/\/en\/calendar\?tag=English\+surtitles$/);
});

for (const c of NO_TRANSLATION) {
  test(`${c.from} has no translation: the switch says so on the nearest page`, async ({ page }) => {
    await page.goto(c.from);
    await languageSwitch(page).click();
    expect(new URL(page.url()).pathname).toBe(c.to);
    await expect(page.getByRole("status").filter({ hasText: c.notice })).toBeVisible();
  });
}

test("/en/does-not-exist leads on to English pages without JavaScript too", async ({ page }) => {
  await page.goto("/en/does-not-exist");
  const hrefs = await page
    .getByRole("navigation", { name: "Main menu" })
    .locator("a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  for (const href of hrefs) expect(href).toMatch(/^(\/en(\/|$)|https?:)/);
  await expect(page.getByRole("link", { name: "Support the Carrefonds" })).toHaveAttribute(
    "href",
    "/en/page/carrefonds",
  );
});
