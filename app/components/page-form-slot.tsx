// Where a content page's form goes. The server renders it in place; in the browser its code is a
// separate chunk: while it loads, hydration keeps the server's HTML of the form (a plain POST
// still works), then the form becomes interactive. Pages without a form never load it.
import { lazy, Suspense } from "react";
import { hasPageForm } from "~/forms/page-form-kind";
import * as ssr from "./page-forms-ssr.server";

export type FormPageRef = {
  url: string;
  premiere: { heading: string; startTimes: readonly string[] } | null;
};

const LazyPageForms = lazy(() =>
  import("./page-forms").then((module) => ({ default: module.PageForms })),
);

export function PageFormSlot({ page }: { page: FormPageRef }) {
  if (!hasPageForm(page)) return null;
  const Forms = typeof document === "undefined" ? ssr.PageForms : LazyPageForms;
  return (
    <Suspense fallback={null}>
      <Forms page={page} />
    </Suspense>
  );
}
