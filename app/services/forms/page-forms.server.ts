// The forms a content page offers, for its action. The newsletter pages are known by the end of
// their path alone; every other form depends on the page itself (forms spec §2.2, §2.6, §6): a
// theatre form only on the theatre variant, the premiere RSVP by the page's flag (its start times
// and heading come from the CMS, never from the post), the fund contact form only where a fund
// page shows it. So the page is loaded (through the cached content service) and the same
// decisions the view made are made again here: an action never accepts a form the page does not
// show.

import { fundContactForm } from "~/forms/fund/fund-contact";
import { fundFormFor } from "~/forms/fund/fund-forms";
import { multiStepFormFor } from "~/forms/fund/multi-step-forms";
import type { FormDefinition } from "~/forms/parts/form";
import { newsletterPageKind } from "~/forms/parts/page-form-kind";
import { NEWSLETTER_PAGE_FORMS } from "~/forms/theatre/newsletter";
import { theatreFormFor } from "~/forms/theatre/theatre-forms";
import type { Locale } from "~/models/http/locale";
import { PRIVATE_NO_STORE } from "../http/cache-headers.server";
import { contentPath, loadContentPage } from "../screens/content.server";

export async function pageForms(
  request: Request,
  locale: Locale,
  url: string,
  intent: string,
): Promise<FormDefinition[]> {
  const newsletter = newsletterPageKind(url);
  const forms: FormDefinition[] = newsletter ? [NEWSLETTER_PAGE_FORMS[newsletter]] : [];
  if (forms.some((form) => form.intent === intent)) return forms;
  return [...forms, ...(await formsOfPage(request, locale, url))];
}

/**
 * Whether the page takes posts at all, for the `Allow` of an answer that turns a method away
 * (app/services/http/allowed-methods.server.ts): a form of any kind, multi-step ones included.
 */
export async function pageTakesPosts(request: Request, locale: Locale, url: string) {
  if (newsletterPageKind(url)) return true;
  try {
    return (await formsOfPage(request, locale, url)).length > 0;
  } catch (error) {
    // Its only forms are multi-step: it takes posts (see below).
    if (error instanceof Response && error.status === 400) return true;
    throw error;
  }
}

async function formsOfPage(request: Request, locale: Locale, url: string) {
  const outcome = await loadContentPage(
    request,
    locale,
    "general",
    contentPath(locale, "page", url),
  );
  if (outcome.kind !== "page") return [];
  const page = outcome.value;
  const forms: FormDefinition[] = [];
  const drawn = theatreFormFor({ url, premiere: page.premiere, fund: page.fund });
  if (drawn) forms.push(drawn.definition);
  const fundForm = fundFormFor({ url, premiere: page.premiere, fund: page.fund });
  if (fundForm) forms.push(fundForm.definition);
  if (page.fundContact) forms.push(fundContactForm);
  // A page whose only form is a multi-step one takes posts, just not this one: a bad request,
  // not a method the page refuses (its own intent went to multi-step-action.server.ts).
  const facts = {
    url,
    premiere: page.premiere,
    fund: page.fund,
    periodicEndpoint: page.periodicEndpoint,
  };
  if (forms.length === 0 && multiStepFormFor(facts)) {
    throw new Response(null, { status: 400, headers: { "Cache-Control": PRIVATE_NO_STORE } });
  }
  return forms;
}
