// The texts each screen's loader sends the browser (app/i18n/texts.ts): the sections its
// components and meta function read beyond the frame's. tests/loader-data.test.ts renders every
// template and fails on a key shown as itself, so a section missing here is caught there. The
// production page picks its own from the parts it draws (views/production/production-texts.ts).
import {
  type FundFormKind,
  fundFormKind,
  type MultiStepKind,
  multiStepKind,
  newsletterPageKind,
  offersTheatreForm,
  theatreFormKind,
} from "~/forms/parts/page-form-kind";
import type { Locale } from "~/models/http/locale";
import type { EventStatus } from "~/models/sales/event-status";
import { messagesFor, textsFor } from "./messages.server";
import type { Messages } from "./nl";
import { FRAME_TEXTS, type TextPath, type Texts } from "./texts";

export const frameTexts = (locale: Locale): Texts => textsFor(locale, FRAME_TEXTS);

const SCREEN_TEXTS = {
  newsList: ["newsList"],
  agenda: ["agenda", "sales"],
  newsletterConfirm: ["forms.confirm"],
  premiereCancel: ["confirmations.cancel"],
  donationReturn: ["donationReturn"],
  premiereConfirm: ["confirmations.premiere", "forms.confirm"],
  panelConfirm: ["confirmations.panel", "forms.confirm"],
  prizeDrawConfirm: ["confirmations.prizeDraw", "forms.confirm"],
} as const satisfies Record<string, readonly TextPath[]>;

export type TextScreen = keyof typeof SCREEN_TEXTS;

/** The texts of a screen whose sections do not depend on its content. */
export const screenTexts = (locale: Locale, screen: TextScreen): Texts =>
  textsFor(locale, SCREEN_TEXTS[screen]);

/**
 * Search: the texts of what this answer draws. A section's error text only when a section failed,
 * the no-results texts only when nothing was found: most answers need neither.
 */
export function searchTexts(locale: Locale, answer: { failed: boolean; empty: boolean }): Texts {
  const parts = (Object.keys(messagesFor(locale).search) as (keyof Messages["search"])[])
    .filter((key) => answer.failed || key !== "sectionErrors")
    .filter((key) => answer.empty || (key !== "noResults" && key !== "noResultsHint"))
    .map((key): TextPath => `search.${key}`);
  return textsFor(locale, [...parts, "sales"]);
}

/** The home screen's texts, whatever its content (the meta description included). */
const HOME_TEXTS = [
  "home.description",
  "home.hero",
  "home.slider.label",
  "home.slider.slide",
  "home.slider.previous",
  "home.slider.next",
  "home.slider.goTo",
  "home.slider.moreInfo",
  "home.calendar.nothingPlanned",
  "home.video",
  "home.calendar.title",
  "home.calendar.previousMonth",
  "home.calendar.nextMonth",
  "home.calendar.shows_one",
  "home.calendar.shows_other",
  "home.calendar.noShows",
  "home.calendar.today",
  "home.calendar.multipleToday",
  "home.calendar.multipleChosen",
  "home.calendar.itemOf",
  "home.calendar.previousItem",
  "home.calendar.nextItem",
  "home.calendar.moreInfo",
  "home.calendar.emptyMonth",
  "home.calendar.toAgenda",
  "home.highlights",
  "home.news",
] as const satisfies readonly TextPath[];

type SalesDrawn = { states: readonly EventStatus[]; newTab: boolean };

const salesPaths = (drawn: SalesDrawn): TextPath[] => [
  ...drawn.states.map((state) => `sales.${state}` as const),
  ...(drawn.newTab ? (["sales.opensInNewTab"] as const) : []),
];

/**
 * Home: the first screen's texts, and of the sales texts only the states its buttons can show
 * and the new-tab note when a link opens one.
 */
export function homeTexts(locale: Locale, drawn: SalesDrawn & { videos: boolean }): Texts {
  const paths: TextPath[] = [...HOME_TEXTS, ...salesPaths(drawn)];
  if (drawn.videos) paths.push("page.video", "page.startVideo");
  return textsFor(locale, paths);
}

/** Where each theatre form keeps its own texts within `theatreForms`. */
const THEATRE_FORM_TEXTS = {
  callback: "theatreForms.callback",
  meeting: "theatreForms.meeting",
  prizeDraw: "theatreForms.prizeDraw",
  businessContact: "theatreForms.business",
  diploma: "theatreForms.diploma",
  panel: "theatreForms.panel",
} as const satisfies Record<string, TextPath>;

/** The fund forms with a money field (app/forms/parts/amount-field.ts); the others do without. */
const MONEY_FORMS: ReadonlySet<FundFormKind | MultiStepKind> = new Set<
  FundFormKind | MultiStepKind
>([
  "oneOffDonation",
  "sustainabilityDonation",
  "accessibilityDonation",
  "donation",
  "companyDonation",
  "musicalDonation",
  "periodicDonation",
]);
function hasMoneyField(page: ContentPageFacts): boolean {
  const kind = fundFormKind(page) ?? multiStepKind(page);
  return kind !== null && MONEY_FORMS.has(kind);
}

type ContentPageFacts = {
  kind: "general" | "news";
  url: string;
  premiere: unknown;
  fund: boolean;
  periodicEndpoint: string | null;
  fundContact: unknown;
  consentChooser: boolean;
};

/**
 * A general page or news item: its sections, and the texts of the one form it carries (decided
 * as page-form-slot.tsx decides which form to draw), so a page without a form sends none.
 */
export function contentPageTexts(locale: Locale, page: ContentPageFacts): Texts {
  const paths: TextPath[] = ["page", "newsList.readMore"];
  if (page.consentChooser) paths.push("consent.chooser");
  if (page.kind === "general") {
    const theatre = offersTheatreForm(page);
    const multiStep = multiStepKind(page) !== null;
    const fund = fundFormKind(page) !== null || multiStep;
    const fields = theatre || fund || page.fundContact;
    // The frame has the engine's own texts and the footer sign-up's; a form adds its messages.
    if (fields || newsletterPageKind(page.url)) paths.push("forms.errors");
    if (newsletterPageKind(page.url)) paths.push("forms.newsletter");
    if (multiStep) paths.push("forms.multiStep", "forms.donor");
    // The person fields and choice texts every theatre and fund form shares (field-control.tsx).
    if (fields) paths.push("theatreForms.fields", "theatreForms.choose", "theatreForms.onlyWhen");
    if (theatre) {
      const kind = theatreFormKind(page.url);
      paths.push(kind ? THEATRE_FORM_TEXTS[kind] : "theatreForms.premiere");
    }
    if (fund) paths.push("donationForms");
    if (hasMoneyField(page)) paths.push("amounts");
    if (page.fundContact) paths.push("fundForms");
  }
  return textsFor(locale, paths);
}
