import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations, hydrated, liveFooterSignup } from "./support";
import { expect, test } from "./test";

const calendar = (page: Page) => page.locator("#home-calendar");
const dayLinks = (page: Page) => calendar(page).locator("table a");
const selectedDay = (page: Page) => calendar(page).locator('table a[aria-current="true"]');

/** The home page with its calendar hydrated: before that a choice is a server round trip. */
async function openHome(page: Page) {
  await page.goto("/");
  await calendar(page).scrollIntoViewIfNeeded();
  await expect(calendar(page)).toHaveAttribute("data-live", "true");
}

/** The visually hidden label of a day link: "maandag 23 november 2026: 3 voorstellingen". */
async function dayLabel(link: Locator): Promise<string> {
  return ((await link.textContent()) ?? "").replace(/^\d+/, "").trim();
}

test.describe("home page", () => {
  test("Dutch home: one h1, title, hero image, sections and no axe violations", async ({
    page,
  }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Theater Amsterdam");
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welkom in het theater");
    const hero = page.locator(".home-hero__image");
    await expect(hero).toHaveAttribute("loading", "eager");
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    await expect(page.locator('.home-hero source[media="(max-width: 767px)"]')).toHaveCount(1);
    await expect(page.getByRole("region", { name: "Uitgelichte voorstellingen" })).toHaveAttribute(
      "aria-roledescription",
      "carousel",
    );
    await expect(page.getByRole("heading", { name: "Wat speelt er?" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Binnenkort in het theater" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Meer beleven" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Nieuws", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "English" })).toHaveAttribute("href", "/en");
    await expectNoAxeViolations(page);
  });

  test("English home at phone width passes axe too", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to the theatre");
    await expect(page.getByRole("heading", { name: "Soon in the theatre" })).toBeVisible();
    await expect(dayLinks(page).first()).toHaveAttribute("href", /^\/en\?day=\d{4}-\d{2}-\d{2}#/);
    // No rotation on mobile, so no pause control either.
    await expect(page.locator(".home-hero__pause")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("the calendar works by keyboard and updates in place", async ({ page }) => {
    await openHome(page);
    const links = dayLinks(page);
    await expect(links.first()).toBeVisible();
    // Only days with shows are links: every link names its shows, no other cell is focusable.
    const count = await links.count();
    for (let i = 0; i < count; i++)
      await expect(links.nth(i)).toContainText(/\d+ voorstelling(en)?$/);
    await expect(calendar(page).locator("table span[tabindex], table button")).toHaveCount(0);

    const before = await selectedDay(page).getAttribute("href");
    // Tab from the month navigation into the grid and pick the first day that is not chosen.
    await calendar(page).locator(".home-calendar__nav a").last().focus();
    let target: string | null = null;
    for (let i = 0; i < 40 && !target; i++) {
      await page.keyboard.press("Tab");
      const focused = page.locator(":focus");
      const href = await focused.getAttribute("href");
      if (href?.startsWith("/?dag=") && href !== before) target = href;
    }
    expect(target).toBeTruthy();
    const label = await dayLabel(page.locator(":focus"));
    const scrollY = await page.evaluate(() => window.scrollY);
    await page.keyboard.press("Enter");
    await expect(selectedDay(page)).toHaveAttribute("href", target ?? "");
    await expect(page.locator(":focus")).toHaveAttribute("aria-current", "true");
    await expect(page).toHaveURL(new RegExp(`\\?dag=${target?.slice(6, 16)}$`));
    const dateText = label.split(":")[0]?.trim() ?? "";
    await expect(calendar(page).locator(".home-calendar__when")).toContainText(dateText);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY)).toBeLessThan(5);

    // The next month by keyboard: the month changes without a page reload or scroll jump.
    const month = calendar(page).locator("#home-calendar-month");
    const first = await month.textContent();
    const next = calendar(page).getByRole("link", { name: /^Volgende maand/ });
    await next.focus();
    await page.keyboard.press("Enter");
    await expect(month).not.toHaveText(first ?? "");
    await expect(page).toHaveURL(/\?maand=\d{4}-\d{2}$/);
    await expect(dayLinks(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("focus stays in the calendar when the month arrow used disappears", async ({ page }) => {
    await openHome(page);
    await expect(calendar(page).getByRole("link", { name: /^Vorige maand/ })).toHaveCount(0);
    await calendar(page)
      .getByRole("link", { name: /^Volgende maand/ })
      .click();
    await expect(page).toHaveURL(/maand=/);
    const previous = calendar(page).getByRole("link", { name: /^Vorige maand/ });
    await previous.focus();
    await page.keyboard.press("Enter");
    // Back at the first month there is no previous arrow: focus moves to the month's name.
    await expect(previous).toHaveCount(0);
    await expect(calendar(page).locator("#home-calendar-month")).toBeFocused();
  });

  test("a chosen day stays chosen when a form elsewhere on the page is sent", async ({ page }) => {
    await openHome(page);
    const before = await selectedDay(page).getAttribute("href");
    const target = calendar(page).locator('table a:not([aria-current="true"])').first();
    const href = await target.getAttribute("href");
    expect(href).not.toBe(before);
    await target.click();
    await expect(selectedDay(page)).toHaveAttribute("href", href ?? "");
    const heading = await calendar(page).locator("#home-calendar-item-title").textContent();

    // The footer sign-up posts through a fetcher, after which Remix reloads the page's data.
    const data = page.waitForResponse((response) => response.url().includes(".data"));
    const signup = await liveFooterSignup(page);
    await signup.getByLabel("E-mailadres").fill(`e2e-home-${Date.now()}@example.nl`);
    await signup.getByRole("button", { name: "Aanmelden" }).click();
    await expect(signup.getByText("Bedankt voor uw aanmelding.")).toBeVisible();
    await data;
    await expect(selectedDay(page)).toHaveAttribute("href", href ?? "");
    await expect(calendar(page).locator("#home-calendar-item-title")).toHaveText(heading ?? "");
  });

  test("several shows on a day: notice and item arrows", async ({ page }) => {
    await openHome(page);
    const busy = dayLinks(page).filter({ hasText: /[2-9] voorstellingen$/ });
    for (let tries = 0; (await busy.count()) === 0 && tries < 6; tries++) {
      await calendar(page)
        .getByRole("link", { name: /^Volgende maand/ })
        .click();
      await expect(page).toHaveURL(/maand=/);
    }
    const day = busy.first();
    await day.click();
    const status = calendar(page).getByRole("status");
    await expect(status).toContainText(
      /Er zijn (vandaag meerdere voorstellingen|meerdere voorstellingen voor de gekozen datum)!/,
    );
    await expect(status).toContainText(/Voorstelling 1 van \d/);
    const heading = calendar(page).locator("#home-calendar-item-title");
    const firstShow = await heading.textContent();
    await calendar(page).getByRole("link", { name: "Volgende voorstelling op deze dag" }).click();
    await expect(status).toContainText(/Voorstelling 2 van \d/);
    await expect(page).toHaveURL(/&item=1$/);
    await calendar(page).getByRole("link", { name: "Vorige voorstelling op deze dag" }).click();
    await expect(status).toContainText(/Voorstelling 1 van \d/);
    await expect(heading).toHaveText(firstShow ?? "");
  });

  test("slider: buttons, picker and arrow keys; hidden slides are inert", async ({ page }) => {
    await page.goto("/");
    const slider = page.getByRole("region", { name: "Uitgelichte voorstellingen" });
    const slides = slider.locator('[aria-roledescription="slide"]');
    const count = await slides.count();
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThanOrEqual(8);
    await expect(slides.nth(0)).toHaveAttribute("aria-label", new RegExp(`^1 van ${count}: `));
    const dots = slider.locator(".home-slider__dot");
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
    await expect(slides.nth(1)).toHaveJSProperty("inert", true);

    await slider.getByRole("button", { name: "Volgende voorstelling" }).click();
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(slides.nth(1)).toHaveJSProperty("inert", false);
    await expect(slides.nth(0)).toHaveJSProperty("inert", true);
    await expect(slides.nth(1)).toBeInViewport();

    await page.keyboard.press("ArrowRight");
    await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(dots.nth(count - 1)).toHaveAttribute("aria-current", "true");

    await dots.nth(0).click();
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
    // From inside a slide the arrow keys take focus along to the new slide.
    await slides.nth(0).getByRole("link").first().focus();
    await page.keyboard.press("ArrowRight");
    await expect(slides.nth(1)).toBeFocused();
  });

  test("hero search: an empty query is not sent, a query goes to the search page", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    const box = page.getByRole("searchbox", { name: "Zoek een voorstelling, artiest of pagina" });
    await box.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Vul eerst een zoekterm in.")).toBeVisible();
    await expect(box).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
    await box.fill("   ");
    await page.getByRole("search", { name: "Zoeken in de site" }).getByRole("button").click();
    await expect(page).toHaveURL(/\/$/);
    await box.fill("notenkraker");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/zoeken\?q=notenkraker$/);
  });

  test("background images rotate on desktop with a working pause control", async ({ page }) => {
    // It waits 8.5 s by design, then axe walks the page's frames: too close to 30 s on a busy CI box.
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const pause = page.getByRole("button", { name: "Wisselende achtergrondbeelden pauzeren" });
    await expect(pause).toBeVisible();
    await expect(page.locator(".home-hero__frame")).toHaveCount(3);
    // After the 4 s start delay the first background image shows.
    await expect(page.locator(".home-hero__frame.is-visible")).toHaveCount(1, { timeout: 7000 });
    await pause.click();
    const play = page.getByRole("button", { name: "Wisselende achtergrondbeelden afspelen" });
    await expect(play).toBeVisible();
    const shown = await page.locator(".home-hero__frame.is-visible").getAttribute("src");
    await page.waitForTimeout(4500);
    expect(await page.locator(".home-hero__frame.is-visible").getAttribute("src")).toBe(shown);
    await expectNoAxeViolations(page);
  });

  test("no rotation and no pause control under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.locator(".home-hero__pause")).toHaveCount(0);
    await expect(page.locator(".home-hero__frame")).toHaveCount(0);
  });
});
