// One intention, one payment (issue 37): what the JS and no-JS specs share: a donation typed and
// sent, the payment reference it led to, and screenshots of the "already sent" state.
import type { Locator, Page } from "@playwright/test";
import { fillDonor, type PAYMENT_DONATION } from "./payment-donation";
import { expect } from "./test";

export type DonationTexts = (typeof PAYMENT_DONATION)[number];

export const ALREADY_SENT = {
  nl: {
    message: "U heeft deze donatie al verstuurd.",
    link: "Nog niet betaald? Ga naar de betaalpagina.",
  },
  en: {
    message: "You have already sent this donation.",
    link: "Not paid yet? Go to the payment page.",
  },
} as const;

/** Opens the donation page, chooses € 25 and types the donor, as a visitor does each time. */
export async function typeDonation(page: Page, texts: DonationTexts, email: string) {
  const form = page.locator("form#donation");
  await form.getByLabel(texts.preset, { exact: true }).check();
  await fillDonor(form, texts, email);
  return form;
}

/** Sends the form and waits for the demo payment page; its reference. */
export async function sendToPayment(page: Page, form: Locator, texts: DonationTexts) {
  await form.getByRole("button", { name: texts.pay }).click();
  await expect(page.getByRole("heading", { name: texts.paymentHeading })).toBeVisible();
  return referenceOf(page.url());
}

/** The payment reference in a payment page's address. */
export function referenceOf(address: string): string {
  const ref = new URL(address).searchParams.get("ref");
  if (!ref) throw new Error(`no reference in ${address}`);
  return ref;
}

/** Screenshots at 375 and 1280 px of what the page shows now, for a person to look at. */
export async function shoot(page: Page, name: string, focus: Locator) {
  const dir = process.env.ONE_INTENTION_SHOTS;
  if (!dir) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await focus.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
}
