// Addresses that look like e-mail but cannot receive it (issue 37): `x@b` (no dot in the domain),
// `x@example..com` (an empty label), `.x@example.com` (a leading dot). The callback form refuses
// each beside the field and in the summary, in the page's language, and nothing is sent.
import type { Page } from "@playwright/test";
import { serviceCalls } from "./support";
import { expect } from "./test";

export const EMAIL_CASES = [
  {
    lang: "nl",
    path: "/pagina/terugbelverzoek",
    email: /^E-mailadres/,
    submit: "Bel mij terug",
    message: "Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.",
  },
  {
    lang: "en",
    path: "/en/page/callback-request",
    email: /^E-mail address/,
    submit: "Call me back",
    message: "Please enter a valid e-mail address, for example name@example.com.",
  },
] as const;

export const BAD_ADDRESSES = ["x@b", "x@example..com", ".x@example.com"];

export async function refusesAddress(page: Page, c: (typeof EMAIL_CASES)[number], address: string) {
  await page.goto(c.path);
  const form = page.locator("form#callback");
  await form.getByLabel(c.email).fill(address);
  await form.getByRole("button", { name: c.submit }).click();
  await expect(form.locator(".form-field__error", { hasText: c.message })).toBeVisible();
  await expect(form.getByRole("alert")).toContainText(c.message);
  await expect(form.getByLabel(c.email)).toHaveValue(address);
  // The address as a whole JSON string: "x@b" alone would also match a max@bakery.nl sent elsewhere.
  const sent = (await serviceCalls(address)).filter((call) =>
    JSON.stringify(call.body ?? null).includes(JSON.stringify(address)),
  );
  expect(sent).toEqual([]);
}
