// The newsletter forms (forms spec §2.1, §3.1, §4.1, §5.2, §7.1): the footer sign-up, the
// subscribe and unsubscribe pages and the service-mail unsubscribe page.
import * as v from "valibot";
import type { Locale } from "~/models/http/locale";
import { requiredEmail } from "../parts/email";
import type { FormDefinition } from "../parts/form";
import { statusOutcome } from "../parts/outcomes";
import { text } from "../parts/schema-parts";
import { FUND_LIST, NEWSLETTER_FOOTER_INTENT } from "./newsletter-light";

/** Kinds offered on the page forms; 'all' stands for the general newsletter list. */
export const NEWSLETTER_KINDS = [
  "new_in_sales",
  "bookings_for_groups",
  "servicemail_en",
  "all",
] as const;

/** The list identifier the CMS knows for a kind in a language (§3.1). */
export function newsletterList(kind: string, locale: Locale): string {
  const servicemail = kind === "servicemail" || kind === "servicemail_en";
  const fund = kind === "fund" || kind === "carrefonds";
  if (locale === "en") {
    if (kind === "new_in_sales" || kind === "bookings_for_groups") return kind;
    if (servicemail) return "servicemail_en";
    if (fund) return "carrefonds_en";
    return "newsletter";
  }
  if (kind === "new_in_sales") return "nieuw_in_verkoop";
  if (kind === "bookings_for_groups") return "boekingen_voor_groepen";
  if (servicemail) return "servicemail_nl";
  if (fund) return "carrefonds_nl";
  return "nieuwsbrief";
}

export type NewsletterPayload = { email: string; subscriptions: string[] };

const lists = <K extends string>(kinds: readonly [K, ...K[]]) =>
  v.pipe(
    v.optional(
      v.array(v.picklist(kinds, "forms.errors.listsRequired"), "forms.errors.listsRequired"),
      [],
    ),
    v.minLength(1, "forms.errors.listsRequired"),
  );

const pageSchema = v.object({ email: requiredEmail, lists: lists(NEWSLETTER_KINDS) });
const servicemailSchema = v.object({ email: requiredEmail, lists: lists(["servicemail"]) });
const footerSchema = v.object({ email: requiredEmail, list: text(false, 20) });

type NewsletterInput = { email: string; lists?: readonly string[] };

const toPayload = (value: NewsletterInput, locale: Locale): NewsletterPayload => ({
  email: value.email,
  subscriptions: [...new Set((value.lists ?? ["all"]).map((kind) => newsletterList(kind, locale)))],
});

/** A newsletter form: POST to the service's subscribe or unsubscribe call, outcome by status. */
function newsletterForm<S extends v.GenericSchema<unknown, NewsletterInput>>(
  intent: string,
  schema: S,
  call: "subscribe" | "unsubscribe",
): FormDefinition<S> {
  return {
    intent,
    schema,
    method: "POST",
    endpoint: `/api/services/newsletter/${call}`,
    payload: toPayload,
    outcome: statusOutcome,
  };
}

export const newsletterSubscribe = newsletterForm("newsletter-subscribe", pageSchema, "subscribe");
export const newsletterUnsubscribe = newsletterForm(
  "newsletter-unsubscribe",
  pageSchema,
  "unsubscribe",
);
export const servicemailUnsubscribe = newsletterForm(
  "servicemail-unsubscribe",
  servicemailSchema,
  "unsubscribe",
);
/** The footer block: only an e-mail, for the general list of the page's language, or the fund's. */
export const newsletterFooter: FormDefinition<typeof footerSchema> = {
  ...newsletterForm(NEWSLETTER_FOOTER_INTENT, footerSchema, "subscribe"),
  payload: (value, locale) =>
    toPayload({ email: value.email, lists: [value.list === FUND_LIST ? "fund" : "all"] }, locale),
};

export { type NewsletterPageKind, newsletterPageKind } from "../parts/page-form-kind";

export const NEWSLETTER_PAGE_FORMS = {
  subscribe: newsletterSubscribe,
  unsubscribe: newsletterUnsubscribe,
  servicemail: servicemailUnsubscribe,
} as const;
