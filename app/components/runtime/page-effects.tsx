// What root does after every page is shown: page views and sales-click events for the data
// layer, the page-view id on followed sales links, the referral code's copy in sessionStorage,
// real-visitor vitals, hash scrolling, focus after a client-side navigation and the video
// overlay's click listener (a video link clicked before it arrives opens the video platform,
// as without JavaScript). None of it draws anything or is needed to hydrate, so it is a chunk
// of its own, fetched once the page has hydrated (PageEffectsSlot in ./on-demand), not part of
// the code every page names in its HTML. A pageView therefore reaches the data layer a moment
// after hydration, still with the title and address of the page it counts; a sales link
// followed before then goes without a view id, as it does without JavaScript.
import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { pushToDataLayer, trackEvent } from "~/components/runtime/analytics";
import { pageViewEvent } from "~/models/consent/data-layer";
import { VideoOverlay } from "../ui/video-overlay";
import { useReferralMirror } from "./client-effects";
import { useFocusOnNavigation, useHashScroll } from "./navigation-effects";
import { useSalesViewIds } from "./sales-view-ids";
import { useVitals } from "./vitals";

export function PageEffects() {
  useHashScroll();
  useFocusOnNavigation();
  usePageViews();
  useSalesClickEvents();
  useSalesViewIds();
  useReferralMirror();
  useVitals();
  return <VideoOverlay />;
}

/** A pageView on the first load and after every client-side navigation (§7.5). */
function usePageViews(): void {
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
function useSalesClickEvents(): void {
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
