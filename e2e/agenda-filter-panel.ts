// The agenda's filter panel as a phone and a desktop show it, in Dutch and English; run with
// JavaScript (agenda-filters-access.spec.ts) and without it (agenda-filters-access.nojs.spec.ts).
import type { Page } from "@playwright/test";
import { LANGUAGES, type Lang, openAgenda } from "./agenda-filters-cases";
import { expectNoAxeViolations, hydrated } from "./support";
import { expect } from "./test";

const PANEL = {
  nl: { search: "Zoek in de agenda", tags: "Kenmerken van de voorstelling", active: "actief" },
  en: { search: "Search the calendar", tags: "Performance features", active: "active" },
} as const;

export const PHONE = { width: 375, height: 667 };
export const DESKTOP = { width: 1280, height: 800 };

const toggleOf = (page: Page) => page.locator(".agenda-filters summary");

/** The fields the panel holds, by their labels: genre, hall, date and the tag boxes. */
function panelFields(page: Page, lang: Lang) {
  const text = LANGUAGES[lang];
  return [
    page.getByLabel("Genre"),
    page.getByLabel(text.hall),
    page.getByLabel(text.period),
    page.getByRole("group", { name: PANEL[lang].tags }),
  ];
}

/** The first screen holds the first performance: its picture and its title, whole. */
async function expectFirstPerformanceInView(page: Page) {
  const first = page.locator(".agenda-item").first();
  await expect(first.locator(".agenda-item__image")).toBeInViewport({ ratio: 1 });
  await expect(first.locator(".agenda-item__heading")).toBeInViewport({ ratio: 1 });
}

/** On a phone the panel starts folded below the search box; its toggle opens it. */
export async function foldedOnPhone(page: Page, lang: Lang, js: boolean) {
  await page.setViewportSize(PHONE);
  await openAgenda(page, lang, js);
  const toggle = toggleOf(page);
  await expect(toggle).toHaveText("Filters");
  await expect(page.getByLabel(PANEL[lang].search)).toBeInViewport();
  for (const field of panelFields(page, lang)) await expect(field).toBeHidden();
  await expectFirstPerformanceInView(page);

  await toggle.click();
  await expect(page.locator(".agenda-filters details")).toHaveAttribute("open", "");
  for (const field of panelFields(page, lang)) await expect(field).toBeVisible();
  if (js) await expectNoAxeViolations(page);
  await toggle.click();
  for (const field of panelFields(page, lang)) await expect(field).toBeHidden();
}

/**
 * With filters in the address the folded toggle says how many; one more picked in the panel
 * counts too, and 'show results' brings the list's count back into view with the panel folded.
 */
export async function activeCountOnPhone(page: Page, lang: Lang, js: boolean) {
  const text = LANGUAGES[lang];
  await page.setViewportSize(PHONE);
  await page.goto(`${text.path}?genre=${text.genre}&${text.hallParam}`);
  if (js) await hydrated(page);
  const toggle = toggleOf(page);
  await expect(toggle).toHaveText(`Filters 2 ${PANEL[lang].active}`);
  await expect(page.getByLabel(text.hall)).toBeHidden();
  await expectFirstPerformanceInView(page);

  await toggle.click();
  await page.getByRole("checkbox", { name: text.tag }).check();
  if (js) await expect(toggle).toHaveText(`Filters 3 ${PANEL[lang].active}`);
  await page.getByRole("button", { name: text.submit }).click();
  await expect(page).toHaveURL(new RegExp(text.tagParam));
  await expect(toggle).toHaveText(`Filters 3 ${PANEL[lang].active}`);
  await expect(page.getByLabel(text.hall)).toBeHidden();
  await expect(page.locator(".agenda-summary__count")).toBeInViewport();
  if (js) await expect(toggle).toBeFocused();
}

/** On a desktop the fields are all there at once, with no toggle to press. */
export async function openOnDesktop(page: Page, lang: Lang, js: boolean) {
  await page.setViewportSize(DESKTOP);
  await openAgenda(page, lang, js);
  await expect(toggleOf(page)).toBeHidden();
  for (const field of panelFields(page, lang)) await expect(field).toBeVisible();
  await expect(page.getByRole("checkbox", { name: LANGUAGES[lang].tag })).toBeVisible();
  if (!js) return;
  await expect(page.locator(".agenda-filters details")).toHaveAttribute("open", "");
  // Turned narrow (a tablet turned upright), the panel folds away again.
  await page.setViewportSize(PHONE);
  await expect(toggleOf(page)).toHaveText("Filters");
  for (const field of panelFields(page, lang)) await expect(field).toBeHidden();
}
