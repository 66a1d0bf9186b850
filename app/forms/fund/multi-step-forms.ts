// The multi-step forms fund pages carry, by the kind their path gives (app/forms/parts/page-form-kind.ts).

import type { MultiStepConfig } from "../multi-step/config";
import { type FormPageFacts, type MultiStepKind, multiStepKind } from "../parts/page-form-kind";
import { donorSignup } from "./donor-signup";
import { party } from "./party";
import { PERIODIC_DONATION_INTENT, periodicDonation } from "./periodic-donation";

const FORMS: Record<Exclude<MultiStepKind, "periodicDonation">, MultiStepConfig> = {
  donorSignup,
  party,
};

export function multiStepFormFor(page: FormPageFacts): MultiStepConfig | null {
  const kind = multiStepKind(page);
  if (kind === "periodicDonation" && page.periodicEndpoint) {
    return periodicDonation(page.periodicEndpoint);
  }
  return kind && kind !== "periodicDonation" ? FORMS[kind] : null;
}

/** The intents of every multi-step form: a post with another intent is not for them. */
export const MULTI_STEP_INTENTS: ReadonlySet<string> = new Set([
  ...Object.values(FORMS).map((config) => config.intent),
  PERIODIC_DONATION_INTENT,
]);
