// Issue 38 item 2 on the agenda, at fixed moments of the demo (playwright.config.ts DEMO_CLOCK
// sites): Sunday 29 November 2026 at 07:44 and at 11:05, the demo's backstage tour starting at
// 11:00 that day. "Dit weekend", "Vandaag" and "Komende 7 dagen" list only performances that
// start later than the site's now, by start time, whatever the CMS flags. Run with JavaScript
// (agenda-clock.spec.ts) and without (agenda-clock.nojs.spec.ts).
import type { Page } from "@playwright/test";
import { hydrated } from "./support";
import { expect } from "./test";

const TOUR = "/voorstelling/rondleiding-achter-de-schermen";

/** Every start time listed under the choice, for items dated Sunday 29 November. */
async function sundayTimes(page: Page): Promise<string[]> {
  const times: string[] = [];
  for (const item of await page.locator(".agenda-item").all()) {
    const dates = ((await item.locator(".agenda-item__dates").textContent()) ?? "").trim();
    if (dates !== "29 november") continue;
    const when = (await item.locator(".agenda-item__when").textContent()) ?? "";
    times.push(...(when.match(/\d\d:\d\d/g) ?? []));
  }
  return times;
}

const tourListed = (page: Page) => page.locator(`.agenda-item__more[href="${TOUR}"]`).count();

/** Opens the agenda on `site` with a period picked in the form (its GET address). */
async function pick(page: Page, site: string, word: string, js: boolean) {
  await page.goto(`${site}/agenda`);
  if (js) await hydrated(page);
  const select = page.getByLabel("Periode");
  await select.selectOption(word);
  if (!js) await page.getByRole("button", { name: "Toon voorstellingen" }).click();
  await expect(page).toHaveURL(new RegExp(`datum=${word}`));
  await expect(page.locator(".agenda__results, .agenda__empty").first()).not.toHaveAttribute(
    "aria-busy",
    "true",
  );
}

/** At 07:44 on Sunday: this weekend is what is left of Sunday, the 11:00 tour included. */
export async function weekendAt0744(page: Page, site: string, js: boolean) {
  await pick(page, site, "dit-weekend", js);
  const times = await sundayTimes(page);
  expect(times.length).toBeGreaterThan(0);
  for (const time of times) expect(time > "07:44").toBe(true);
  // Only Sunday is left of this weekend.
  for (const dates of await page.locator(".agenda-item__dates").allTextContents())
    expect(dates.trim()).toBe("29 november");
  expect(await tourListed(page)).toBe(1);
}

/** At 11:05 the tour has begun: "Vandaag", "Dit weekend" and "Komende 7 dagen" leave it out. */
export async function begunLeftOut(page: Page, site: string, js: boolean) {
  for (const word of ["vandaag", "dit-weekend"]) {
    await pick(page, site, word, js);
    expect(await tourListed(page)).toBe(0);
    for (const time of await sundayTimes(page)) expect(time > "11:05").toBe(true);
  }
  await pick(page, site, "komende-7-dagen", js);
  for (const time of await sundayTimes(page)) expect(time > "11:05").toBe(true);
  // The tour plays again within the week? Then it is listed for that day only, never for today.
  const tour = page.locator(".agenda-item").filter({ has: page.locator(`a[href="${TOUR}"]`) });
  for (const dates of await tour.locator(".agenda-item__dates").allTextContents())
    expect(dates).not.toContain("29 november");
}

/** Unfiltered too, at 11:05 the agenda lists nothing of Sunday that has begun: no 11:00 tour. */
export async function begunNotInTheList(page: Page, site: string, js: boolean) {
  await page.goto(`${site}/agenda`);
  if (js) await hydrated(page);
  const times = await sundayTimes(page);
  for (const time of times) expect(time > "11:05").toBe(true);
  const tour = page.locator(".agenda-item").filter({ has: page.locator(`a[href="${TOUR}"]`) });
  for (const dates of await tour.locator(".agenda-item__dates").allTextContents())
    expect(dates).not.toContain("29 november");
}
