// Real-visitor vitals (LCP, INP, CLS) as the tag manager receives them: the event's shape, its
// rounding and which page view a value belongs to (whether the visitor allows them at all is in
// ./vitals-consent). Pure: the browser module (components/runtime/vitals-reporter.ts) hands in what the
// web-vitals library reported.
import type { DataLayerEntry } from "./data-layer";

export const VITALS_EVENT = "webVitals";
export const VITAL_NAMES = ["LCP", "INP", "CLS"] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** The part of a web-vitals Metric the event reads. */
export type VitalReport = {
  name: string;
  value: number;
  rating: string;
  id: string;
  navigationType?: string;
  navigationURL?: string;
};

/** Milliseconds for LCP and INP; CLS is a unitless score, kept to four decimals. */
export function roundVital(name: VitalName, value: number): number {
  if (name === "CLS") return Math.round(value * 10_000) / 10_000;
  return Math.round(value);
}

const isVitalName = (name: string): name is VitalName =>
  (VITAL_NAMES as readonly string[]).includes(name);

function pathOf(href: string | undefined): string | null {
  if (!href) return null;
  try {
    return new URL(href).pathname;
  } catch {
    return null;
  }
}

/**
 * The route of the page view a value belongs to. A value of a soft navigation names the address
 * it measured (possibly a page the visitor has already left), looked up among the addresses this
 * document showed. Every other value belongs to the page the document was loaded with: without
 * soft-navigation support web-vitals measures the document as one page view, and the address it
 * gives then is the document's current one, not the one loaded.
 */
export function routeIdFor(
  report: Pick<VitalReport, "navigationType" | "navigationURL">,
  routesByPath: ReadonlyMap<string, string>,
  landingRouteId: string,
): string {
  if (report.navigationType !== "soft-navigation") return landingRouteId;
  const path = pathOf(report.navigationURL);
  return (path && routesByPath.get(path)) || landingRouteId;
}

/**
 * The data-layer entry for one report, or null when it is not one of the three vitals or not
 * a finite number. web-vitals gives every page view's metric its own id (a new one after a
 * back/forward-cache restore or a soft navigation), so `sent` holds the ids already pushed and
 * a value is pushed once per page view even when the library reports it again.
 */
export function vitalsEvent(
  report: VitalReport,
  routeId: string,
  sent: Set<string>,
): DataLayerEntry | null {
  if (!isVitalName(report.name) || !Number.isFinite(report.value)) return null;
  const key = `${report.name}:${report.id}`;
  if (sent.has(key)) return null;
  sent.add(key);
  return {
    event: VITALS_EVENT,
    webVitals: {
      name: report.name,
      value: roundVital(report.name, report.value),
      rating: report.rating,
      id: report.id,
      routeId,
      navigationType: report.navigationType ?? "navigate",
    },
  };
}
