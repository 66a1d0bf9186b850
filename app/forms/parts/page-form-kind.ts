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

/** The fund's one-page forms (app/forms/fund/fund-forms.ts). */
export type FundFormKind =
  | "oneOffDonation"
  | "sustainabilityDonation"
  | "accessibilityDonation"
  | "donation"
  | "companyDonation"
  | "musicalDonation"
  | "partnerSignup";

const FUND_SLUGS: Record<string, FundFormKind> = {
  "eenmalige-donatie": "oneOffDonation",
  "one-off-donation": "oneOffDonation",
  "duurzaamheid-eenmalige-donatie": "sustainabilityDonation",
  "sustainability-one-off-donation": "sustainabilityDonation",
  "toegankelijkheid-eenmalige-donatie": "accessibilityDonation",
  "accessibility-one-off-donation": "accessibilityDonation",
  // The spec names the payment donation's fields, not its page: ours is doneren / donate.
  doneren: "donation",
  donate: "donation",
  cultuurverbindt: "companyDonation",
  cultureconnects: "companyDonation",
  // The promoted musical's donation page (the spec does not name it either).
  "de-grote-musical-doneren": "musicalDonation",
  "de-grote-musical-donate": "musicalDonation",
  "inschrijfformulier-partner": "partnerSignup",
  "partner-sign-up-form": "partnerSignup",
};

/** Pages with a multi-step form (app/forms/fund/multi-step-forms.ts). */
export type MultiStepKind = "donorSignup" | "party" | "periodicDonation";
const MULTI_STEP_SLUGS: Record<string, MultiStepKind> = {
  "word-donateur": "donorSignup",
  "become-a-donor": "donorSignup",
  // The spec: "party (Dutch and English)"; the page is /pagina/party and /en/page/party.
  party: "party",
};

export const lastSegment = (url: string) => url.replace(/\/+$/, "").split("/").pop() ?? "";

export const newsletterPageKind = (url: string): NewsletterPageKind | null =>
  NEWSLETTER_SLUGS[lastSegment(url)] ?? null;

export const theatreFormKind = (url: string): TheatreFormKind | null =>
  THEATRE_SLUGS[lastSegment(url)] ?? null;

/** What decides a page's forms besides its path. */
export type FormPageFacts = {
  url: string;
  premiere: unknown;
  fund: boolean;
  /** The periodic donation agreement's endpoint, when the page shows that form (CMS field). */
  periodicEndpoint?: string | null;
};

/** The theatre forms (by path or premiere flag) belong to the theatre variant only. */
export const offersTheatreForm = (page: FormPageFacts) =>
  !page.fund && (theatreFormKind(page.url) !== null || page.premiere !== null);

/** The multi-step forms here are the fund's (donor sign-up, party): on the fund variant only. */
export const multiStepKind = (page: FormPageFacts): MultiStepKind | null => {
  if (!page.fund) return null;
  if (page.periodicEndpoint) return "periodicDonation";
  return MULTI_STEP_SLUGS[lastSegment(page.url)] ?? null;
};

/** The fund's one-page forms: on the fund variant only. */
export const fundFormKind = (page: FormPageFacts): FundFormKind | null =>
  page.fund ? (FUND_SLUGS[lastSegment(page.url)] ?? null) : null;

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
