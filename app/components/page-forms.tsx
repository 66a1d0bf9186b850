// The form a content page carries (forms spec §2.1, §2.2, §2.6): a newsletter form, a theatre or
// fund form (one page or multi-step) by the end of its path, or the premiere RSVP by its flag. Loaded through PageFormSlot so
// only pages with a form pay for conform and the schemas.
import { useSearchParams } from "@remix-run/react";
import { useMemo } from "react";
import { fundFormFor } from "~/forms/fund-forms";
import { multiStepFormFor } from "~/forms/multi-step-forms";
import { newsletterPageKind } from "~/forms/newsletter";
import { premiereDefaults } from "~/forms/premiere-rsvp";
import { theatreFormFor } from "~/forms/theatre-forms";
import { FieldForm } from "./field-form";
import { MultiStepForm } from "./multi-step-form";
import { NewsletterPageForm } from "./newsletter-page-form";
import type { FormPageRef } from "./page-form-slot";

export function PageForms({ page }: { page: FormPageRef }) {
  const [search] = useSearchParams();
  const drawn = useMemo(() => theatreFormFor(page), [page]);
  const newsletter = newsletterPageKind(page.url);
  const multiStep = multiStepFormFor(page);
  const fundForm = useMemo(() => fundFormFor(page), [page]);
  return (
    <>
      {multiStep && <MultiStepForm config={multiStep} />}
      {newsletter && <NewsletterPageForm kind={newsletter} />}
      {fundForm && <FieldForm form={fundForm} />}
      {drawn && (
        <FieldForm form={drawn} defaults={page.premiere ? premiereDefaults(search) : undefined} />
      )}
    </>
  );
}
