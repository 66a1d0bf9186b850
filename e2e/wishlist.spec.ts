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
    await expect(heart(page)).toHaveAttribute("aria-pressed", "false");
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
    await expect(heart(page)).toHaveAttribute("aria-pressed", "true");
    const dialog = page.getByRole("dialog", { name: "Op uw verlanglijst" });
    await expect(dialog).toContainText("Hamlet staat op uw verlanglijst.");
    await expect(dialog.getByRole("link", { name: "Bekijk mijn verlanglijst" })).toBeFocused();
    await page.keyboard.press("Escape");
    await page.reload();
    await expect(heart(page)).toHaveAttribute("aria-pressed", "true");
    await heart(page).click();
    await expect(heart(page)).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const account = await page.request.get(`${DEMO_CMS}/account/api/user`);
    expect((await account.json()).wishlist).toEqual([]);
  });

  test("a failed change leaves the heart as it was and is only logged", async ({
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
    await expect(heart(page)).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
