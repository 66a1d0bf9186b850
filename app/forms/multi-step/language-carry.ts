// A multi-step form survives the language switch (issue 37.8): on a page with one, the switch is
// a submit button of that form (its `form` attribute) that posts every answer so far and the step
// to the other language's page with nav=stay, where the same step is drawn with the answers and
// nothing is checked or sent (navigation.ts STAY_NAV). It works the same without JavaScript, which
// a link could not: a link cannot carry what was typed. With JavaScript the switch sends the same
// post as a navigation (components/shell/language-switch.tsx), and plain links stay links when
// nothing has been typed yet. Kept free of the forms' schemas: the header asks on every page.
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
