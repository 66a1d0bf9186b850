// The browser side of analytics (forms spec §7.5): the data layer the tag manager reads. The
// document's head creates it and sets Google consent defaults (app/models/consent/tag-manager.ts); this module
// only pushes. Without the tag manager (no GTM_ID) the pushes stay in the array, harmless.
import { useEffect } from "react";
import { type ConsentChoice, googleConsent } from "~/models/consent/consent";
import { type CustomEvent, customEvent, type DataLayerEntry } from "~/models/consent/data-layer";

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
