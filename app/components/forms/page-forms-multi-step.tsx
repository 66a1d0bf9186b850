// A multi-step form on its page (forms spec §3.3): the donor sign-up, the party and the
// periodic donation agreement (with its IBAN check). A chunk of its own (see page-form-slot.tsx).
import { useMemo } from "react";
import { multiStepFormFor } from "~/forms/fund/multi-step-forms";
import type { FormPageRef } from "../content/page-form-slot";
import { MultiStepForm } from "./multi-step-form";

export function MultiStepPageForm({ page }: { page: FormPageRef }) {
  const config = useMemo(() => multiStepFormFor(page), [page]);
  return config && <MultiStepForm config={config} />;
}
