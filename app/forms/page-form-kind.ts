// Which form a content page carries, by the last segment of its path (forms spec §2.1, §2.2), the
// premiere flag (§2.6) and the fund variant (§2, §6: theatre forms on the theatre site only, the
// fund contact form on the fund site only). Kept free of schemas: every content page asks, few
// have a form. The page view and the page action both decide through here, so they agree.
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

/** What decides a page's forms besides its path. */
export type FormPageFacts = { url: string; premiere: unknown; fund: boolean };

/** The theatre forms (by path or premiere flag) belong to the theatre variant only. */
export const offersTheatreForm = (page: FormPageFacts) =>
  !page.fund && (theatreFormKind(page.url) !== null || page.premiere !== null);

/** Whether the path names a multi-step form (the page decides whether it shows it). */
export const multiStepSlug = (url: string): boolean => lastSegment(url) in MULTI_STEP_SLUGS;

/** The multi-step forms here are the fund's (donor sign-up): on the fund variant only. */
export const multiStepKind = (page: FormPageFacts): MultiStepKind | null =>
  page.fund ? (MULTI_STEP_SLUGS[lastSegment(page.url)] ?? null) : null;

export const hasPageForm = (page: FormPageFacts) =>
  newsletterPageKind(page.url) !== null || offersTheatreForm(page) || multiStepKind(page) !== null;

/** Sidebar item id where the CMS places the fund contact form (forms spec §2.2). */
export const FUND_CONTACT_SIDEBAR_ID = "FONDS_CONTACT_FORM";

/**
 * Where a fund page shows the fund contact form: in place of its FONDS_CONTACT_FORM sidebar item,
 * or, on the contact page, as the whole sidebar (the "call-me-back form", spec §2). Never on the
 * theatre variant.
 */
export type FundContactPlace = "sidebarItem" | "wholeSidebar";

export function fundContactPlace(page: {
  url: string;
  fund: boolean;
  sidebarIds: readonly (string | null)[];
}): FundContactPlace | null {
  if (!page.fund) return null;
  if (lastSegment(page.url) === "contact") return "wholeSidebar";
  return page.sidebarIds.includes(FUND_CONTACT_SIDEBAR_ID) ? "sidebarItem" : null;
}
