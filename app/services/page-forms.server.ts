// The forms a content page offers, for its action: chosen by the end of the path (forms spec
// §2.1, §2.2) or, for the premiere RSVP, by the page's own flag. That one needs the page itself:
// its start times and its heading (the premiere's name) come from the CMS, never from the post.
import type { FormDefinition } from "~/forms/form";
import { NEWSLETTER_PAGE_FORMS } from "~/forms/newsletter";
import { newsletterPageKind } from "~/forms/page-form-kind";
import { PREMIERE_INTENT } from "~/forms/premiere-rsvp";
import { theatreFormFor } from "~/forms/theatre-forms";
import type { Locale } from "~/models/locale";
import { contentPath, loadContentPage } from "./content.server";

export async function pageForms(
  request: Request,
  locale: Locale,
  url: string,
  intent: string,
): Promise<FormDefinition[]> {
  const forms: FormDefinition[] = [];
  const newsletter = newsletterPageKind(url);
  if (newsletter) forms.push(NEWSLETTER_PAGE_FORMS[newsletter]);
  const bySlug = theatreFormFor({ url, premiere: null });
  if (bySlug) forms.push(bySlug.definition);
  else {
    const premiere = intent === PREMIERE_INTENT ? await premiereForm(request, locale, url) : null;
    if (premiere) forms.push(premiere);
  }
  return forms;
}

async function premiereForm(request: Request, locale: Locale, url: string) {
  const outcome = await loadContentPage(
    request,
    locale,
    "general",
    contentPath(locale, "page", url),
  );
  if (outcome.kind !== "page") return null;
  return theatreFormFor({ url, premiere: outcome.value.premiere })?.definition ?? null;
}
