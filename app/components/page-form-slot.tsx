// Where a content page's form goes. Its code (conform, valibot, the schemas) is a chunk of its
// own that only pages with a form load; the server still renders the form in place, so it works
// as a plain POST until the chunk has arrived (see lazy-component.tsx).
import { Suspense } from "react";
import { hasPageForm } from "~/forms/page-form-kind";
import { lazyComponent } from "./lazy-component";

export type FormPageRef = {
  url: string;
  premiere: { heading: string; startTimes: readonly string[] } | null;
  fund: boolean;
  periodicEndpoint: string | null;
};

const PageForms = lazyComponent(() => import("./page-forms").then((module) => module.PageForms));

export function PageFormSlot({ page }: { page: FormPageRef }) {
  if (!hasPageForm(page)) return null;
  return (
    <Suspense fallback={null}>
      <PageForms page={page} />
    </Suspense>
  );
}
