// A fund form of one page on its page (forms spec §2.2): donations and the partner sign-up.
// A chunk of its own (see page-form-slot.tsx).
import { useMemo } from "react";
import { fundFormFor } from "~/forms/fund/fund-forms";
import type { FormPageRef } from "../content/page-form-slot";
import { FieldForm } from "./field-form";

export function FundPageForm({ page }: { page: FormPageRef }) {
  const drawn = useMemo(() => fundFormFor(page), [page]);
  return drawn && <FieldForm form={drawn} />;
}
