import { expectNoAxeViolations } from "./support";
import { expect, test } from "./test";

test.describe("error screens", () => {
  test("unknown Dutch page: 404, 'Pagina niet gevonden', in the layout", async ({ page }) => {
    const response = await page.goto("/pagina/bestaat-echt-niet");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina niet gevonden");
    await expect(page.getByRole("navigation", { name: "Hoofdmenu" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("URL no route matches, in English: 404 'Page not found'", async ({ page }) => {
    const response = await page.goto("/en/this/does/not/exist");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  });

  test("a CMS failure gives the 500 screen", async ({ page }) => {
    const response = await page.goto("/pagina/demo-fout-500");
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Er is iets misgegaan. Probeer het later opnieuw.",
    );
    await expectNoAxeViolations(page);
  });

  test("an unknown widget kind gives the 500 screen", async ({ page }) => {
    const response = await page.goto("/pagina/demo-fout-widget");
    expect(response?.status()).toBe(500);
  });

  test("an English CMS failure speaks English", async ({ page }) => {
    const response = await page.goto("/en/page/demo-fout-500");
    expect([404, 500]).toContain(response?.status());
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test.describe("refused form posts", () => {
  /** Posts a form the page itself builds, so the browser sends its real Origin and Referer. */
  async function postFromPage(
    page: import("@playwright/test").Page,
    action: string,
    enctype: string,
  ) {
    const answer = page.waitForResponse((r) => r.request().method() === "POST");
    await page.evaluate(
      ([target, type]) => {
        const form = document.createElement("form");
        form.method = "post";
        form.action = target as string;
        form.enctype = type as string;
        const field = document.createElement("input");
        field.name = "intent";
        field.value = "callback";
        form.append(field);
        document.body.append(form);
        form.submit();
      },
      [action, enctype],
    );
    return answer;
  }

  test("a post that is not a form gets 415 and the screen in the page's language, no keys", async ({
    page,
  }) => {
    await page.goto("/en/page/callback-request");
    const response = await postFromPage(page, "/en/page/callback-request", "text/plain");
    expect(response.status()).toBe(415);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "This form could not be read.",
    );
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeAttached();
    await expect(page.locator("body")).not.toContainText(/\b(errors|site|forms)\.[a-z]/);
    await expectNoAxeViolations(page);
  });

  test("a post from another site gets 403 with the Dutch screen", async ({ page }) => {
    await page.goto("about:blank");
    await page.setContent(`<form method="post" action="${test.info().project.use.baseURL}/pagina/terugbelverzoek">
      <input name="intent" value="callback"></form>`);
    const answer = page.waitForResponse((r) => r.request().method() === "POST");
    await page.locator("form").evaluate((form: HTMLFormElement) => form.submit());
    expect((await answer).status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dit verzoek is geweigerd.");
    await expect(page.locator("body")).not.toContainText(/\b(errors|site|forms)\.[a-z]/);
  });
});
