// A theatre form on its page (forms spec §2.2, §2.6): by the end of the path, or the premiere
// RSVP by the page's flag. A chunk of its own (see page-form-slot.tsx).
import { useSearchParams } from "@remix-run/react";
import { useMemo } from "react";
import { premiereDefaults } from "~/forms/theatre/premiere-rsvp";
import { theatreFormFor } from "~/forms/theatre/theatre-forms";
import type { FormPageRef } from "../content/page-form-slot";
import { FieldForm } from "./field-form";

export function TheatrePageForm({ page }: { page: FormPageRef }) {
  const [search] = useSearchParams();
  const drawn = useMemo(() => theatreFormFor(page), [page]);
  if (!drawn) return null;
  return <FieldForm form={drawn} defaults={page.premiere ? premiereDefaults(search) : undefined} />;
}
