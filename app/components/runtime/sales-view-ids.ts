// The page-view id the ticket shop gets on sales links (view_id) is made here, in the browser,
// when a link is followed: the server's HTML holds no per-visitor value, so one copy of a page
// can go to every visitor (docs/decisions/0027-shared-anonymous-documents.md). Which links get
// it is the server's rule (viewedSalesHref, app/models/sales/referral.ts). Without JavaScript no
// analytics runs, so a link followed then needs no id.
import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { uuidFromBytes, viewedSalesHref } from "~/models/sales/referral";
import { useSite } from "../shell/site-context";

function newViewId(): string {
  // randomUUID exists only in secure contexts (https, localhost); getRandomValues everywhere.
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return uuidFromBytes(crypto.getRandomValues(new Uint8Array(16)));
}

/**
 * One id per page view (a load, or a client-side navigation to another address: the moments
 * usePageViews counts), put on a sales link as it is followed. One listener on the document,
 * in the capture phase, so every link on every screen counts, those rendered later included,
 * and before any handler of the link's own. A click covers the mouse, touch and a keyboard's
 * Enter; auxclick the middle button (a new tab).
 */
export function useSalesViewIds(): void {
  const { salesParamHosts } = useSite();
  const { pathname, search } = useLocation();
  const viewId = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page view, a new id
  useEffect(() => {
    viewId.current = newViewId();
  }, [pathname, search]);

  useEffect(() => {
    if (salesParamHosts.length === 0) return;
    const stamp = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      viewId.current ??= newViewId();
      const href = viewedSalesHref(link.href, viewId.current, salesParamHosts);
      // The browser follows the address the link holds once the event is dispatched.
      if (href !== link.href) link.href = href;
    };
    const types = ["click", "auxclick"] as const;
    for (const type of types) document.addEventListener(type, stamp, true);
    return () => {
      for (const type of types) document.removeEventListener(type, stamp, true);
    };
  }, [salesParamHosts]);
}
