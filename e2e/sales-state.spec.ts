// Issue 38, items 2 and 3, with JavaScript: a performance's sales state says "started" from its
// start time on, the same on the home calendar, the production page and the agenda; and the
// calendar's pills say their state without colour (a shape, a name), readable in greyscale, with
// 12 px text at 320 px and 4.5:1 contrast. e2e/sales-state.nojs.spec.ts checks the same without.
import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { CLOCK_SITE, expectNoAxeViolations, hydrated, STARTED_SITE } from "./support";
import { expect, test } from "./test";

/** The demo's backstage tour: every other Saturday at 11:00, and today (Sunday) at 11:00. */
const TOUR = "/voorstelling/rondleiding-achter-de-schermen";
const CALENDARS = ["/voorstelling/de-grote-musical", "/voorstelling/de-notenkraker"];
const SHOTS = new URL("./screenshots/", import.meta.url).pathname;

const homeItem = (page: Page) => page.locator(".home-calendar__item");
/** The tour's row for today, Sunday 29 November. */
const todayRow = (page: Page) =>
  page.locator("#speeldata .play-date").filter({ hasText: /29 november|29 November/ });

test.describe("a performance that has started (11:05, the tour began at 11:00)", () => {
  const site = { url: STARTED_SITE };

  test("the home calendar says so for today's tour", async ({ page }) => {
    await page.goto(`${site.url}/`);
    await hydrated(page);
    await expect(homeItem(page).locator(".home-calendar__when")).toContainText("11:00");
    await expect(homeItem(page)).toContainText("De voorstelling is begonnen");
    await expect(homeItem(page).locator("a.sales-button")).toHaveCount(0);

    await page.goto(`${site.url}/en`);
    await expect(homeItem(page)).toContainText("The show has started");
  });

  test("the production page says so in the tour's row, and sells the later dates", async ({
    page,
  }) => {
    await page.goto(site.url + TOUR);
    await hydrated(page);
    await expect(todayRow(page)).toHaveCount(1);
    await expect(todayRow(page)).toContainText("De voorstelling is begonnen");
    await expect(todayRow(page).locator("a.sales-button")).toHaveCount(0);
    await expect(page.locator("#speeldata a.sales-button").first()).toHaveText("Bestel kaarten");
  });

  test("the agenda's Vandaag leaves it out", async ({ page }) => {
    await page.goto(`${site.url}/agenda?datum=vandaag`);
    await expect(page.locator(`main a[href^="${TOUR}"]`)).toHaveCount(0);
    // The rest of the programme still lists the tour for its later dates.
    await page.goto(`${site.url}/agenda?genre=Rondleiding`);
    await expect(page.locator(`main a[href^="${TOUR}"]`).first()).toBeVisible();
  });
});

test.describe("a performance flagged started before its start (07:44, tour at 11:00)", () => {
  test("reads as sales closed on the home calendar and the production page, never as begun", async ({
    page,
  }) => {
    await page.goto(`${CLOCK_SITE}/`);
    await expect(homeItem(page)).toContainText("De verkoop is gesloten");
    await expect(homeItem(page)).not.toContainText("begonnen");

    await page.goto(CLOCK_SITE + TOUR);
    await expect(todayRow(page)).toContainText("De verkoop is gesloten");
    await expect(page.locator("#speeldata")).not.toContainText("begonnen");
  });

  test("the agenda's Vandaag still lists it (it starts later)", async ({ page }) => {
    await page.goto(`${CLOCK_SITE}/agenda?datum=vandaag`);
    await expect(page.locator(`main a[href^="${TOUR}"]`).first()).toBeVisible();
    await expect(page.locator("main")).not.toContainText("De voorstelling is begonnen");
  });
});

type PillFacts = {
  name: string;
  state: string | null;
  fontSize: number;
  overflows: boolean;
  contrast: number;
};

/** What a visitor gets of each pill (or button): its name, its shape, its text size and contrast. */
async function pillFacts(page: Page, selector = "#speeldata .calendar-pill"): Promise<PillFacts[]> {
  return page.locator(selector).evaluateAll((pills) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [R, G, B] = [r, g, b].map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (R ?? 0) + 0.7152 * (G ?? 0) + 0.0722 * (B ?? 0);
    };
    // The first opaque background from the pill up: the pill's own, else its day's.
    const background = (el: Element | null): number[] => {
      for (let at = el; at; at = at.parentElement) {
        const colour = rgb(getComputedStyle(at).backgroundColor);
        if (colour.length === 3 || (colour[3] ?? 0) > 0) return colour;
      }
      return [255, 255, 255];
    };
    return pills.map((pill) => {
      const style = getComputedStyle(pill);
      const fg = luminance(rgb(style.color));
      const bg = luminance(background(pill));
      const time = pill.querySelector(".calendar-pill__time") as HTMLElement | null;
      return {
        name: pill.getAttribute("aria-label") ?? pill.textContent ?? "",
        state: pill.querySelector("svg[data-state]")?.getAttribute("data-state") ?? null,
        fontSize: Number.parseFloat(getComputedStyle(time ?? pill).fontSize),
        overflows: pill.scrollWidth > pill.clientWidth + 1,
        contrast: (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05),
      };
    });
  });
}

const STATE_TEXTS: Record<string, string> = {
  on_sale: "Bestel kaarten",
  last_chance: "Laatste kaarten",
  waiting_list: "Wachtlijst",
  call_us: "Bel ons",
  cancelled: "Geannuleerd",
  free: "Gratis",
  non_reservable: "Niet reserveerbaar",
  sold_out: "Uitverkocht",
  show_started: "De voorstelling is begonnen",
  show_finished: "De voorstelling is afgelopen",
  sales_not_started: "De verkoop is nog niet gestart",
  sales_finished: "De verkoop is gesloten",
};

test.describe("calendar pills say their state without colour", () => {
  for (const width of [320, 375]) {
    for (const path of CALENDARS) {
      test(`${path} at ${width} px: a shape and a name each, 12 px, 4.5:1, greyscale shot`, async ({
        page,
      }, testInfo) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await hydrated(page);
        const calendar = page.locator("#speeldata .calendar");
        await expect(calendar).toBeVisible();
        const pills = await pillFacts(page);
        expect(pills.length).toBeGreaterThan(0);
        for (const pill of pills) {
          expect(pill.state, pill.name).not.toBeNull();
          // The name says the state in words, the shape matches it.
          expect(pill.name).toContain(STATE_TEXTS[pill.state ?? ""] ?? "(unknown state)");
          expect(pill.fontSize, pill.name).toBeGreaterThanOrEqual(12);
          expect(pill.overflows, pill.name).toBe(false);
          expect(pill.contrast, pill.name).toBeGreaterThanOrEqual(4.5);
        }
        // The legend pairs every shape shown with its text.
        for (const state of new Set(pills.map((pill) => pill.state))) {
          await expect(
            page.locator(".calendar__legend li").filter({
              has: page.locator(`svg[data-state="${state}"]`),
            }),
          ).toHaveText(STATE_TEXTS[state ?? ""] ?? "");
        }
        // Greyscale: what a visitor who cannot tell the hues apart sees; attached and kept in
        // e2e/screenshots/ (not committed) to be looked at.
        await page.addStyleTag({ content: "html { filter: grayscale(1) !important; }" });
        await calendar.scrollIntoViewIfNeeded();
        const name = `sales-state-pills${path.replace(/\W+/g, "-")}-${width}-grey.png`;
        mkdirSync(SHOTS, { recursive: true });
        const shot = await calendar.screenshot({ path: SHOTS + name });
        await testInfo.attach(name, { body: shot, contentType: "image/png" });
        await page.addStyleTag({ content: "html { filter: none !important; }" });
        await expectNoAxeViolations(page);
      });
    }
  }
});

test.describe("sales buttons in date lists and on the home calendar say their state in words", () => {
  for (const path of [
    "/",
    "/voorstelling/hamlet?alle-speeldata=1",
    "/voorstelling/de-grote-musical",
  ]) {
    test(`${path} at 320 px: text, 12 px, 4.5:1`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(path);
      const buttons = (await pillFacts(page, "main .sales-button")).filter((b) => b.name.trim());
      expect(buttons.length).toBeGreaterThan(0);
      const texts = Object.values(STATE_TEXTS);
      for (const button of buttons) {
        expect(button.fontSize, button.name).toBeGreaterThanOrEqual(12);
        expect(button.contrast, button.name).toBeGreaterThanOrEqual(4.5);
      }
      // Every button names a state in words (or the CMS's own label for it).
      expect(buttons.some((button) => texts.some((text) => button.name.includes(text)))).toBe(true);
    });
  }
});
