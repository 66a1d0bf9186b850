// The multi-step forms pages carry, by the kind their path gives (app/forms/page-form-kind.ts).
import { donorSignup } from "./donor-signup";
import type { MultiStepConfig } from "./multi-step/config";
import { type MultiStepKind, multiStepKind } from "./page-form-kind";

const FORMS: Record<MultiStepKind, MultiStepConfig> = { donorSignup };

export function multiStepFormFor(url: string): MultiStepConfig | null {
  const kind = multiStepKind(url);
  return kind ? FORMS[kind] : null;
}
