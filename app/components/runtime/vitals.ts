// The always-loaded half of real-visitor vitals: it records which route each address of this
// document showed and, once the visitor's consent allows vitals, fetches ./vitals-reporter (the
// web-vitals library with it) as a chunk of its own after hydration.
import { useLocation, useMatches } from "@remix-run/react";
import { useEffect } from "react";
import { currentChoice, vitalsAllowed } from "~/models/consent/vitals-consent";

/** One document's page views; the measurement starts once, whatever their number. */
const pages = {
  started: false,
  landingRouteId: "",
  routesByPath: new Map<string, string>(),
};

const allowed = () => vitalsAllowed(currentChoice(() => window.localStorage, document.cookie));

/**
 * Records the route id of every page shown in this document and starts the measurement when
 * consent allows it: at load, or on a later page after the visitor accepted.
 */
export function useVitals(): void {
  const matches = useMatches();
  const routeId = matches[matches.length - 1]?.id ?? "root";
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page shown, read from window
  useEffect(() => {
    if (!pages.landingRouteId) pages.landingRouteId = routeId;
    pages.routesByPath.set(window.location.pathname, routeId);
    if (pages.started || !allowed()) return;
    pages.started = true;
    import("./vitals-reporter").then(
      ({ startVitals }) => startVitals(pages, allowed),
      // The chunk did not load (offline, a deploy replaced it): this document goes unmeasured.
      () => undefined,
    );
  }, [routeId, pathname]);
}
