// The multi-step forms fund pages carry, by the kind their path gives (app/forms/page-form-kind.ts).
import { donorSignup } from "./donor-signup";
import type { MultiStepConfig } from "./multi-step/config";
import { type FormPageFacts, type MultiStepKind, multiStepKind } from "./page-form-kind";

const FORMS: Record<MultiStepKind, MultiStepConfig> = { donorSignup };

export function multiStepFormFor(page: FormPageFacts): MultiStepConfig | null {
  const kind = multiStepKind(page);
  return kind ? FORMS[kind] : null;
}
