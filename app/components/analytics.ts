// The browser side of analytics (forms spec §7.5): the data layer the tag manager reads. The
// document's head creates it and sets Google consent defaults (app/models/tag-manager.ts); this module
// only pushes. Without the tag manager (no GTM_ID) the pushes stay in the array, harmless.
import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { type ConsentChoice, googleConsent } from "~/models/consent";
import {
  type CustomEvent,
  customEvent,
  type DataLayerEntry,
  pageViewEvent,
} from "~/models/data-layer";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function layer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

export function pushToDataLayer(entry: DataLayerEntry): void {
  layer().push(entry);
}

export function trackEvent(event: CustomEvent): void {
  pushToDataLayer(customEvent(event));
}

/** gtag() as Google defines it: consent commands must reach the data layer as `arguments`. */
function gtag(..._args: unknown[]): void {
  // biome-ignore lint/complexity/noArguments: consent mode reads an Arguments object, not an array
  layer().push(arguments);
}

export function updateGoogleConsent(choice: ConsentChoice): void {
  gtag("consent", "update", googleConsent(choice));
}

/** A pageView on the first load and after every client-side navigation (§7.5). */
export function usePageViews(): void {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one page view per address
  useEffect(() => {
    pushToDataLayer(pageViewEvent(document.title, window.location.href));
  }, [pathname, search]);
}

/**
 * Clicks on sales buttons anywhere on the page, as one delegated listener: the buttons are plain
 * links in many components and need no code of their own.
 */
export function useSalesClickEvents(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a.sales-button");
      if (!(link instanceof HTMLAnchorElement)) return;
      trackEvent({
        category: "tickets",
        action: "sales button click",
        label: link.dataset.analyticsLabel ?? document.title,
        value: link.textContent?.trim() ?? "",
      });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
}

/**
 * One event per form answer (§7.5): 'success', 'failure' or 'expired', labelled with the form.
 * Keyed on the answer object, so a re-render does not count it twice; a no-JS answer counts on
 * the page that shows it.
 */
export function useFormOutcomeEvent(
  form: string,
  outcome: string | null | undefined,
  answer: unknown,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one event per answer
  useEffect(() => {
    if (!outcome || outcome === "invalid") return;
    trackEvent({ category: "form", action: outcome, label: form });
  }, [answer]);
}
