// The measuring half of real-visitor vitals: web-vitals' LCP, INP and CLS into the data layer
// (app/models/consent/vitals.ts says what is pushed and when). Fetched as its own chunk by ./vitals
// after hydration, and only for a visitor whose consent allows vitals, so neither the library
// nor this code is part of any page's first-load JavaScript.
import { onCLS, onINP, onLCP } from "web-vitals";
import { pushToDataLayer } from "~/components/runtime/analytics";
import { routeIdFor, type VitalReport, vitalsEvent } from "~/models/consent/vitals";

/** What the always-loaded half records about this document's page views. */
export type PageViews = {
  landingRouteId: string;
  routesByPath: ReadonlyMap<string, string>;
};

export function startVitals(pages: PageViews, allowed: () => boolean): void {
  const sent = new Set<string>();
  const report = (metric: VitalReport) => {
    // Asked again at every report: a choice withdrawn on the cookie page stops the next push.
    if (!allowed()) return;
    const routeId = routeIdFor(metric, pages.routesByPath, pages.landingRouteId);
    const entry = vitalsEvent(metric, routeId, sent);
    if (entry) pushToDataLayer(entry);
  };
  // Browsers that expose soft navigations (Chromium 151+) report each client-side page view on
  // its own; the others report the document as one page view.
  const options = { reportSoftNavs: true };
  onLCP(report, options);
  onINP(report, options);
  onCLS(report, options);
}
