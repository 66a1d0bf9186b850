// What the rate-limit specs (e2e/rate-limit.spec.ts, e2e/rate-limit.nojs.spec.ts) share: they
// run against the second site of playwright.config.ts (RATE_LIMIT_PER_MINUTE=3, TRUST_PROXY naming
// this machine, where the browser runs), and each test posts from an address of its own through
// X-Forwarded-For, so neither the rest of the suite nor another test or retry adds to its count.
import { createHash } from "node:crypto";
import type { Page, TestInfo } from "@playwright/test";
import { LIMITED_DEMO_CMS, serviceCalls } from "./support";
import { expect } from "./test";

/** RATE_LIMIT_PER_MINUTE of the limited site. */
export const LIMIT = 3;

export const cases = [
  {
    locale: "nl" as const,
    path: "/pagina/aanmelden-nieuwsbrief",
    email: "E-mailadres",
    list: "Alle nieuwsbrieven",
    submit: "Aanmelden",
    success: "Bedankt voor uw aanmelding.",
    limited:
      "Te veel pogingen. Uw gegevens zijn niet verstuurd; probeer het over 1 minuut opnieuw.",
  },
  {
    locale: "en" as const,
    path: "/en/page/newsletter",
    email: "E-mail address",
    list: "All newsletters",
    submit: "Sign up",
    success: "Thank you for signing up.",
    limited: "Too many attempts. Your details have not been sent; please try again in 1 minute.",
  },
];

/** A private address (10.x.y.z) for this test and this try of it. */
export async function ownAddress(page: Page, testInfo: TestInfo) {
  const hash = createHash("sha256").update(`${testInfo.testId}:${testInfo.retry}`).digest();
  const address = `10.${hash[0]}.${hash[1]}.${hash[2]}`;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
  return address;
}

/**
 * Signs up LIMIT addresses named `${name}-n@example.nl` (each a real sign-up: the form service
 * is called; each a new address, as a page from Varnish's copy repeats its once-only key and the
 * same post would be one submission), then one more: that post is refused in the form, which
 * keeps what was typed.
 */
export async function signUpPastTheLimit(page: Page, c: (typeof cases)[number], name: string) {
  const form = page.locator("form.newsletter-form");
  for (let i = 0; i < LIMIT; i++) {
    await page.goto(c.path);
    await form.getByLabel(c.email).fill(`${name}-${i}@example.nl`);
    await form.getByLabel(c.list).check();
    await form.getByRole("button", { name: c.submit }).click();
    await expect(page.getByText(c.success)).toBeVisible();
  }
  expect(await serviceCalls(name, LIMITED_DEMO_CMS)).toHaveLength(LIMIT);

  await page.goto(c.path);
  const typed = `${name}-over@example.nl`;
  await form.getByLabel(c.email).fill(typed);
  await form.getByLabel(c.list).check();
  const answer = page.waitForResponse((r) => r.request().method() === "POST");
  await form.getByRole("button", { name: c.submit }).click();
  const response = await answer;
  expect(response.status()).toBe(429);
  expect(Number(await response.headerValue("retry-after"))).toBeGreaterThan(0);
  await expect(form.getByRole("alert")).toHaveText(c.limited);
  await expect(form.getByLabel(c.email)).toHaveValue(typed);
  await expect(form.getByLabel(c.list)).toBeChecked();
  // The refused post reached no service.
  expect(await serviceCalls(name, LIMITED_DEMO_CMS)).toHaveLength(LIMIT);
}
