import { DEMO_CMS } from "./support";
import { expect, test } from "./test";

// The wish list without JavaScript: the heart posts to the site, which acts for the visitor
// at the account service and comes back with the outcome.
const PAGE = "/voorstelling/hamlet";

test("anonymous: the heart comes back with an invitation to log in", async ({ page }) => {
  await page.goto(PAGE);
  await page.getByRole("button", { name: "Bewaar op verlanglijst" }).click();
  await expect(page).toHaveURL(/\/voorstelling\/hamlet\?verlanglijst=login#verlanglijst-melding$/);
  const notice = page.getByRole("status").filter({ hasText: "Log in of maak een account aan" });
  // The way back points at the notice: a phone opens the page on it, not on the picture above.
  await expect(page.locator(":target")).toHaveText(/Log in of maak een account aan/);
  await expect(notice).toBeInViewport();
  await expect(notice.getByRole("link", { name: "Inloggen" })).toHaveAttribute(
    "href",
    /\/account\/login$/,
  );
});

test("logged in: add and remove through the site", async ({ page, baseURL }) => {
  await page.goto(
    `${DEMO_CMS}/account/login?lang=en&return=${encodeURIComponent(`${baseURL}/en/show/hamlet`)}`,
  );
  await page.getByLabel("Your name").fill("Ben Jansen");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(`${baseURL}/en/show/hamlet`);
  await page.getByRole("button", { name: "Save to wish list" }).click();
  await expect(page).toHaveURL(/\/en\/show\/hamlet\?verlanglijst=added#verlanglijst-melding$/);
  await expect(page.locator(".wishlist-heart").getByRole("status")).toContainText(
    "Hamlet is on your wish list.",
  );
  await expect(page.getByRole("link", { name: "View my wish list" })).toHaveAttribute(
    "href",
    /\/account\/wishlist\?lang=en$/,
  );
  const user = await page.request.get(`${DEMO_CMS}/account/api/user`);
  expect((await user.json()).wishlist).toHaveLength(1);
  await page.getByRole("button", { name: "Remove from wish list" }).click();
  await expect(page).toHaveURL(/\?verlanglijst=removed#verlanglijst-melding$/);
  await expect(page.locator(".wishlist-heart").getByRole("status")).toContainText(
    "Hamlet has been removed from your wish list.",
  );
  const after = await page.request.get(`${DEMO_CMS}/account/api/user`);
  expect((await after.json()).wishlist).toEqual([]);
});

test("a failed change comes back with a message", async ({ page, baseURL }) => {
  await page.goto(
    `${DEMO_CMS}/account/login?return=${encodeURIComponent(`${baseURL}/voorstelling/hamlet`)}`,
  );
  await page.getByLabel("Uw naam").fill("Fout");
  await page.getByRole("button", { name: "Inloggen" }).click();
  await page.getByRole("button", { name: "Bewaar op verlanglijst" }).click();
  await expect(page).toHaveURL(/\?verlanglijst=failed#verlanglijst-melding$/);
  await expect(page.locator(".wishlist-heart").getByRole("status")).toHaveText(
    "Uw verlanglijst kon niet worden bijgewerkt. Probeer het later opnieuw.",
  );
  await expect(page.getByRole("button", { name: "Bewaar op verlanglijst" })).toBeVisible();
});

test("the wish-list route takes only same-site posts and stays on the site", async ({
  request,
  baseURL,
}) => {
  expect((await request.get("/verlanglijst")).status()).toBe(405);
  const foreign = await request.post("/verlanglijst", {
    form: { prod_page: "01KABC", op: "add", return: "https://evil.example/" },
    headers: { origin: new URL(baseURL ?? "").origin },
    maxRedirects: 0,
  });
  expect(foreign.status()).toBe(303);
  expect(foreign.headers().location).toBe("/?verlanglijst=login#verlanglijst-melding");
  const odd = await request.post("/verlanglijst", {
    form: { prod_page: "../../x", op: "add", return: "/agenda" },
    maxRedirects: 0,
  });
  expect(odd.headers().location).toBe("/agenda");
});
