import { expect, test } from "./test";

// The production page without JavaScript: every toggle is a link the server answers.
const MANY = "/voorstelling/jordaan-de-musical";
const CALENDAR = "/voorstelling/de-notenkraker";

test.describe("production page without JavaScript", () => {
  test("read more and read less", async ({ page }) => {
    await page.goto(MANY);
    const more = page.locator(".production-description__more");
    await expect(more).toBeHidden();
    await page.getByRole("link", { name: "Lees meer" }).click();
    await expect(page).toHaveURL(/\?beschrijving=volledig#beschrijving$/);
    await expect(more).toBeVisible();
    await page.getByRole("link", { name: "Lees minder" }).click();
    await expect(page).toHaveURL(/\/jordaan-de-musical\?beschrijving=kort#beschrijving$/);
    await expect(more).toBeHidden();
  });

  test("show all dates and fewer again", async ({ page }) => {
    await page.goto(MANY);
    const visible = page.locator("#speeldata .play-date:visible");
    await expect(visible).toHaveCount(3);
    await page.getByRole("link", { name: /^Toon alle \d+ speeldata$/ }).click();
    await expect(page).toHaveURL(/\?alle-speeldata=1#speeldata$/);
    await expect(visible.nth(10)).toBeVisible();
    await page.getByRole("link", { name: "Toon minder speeldata" }).click();
    await expect(visible).toHaveCount(3);
  });

  test("the English toggles use English parameters", async ({ page }) => {
    await page.goto("/en/show/jordaan-the-musical");
    await page.getByRole("link", { name: /^Show all \d+ dates$/ }).click();
    await expect(page).toHaveURL(/\?all-dates=1#speeldata$/);
    await page.getByRole("link", { name: "Read more" }).click();
    await expect(page).toHaveURL(/\?all-dates=1&description=full#beschrijving$/);
    // Both states come from the address now.
    await expect(page.locator("#speeldata .play-date:visible").nth(10)).toBeVisible();
    await expect(page.locator(".production-description__more")).toBeVisible();
  });

  test("tabs switch by link, the price table among them", async ({ page }) => {
    await page.goto(MANY);
    const prices = page.getByRole("link", { name: "Prijzen" });
    await expect(page.getByRole("table", { name: /^Prijzen per rang/ })).toBeHidden();
    await prices.click();
    await expect(page).toHaveURL(/\?tab=\d#tabs$/);
    await expect(prices).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("table", { name: /^Prijzen per rang/ })).toBeVisible();
  });

  test("every tab is a keyboard stop: the tab roles wait for the script that handles arrows", async ({
    page,
  }) => {
    for (const [path, name] of [
      [MANY, "Prijzen"],
      ["/en/show/jordaan-the-musical", "Prices"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("tab")).toHaveCount(0);
      const links = page.locator("#tabs .tabs__tab");
      expect(await links.count()).toBeGreaterThan(1);
      for (const link of await links.all())
        await expect(link).not.toHaveAttribute("tabindex", /.*/);
      const target = page.locator("#tabs").getByRole("link", { name, exact: true });
      await links.first().focus();
      // Tab from the first tab link until the price tab has focus: reachable by keyboard alone.
      for (let i = 0; i < 6; i++) {
        if (await target.evaluate((el) => el === document.activeElement)) break;
        await page.keyboard.press("Tab");
      }
      await expect(target).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/[?&]tab=\d#tabs$/);
      await expect(
        page.getByRole("table", { name: /^(Prijzen per rang|Prices per)/ }),
      ).toBeVisible();
    }
  });

  test("the calendar moves month by month", async ({ page }) => {
    await page.goto(CALENDAR);
    const month = page.locator(".calendar-nav__current");
    const before = (await month.textContent()) ?? "";
    await page.getByRole("link", { name: "Volgende maand" }).click();
    await expect(page).toHaveURL(/\?maand=\d{4}-\d{2}#speeldata$/);
    await expect(month).not.toHaveText(before);
    await expect(page.locator("#speeldata table:visible")).toHaveCount(1);
  });

  test("the presale form puts the code in the address", async ({ page }) => {
    await page.goto("/voorstelling/sterrennacht");
    await page.getByLabel("Voorverkoopcode").fill("VOORVERKOOP");
    await page.getByRole("button", { name: "Code gebruiken" }).click();
    await expect(page).toHaveURL(/\?presale=VOORVERKOOP/);
    await expect(page.getByText("Uw voorverkoopcode is geaccepteerd")).toBeVisible();
  });

  test("the sales buttons and dates are plain links", async ({ page }) => {
    await page.goto(MANY);
    await expect(page.locator(".production-sales .sales-button")).toHaveAttribute(
      "href",
      "#speeldata",
    );
    const first = page.locator("#speeldata .play-date .sales-button").first();
    await expect(first).toBeVisible();
  });

  test("the video is a link to the privacy embed", async ({ page }) => {
    await page.goto(CALENDAR);
    await expect(page.locator(".video-frame iframe")).toHaveCount(0);
    await expect(
      page.getByRole("link", { name: "Video afspelen: De Notenkraker" }),
    ).toHaveAttribute(
      "href",
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/,
    );
  });
});
