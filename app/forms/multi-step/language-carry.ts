// A multi-step form survives the language switch (issue 37.8): the step and every answer so far
// are posted to the other language's page with nav=stay, where the same step is drawn with the
// answers and nothing is checked or sent (navigation.ts STAY_NAV). With JavaScript the header's
// switch (a link) sends that post as a navigation (components/shell/language-switch.tsx); without
// it the form's own button does (LanguageCarryButton), since a link cannot carry what was typed and
// a submit button of the form in the header would be the one Enter presses. Kept free of the
// forms' schemas: the header asks on every page.
import { type FormPageFacts, type MultiStepKind, multiStepKind } from "../parts/page-form-kind";

/** The button field and value of the switch's post (config.ts NAV_FIELD; a test keeps them equal). */
export const CARRY_NAV_FIELD = "nav";
export const STAY_NAV = "stay";

/** Each multi-step form's element id, its intent (checked against the configs in a test). */
export const MULTI_STEP_FORM_IDS: Record<MultiStepKind, string> = {
  donorSignup: "donor-signup",
  party: "party",
  periodicDonation: "periodic-donation",
};

/** The id of the multi-step form a page carries, or null when it has none. */
export function multiStepFormIdOf(page: unknown): string | null {
  if (!isFormPage(page)) return null;
  const kind = multiStepKind(page);
  return kind ? MULTI_STEP_FORM_IDS[kind] : null;
}

function isFormPage(page: unknown): page is FormPageFacts {
  if (typeof page !== "object" || page === null) return false;
  const facts = page as Record<string, unknown>;
  return typeof facts.url === "string" && typeof facts.fund === "boolean";
}
