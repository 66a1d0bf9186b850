// The newsletter forms (forms spec §2.1, §3.1, §4.1, §5.2, §7.1): the footer sign-up, the
// subscribe and unsubscribe pages and the service-mail unsubscribe page.
import * as v from "valibot";
import type { Locale } from "~/models/locale";
import { requiredEmail } from "./email";
import type { FormDefinition, FormOutcome } from "./form";
import { NEWSLETTER_FOOTER_INTENT } from "./newsletter-light";

/** Kinds offered on the page forms; 'all' stands for the general newsletter list. */
export const NEWSLETTER_KINDS = [
  "new_in_sales",
  "bookings_for_groups",
  "servicemail_en",
  "all",
] as const;
export type NewsletterKind = (typeof NEWSLETTER_KINDS)[number] | "servicemail" | "fund";

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

/** The status field decides (§4.1): 'expired' → expired, any other → success, none → failure. */
export function newsletterOutcome(answer: unknown): FormOutcome {
  if (typeof answer !== "object" || answer === null || !("status" in answer)) return "failure";
  const status = (answer as { status: unknown }).status;
  if (typeof status !== "string" || status === "") return "failure";
  return status === "expired" ? "expired" : "success";
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
const footerSchema = v.object({ email: requiredEmail });

const toPayload = (
  value: { email: string; lists?: readonly string[] },
  locale: Locale,
): NewsletterPayload => ({
  email: value.email,
  subscriptions: [...new Set((value.lists ?? ["all"]).map((kind) => newsletterList(kind, locale)))],
});

export const newsletterSubscribe = {
  intent: "newsletter-subscribe",
  schema: pageSchema,
  method: "POST",
  endpoint: "/api/services/newsletter/subscribe",
  payload: toPayload,
  outcome: newsletterOutcome,
} satisfies FormDefinition<typeof pageSchema>;

export const newsletterUnsubscribe = {
  intent: "newsletter-unsubscribe",
  schema: pageSchema,
  method: "POST",
  endpoint: "/api/services/newsletter/unsubscribe",
  payload: toPayload,
  outcome: newsletterOutcome,
} satisfies FormDefinition<typeof pageSchema>;

export const servicemailUnsubscribe = {
  intent: "servicemail-unsubscribe",
  schema: servicemailSchema,
  method: "POST",
  endpoint: "/api/services/newsletter/unsubscribe",
  payload: toPayload,
  outcome: newsletterOutcome,
} satisfies FormDefinition<typeof servicemailSchema>;

/** The footer block: only an e-mail, for the general list of the page's language. */
export const newsletterFooter = {
  intent: NEWSLETTER_FOOTER_INTENT,
  schema: footerSchema,
  method: "POST",
  endpoint: "/api/services/newsletter/subscribe",
  payload: toPayload,
  outcome: newsletterOutcome,
} satisfies FormDefinition<typeof footerSchema>;

export { type NewsletterPageKind, newsletterPageKind } from "./page-form-kind";

export const NEWSLETTER_PAGE_FORMS = {
  subscribe: newsletterSubscribe,
  unsubscribe: newsletterUnsubscribe,
  servicemail: servicemailUnsubscribe,
} as const;
