// Every form page of the site (README's form section, app/forms/parts/page-form-kind.ts), for the
// error summary's browser tests (issue 37, e2e/form-errors*.spec.ts): a send with nothing filled
// in is headed by a summary in the page's language that takes the focus and links to each field.
import { expect, type Locator, type Page } from "@playwright/test";

export const PROBLEM = { nl: "Er is een probleem", en: "There is a problem" } as const;

export type FormPage = {
  path: string;
  lang: keyof typeof PROBLEM;
  /** A multi-step form: the first step's forward button is pressed. */
  multiStep?: boolean;
  /** A newsletter page: its send button waits for an address with '@' and a ticked list. */
  newsletter?: boolean;
};

const nl = (path: string, extra: Partial<FormPage> = {}): FormPage => ({
  path,
  lang: "nl",
  ...extra,
});
const en = (path: string, extra: Partial<FormPage> = {}): FormPage => ({
  path,
  lang: "en",
  ...extra,
});

export const FORM_PAGES: FormPage[] = [
  nl("/pagina/terugbelverzoek"),
  en("/en/page/callback-request"),
  nl("/pagina/zakelijk-reserveren-formulier"),
  nl("/pagina/cultuurbank-oscar"),
  nl("/pagina/zakelijk-contact"),
  en("/en/page/sales-contact"),
  nl("/pagina/c-diploma"),
  nl("/pagina/bezoekerspanel"),
  nl("/pagina/premiere-de-grote-musical-rsvp"),
  nl("/pagina/aanmelden-nieuwsbrief", { newsletter: true }),
  en("/en/page/newsletter", { newsletter: true }),
  nl("/pagina/afmelden-nieuwsbrief", { newsletter: true }),
  en("/en/page/unsubscribe", { newsletter: true }),
  nl("/pagina/afmelden-servicemailing", { newsletter: true }),
  nl("/pagina/eenmalige-donatie"),
  en("/en/page/one-off-donation"),
  nl("/pagina/duurzaamheid-eenmalige-donatie"),
  nl("/pagina/toegankelijkheid-eenmalige-donatie"),
  nl("/pagina/doneren"),
  en("/en/page/donate"),
  nl("/pagina/cultuurverbindt"),
  nl("/pagina/de-grote-musical-doneren"),
  nl("/pagina/inschrijfformulier-partner"),
  // The fund contact form stands in the fund pages' sidebar.
  nl("/pagina/carrefonds"),
  nl("/pagina/periodieke-schenking", { multiStep: true }),
  en("/en/page/periodic-donation", { multiStep: true }),
  nl("/pagina/word-donateur", { multiStep: true }),
  en("/en/page/become-a-donor", { multiStep: true }),
  nl("/pagina/party", { multiStep: true }),
  en("/en/page/party", { multiStep: true }),
];

/** The page's form (not the footer's), and the button that sends it or moves on. */
export function pageForm(page: Page, formPage: FormPage) {
  const form = page.locator("main form.field-form, main form.newsletter-form").first();
  const button = formPage.multiStep
    ? form.locator(".multi-step-form__buttons .button--primary")
    : form.locator("button[type=submit].button--primary");
  return { form, button };
}

/** Makes the newsletter page's send button pressable with JS (a wrong address, a list). */
export async function readyNewsletter(form: Locator) {
  await form.getByRole("textbox").fill("jan@");
  await form.getByRole("checkbox").first().check();
}

/**
 * The summary heads the form, names the problem in the page's language, has the focus and links
 * to fields that exist in the form.
 */
export async function expectSummary(page: Page, form: Locator, lang: FormPage["lang"]) {
  const summary = form.locator(".error-summary");
  await expect(summary).toBeVisible();
  await expect(summary.getByRole("heading", { name: PROBLEM[lang] })).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  const links = summary.getByRole("link");
  expect(await links.count()).toBeGreaterThan(0);
  for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))) {
    expect(href).toMatch(/^#./);
    await expect(page.locator(`[id="${href?.slice(1)}"]`), `${href}`).toHaveCount(1);
  }
  return summary;
}
