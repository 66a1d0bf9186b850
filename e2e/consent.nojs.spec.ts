import { expect, test } from "./test";

// Cookie consent without JavaScript: the banner and the chooser are forms the server answers.
test.use({ storageState: { cookies: [], origins: [] } });

const consentCookie = async (context: import("@playwright/test").BrowserContext) =>
  (await context.cookies()).find((c) => c.name === "cookie_consent")?.value;

test("nl: accepting on a page sets the cookie and comes back without the banner", async ({
  page,
  context,
}) => {
  await page.goto("/nieuws?tag=musical");
  const banner = page.getByRole("region", { name: "Wij gebruiken cookies" });
  await banner.getByRole("button", { name: "Alle cookies accepteren" }).click();
  await expect(page).toHaveURL(/\/nieuws\?tag=musical$/);
  await expect(page.locator(".consent-banner")).toHaveCount(0);
  expect(await consentCookie(context)).toBe("personalized");
});

test("en: refusing sets basic", async ({ page, context }) => {
  await page.goto("/en/calendar");
  await page.getByRole("button", { name: "Necessary only" }).click();
  await expect(page).toHaveURL(/\/en\/calendar$/);
  expect(await consentCookie(context)).toBe("basic");
});

test("the cookie page's chooser saves with its button", async ({ page, context }) => {
  await page.goto("/en/page/cookies");
  const chooser = page.getByRole("group", { name: "Your cookie preference" });
  await chooser.getByRole("radio", { name: /^Personal/ }).check();
  await expect(page.getByRole("status").filter({ hasText: "saved" })).toHaveCount(0);
  await page.getByRole("button", { name: "Save preference" }).click();
  await expect(page).toHaveURL(/\/en\/page\/cookies\?saved=1#cookievoorkeur-opgeslagen$/);
  expect(await consentCookie(context)).toBe("personalized");
  await expect(
    page
      .getByRole("group", { name: "Your cookie preference" })
      .getByRole("radio", { name: /^Personal/ }),
  ).toBeChecked();
  await expect(page.locator("#cookievoorkeur").getByRole("status")).toHaveText(
    "Your preference has been saved.",
  );
});

test("nl: the chooser answers its post with the saved message", async ({ page }) => {
  await page.goto("/pagina/cookies");
  await page.getByRole("radio", { name: /^Basis/ }).check();
  await page.getByRole("button", { name: "Voorkeur opslaan" }).click();
  await expect(page).toHaveURL(/\/pagina\/cookies\?opgeslagen=1#cookievoorkeur-opgeslagen$/);
  await expect(page.locator("#cookievoorkeur").getByRole("status")).toHaveText(
    "Uw voorkeur is opgeslagen.",
  );
});

test("back from the chooser's post, the visitor is at the saved message", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto("/en/page/cookies");
  await page.getByRole("radio", { name: /^Basic/ }).check();
  await page.getByRole("button", { name: "Save preference" }).click();
  // The address names the message itself: the page opens on it, and the next Tab goes on from
  // there, into the choices, instead of from the top of the page.
  const target = page.locator(":target");
  await expect(target).toHaveRole("status");
  await expect(target).toHaveText("Your preference has been saved.");
  await expect(target).toBeInViewport();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("radio", { name: /^Basic/ })).toBeFocused();
});

test("the consent route refuses other methods and foreign return addresses", async ({
  request,
  baseURL,
}) => {
  expect((await request.get("/cookievoorkeur")).status()).toBe(405);
  const json = await request.post("/cookievoorkeur", {
    headers: {
      "content-type": "application/json",
      origin: new URL(baseURL ?? "").origin,
    },
    data: { choice: "basic" },
  });
  expect(json.status()).toBe(415);
  const foreign = await request.post("/cookievoorkeur", {
    form: { choice: "basic", return: "//evil.example/x" },
    maxRedirects: 0,
  });
  expect(foreign.status()).toBe(303);
  expect(foreign.headers().location).toBe("/");
});
