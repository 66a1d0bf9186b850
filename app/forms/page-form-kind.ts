// Which form a content page carries, by the last segment of its path (forms spec §2.1, §2.2) or
// the premiere flag (§2.6). Kept free of schemas: every content page asks, few have a form.
export type NewsletterPageKind = "subscribe" | "unsubscribe" | "servicemail";
export type TheatreFormKind =
  | "callback"
  | "meeting"
  | "prizeDraw"
  | "businessContact"
  | "diploma"
  | "panel";

const NEWSLETTER_SLUGS: Record<string, NewsletterPageKind> = {
  "aanmelden-nieuwsbrief": "subscribe",
  newsletter: "subscribe",
  "afmelden-nieuwsbrief": "unsubscribe",
  unsubscribe: "unsubscribe",
  "afmelden-servicemailing": "servicemail",
  "unsubscribe-servicemailings": "servicemail",
};

const THEATRE_SLUGS: Record<string, TheatreFormKind> = {
  terugbelverzoek: "callback",
  "callback-request": "callback",
  "zakelijk-reserveren-formulier": "meeting",
  "cultuurbank-oscar": "prizeDraw",
  "zakelijk-contact": "businessContact",
  "sales-contact": "businessContact",
  "c-diploma": "diploma",
  bezoekerspanel: "panel",
  "visitor-panel": "panel",
};

/** Pages with a multi-step form (app/forms/multi-step-forms.ts). */
export type MultiStepKind = "donorSignup";
const MULTI_STEP_SLUGS: Record<string, MultiStepKind> = {
  "word-donateur": "donorSignup",
  "become-a-donor": "donorSignup",
};

export const lastSegment = (url: string) => url.replace(/\/+$/, "").split("/").pop() ?? "";

export const newsletterPageKind = (url: string): NewsletterPageKind | null =>
  NEWSLETTER_SLUGS[lastSegment(url)] ?? null;

export const theatreFormKind = (url: string): TheatreFormKind | null =>
  THEATRE_SLUGS[lastSegment(url)] ?? null;

export const multiStepKind = (url: string): MultiStepKind | null =>
  MULTI_STEP_SLUGS[lastSegment(url)] ?? null;

export const hasPageForm = (page: { url: string; premiere: unknown }) =>
  multiStepKind(page.url) !== null ||
  newsletterPageKind(page.url) !== null ||
  theatreFormKind(page.url) !== null ||
  page.premiere !== null;
