// Small route answers without JavaScript: the footer sign-up is a plain POST
// answered by a redirect back; when it fails the address comes back in the field through a
// one-time cookie, never in the URL, and the way back never leaves the site.
import { FAILING_DEMO_EMAIL } from "../mocks/forms";
import { expect, test } from "./test";

for (const [path, label, submit, failure] of [
  ["/agenda", "E-mailadres", "Aanmelden", "Het is niet gelukt om u aan te melden."],
  [
    "/en/calendar",
    "E-mail address",
    "Sign up",
    "Something went wrong when processing your subscription.",
  ],
] as const) {
  test(`${path}: a failed footer sign-up keeps the address in the field, not in the URL`, async ({
    page,
    context,
  }) => {
    await page.goto(path);
    const block = page.locator(".newsletter-signup");
    await block.getByLabel(label).fill(FAILING_DEMO_EMAIL);
    const answer = page.waitForResponse((r) => r.url().includes("/nieuwsbrief/aanmelden"));
    await block.getByRole("button", { name: submit }).click();
    expect((await answer).headers().location).not.toContain("fout");
    await expect(page).toHaveURL(new RegExp(`${path}\\?nieuwsbrief=failure#nieuwsbrief$`));
    await expect(block.getByRole("alert")).toContainText(failure);
    await expect(block.getByLabel(label)).toHaveValue(FAILING_DEMO_EMAIL);
    // Read once: the cookie is gone, so a reload (or the next visitor of a shared copy) has none.
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("signup_email");
    await page.reload();
    await expect(block.getByLabel(label)).toHaveValue("");
  });
}

for (const [locale, home] of [
  ["nl", "/"],
  ["en", "/en"],
] as const) {
  test(`${locale}: a proxy's Referer of //evil.example brings the footer's post back home`, async ({
    page,
    baseURL,
  }) => {
    // The browser sets its own Referer; a proxy in front can pass on any, as this request does.
    const response = await page.request.post("/nieuwsbrief/aanmelden", {
      form: { intent: "newsletter-footer", locale, email: `e2e-referer-${Date.now()}@example.nl` },
      headers: { referer: `${baseURL}//evil.example/x` },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    const location = response.headers().location ?? "";
    expect(location).toBe(`${home}?nieuwsbrief=success#nieuwsbrief`);
    await page.goto(location);
    expect(new URL(page.url()).origin).toBe(baseURL);
    await expect(page.locator(".newsletter-signup").getByRole("status")).toBeVisible();
  });
}
