import type { Page } from "@playwright/test";
import { DEMO_CMS, expectNoAxeViolations } from "./support";
import { expect, test } from "./test";

// The wish list with JavaScript (forms spec §2.5, §4.6, §7.4), against the demo account site.
const PAGE = "/voorstelling/hamlet";

async function logIn(page: Page, name: string, back: string) {
  await page.goto(`${DEMO_CMS}/account/login?return=${encodeURIComponent(back)}`);
  await page.getByLabel("Uw naam").fill(name);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await page.waitForURL(back);
}

const heart = (page: Page, name = "Bewaar op verlanglijst") =>
  page.getByRole("button", { name, exact: true });

test.describe("wish list", () => {
  test("nl anonymous: the modal invites to log in, Escape closes it, focus returns", async ({
    page,
    baseURL,
  }) => {
    await page.goto(PAGE);
    await expect(page.locator("html.js")).toBeAttached();
    await page.waitForLoadState("networkidle");
    await heart(page).click();
    const dialog = page.getByRole("dialog", { name: "Bewaar uw verlanglijst" });
    await expect(dialog).toBeVisible();
    const login = dialog.getByRole("link", { name: "Inloggen" });
    await expect(login).toBeFocused();
    const loginUrl = new URL((await login.getAttribute("href")) ?? "");
    expect(loginUrl.pathname).toBe("/account/login");
    expect(loginUrl.searchParams.get("return")).toBe(`${baseURL}${PAGE}`);
    expect(loginUrl.searchParams.has("lang")).toBe(false);
    await expect(dialog.getByRole("link", { name: "Account aanmaken" })).toHaveAttribute(
      "href",
      /\/account\/register\?/,
    );
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(heart(page)).toBeFocused();
    // The label says what a press does; no second statement of the state.
    await expect(heart(page)).not.toHaveAttribute("aria-pressed");
  });

  test("en anonymous: the account links carry ?lang=en", async ({ page }) => {
    await page.goto("/en/show/hamlet");
    await page.waitForLoadState("networkidle");
    await heart(page, "Save to wish list").click();
    const dialog = page.getByRole("dialog", { name: "Save your wish list" });
    await expect(dialog.getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      /\/account\/login\?lang=en&return=/,
    );
    await expect(dialog.getByRole("link", { name: "Create an account" })).toHaveAttribute(
      "href",
      /lang=en/,
    );
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("logged in: the name replaces 'my account', add and remove after the service confirms", async ({
    page,
    baseURL,
  }) => {
    await logIn(page, "Anna de Vries", `${baseURL}${PAGE}`);
    const topMenu = page.getByRole("navigation", { name: "Servicemenu" });
    await expect(topMenu.getByRole("link", { name: "Anna de Vries" })).toBeVisible();
    await expect(topMenu.getByRole("link", { name: "Mijn account" })).toHaveCount(0);
    await heart(page).click();
    const dialog = page.getByRole("dialog", { name: "Op uw verlanglijst" });
    await expect(dialog).toContainText("Hamlet staat op uw verlanglijst.");
    await expect(dialog.getByRole("link", { name: "Bekijk mijn verlanglijst" })).toBeFocused();
    await page.keyboard.press("Escape");
    // Saved, the heart offers the opposite.
    const remove = heart(page, "Verwijder van verlanglijst");
    await expect(remove).toBeFocused();
    await page.reload();
    await expect(remove).toBeVisible();
    await remove.click();
    await expect(heart(page)).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const account = await page.request.get(`${DEMO_CMS}/account/api/user`);
    expect((await account.json()).wishlist).toEqual([]);
  });

  test("a failed change leaves the heart as it was, is logged and says so", async ({
    page,
    baseURL,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await logIn(page, "Fout", `${baseURL}${PAGE}`);
    await expect(page.getByRole("link", { name: "Fout", exact: true }).first()).toBeAttached();
    await heart(page).click();
    await expect.poll(() => errors.join(" ")).toContain("[wishlist] add");
    await expect(heart(page)).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText(
      "Uw verlanglijst kon niet worden bijgewerkt. Probeer het later opnieuw.",
    );
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("the heart while saving and when saving fails", () => {
  for (const [locale, path, add, remove, saving, failure] of [
    [
      "nl",
      PAGE,
      "Bewaar op verlanglijst",
      "Verwijder van verlanglijst",
      "Bezig met opslaan…",
      "Uw verlanglijst kon niet worden bijgewerkt. Probeer het later opnieuw.",
    ],
    [
      "en",
      "/en/show/hamlet",
      "Save to wish list",
      "Remove from wish list",
      "Saving…",
      "Your wish list could not be updated. Please try again later.",
    ],
  ] as const) {
    test(`${locale}: busy while the service answers, then the label offers the opposite`, async ({
      page,
      baseURL,
    }) => {
      await logIn(page, `Busy ${locale}`, `${baseURL}${path}`);
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(`${DEMO_CMS}/account/api/wishlist/add`, async (route) => {
        if (route.request().method() === "PUT") await released;
        await route.continue();
      });
      await expect(page.getByRole("link", { name: `Busy ${locale}` }).first()).toBeAttached();
      const button = heart(page, add);
      await button.click();
      await expect(button).toHaveAttribute("aria-busy", "true");
      const busy = page.locator(".wishlist-heart__busy");
      await expect(busy).toBeVisible();
      await expect(busy).toHaveText(saving);
      await expect(button).toHaveAccessibleDescription(saving);
      // The visible difference: a dashed ring around the heart.
      expect(await button.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe("dashed");
      release();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      const saved = heart(page, remove);
      await expect(saved).toBeVisible();
      await expect(saved).not.toHaveAttribute("aria-busy");
      await expect(busy).toHaveCount(0);
      await expect(saved).not.toHaveAttribute("aria-pressed");
    });

    test(`${locale}: a request that never arrives ends in a visible message`, async ({
      page,
      baseURL,
    }) => {
      await logIn(page, `Offline ${locale}`, `${baseURL}${path}`);
      await page.route(`${DEMO_CMS}/account/api/wishlist/add`, (route) =>
        route.request().method() === "PUT" ? route.abort() : route.continue(),
      );
      await expect(page.getByRole("link", { name: `Offline ${locale}` }).first()).toBeAttached();
      await heart(page, add).click();
      const message = page.locator(".wishlist-heart").getByRole("alert");
      await expect(message).toHaveText(failure);
      await expect(message).toBeVisible();
      await expect(heart(page, add)).not.toHaveAttribute("aria-busy");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expectNoAxeViolations(page);
      // A new try takes the message away.
      await page.unroute(`${DEMO_CMS}/account/api/wishlist/add`);
      await heart(page, add).click();
      await expect(page.locator(".wishlist-heart__error")).toBeEmpty();
      await expect(page.getByRole("dialog")).toBeVisible();
    });
  }
});
