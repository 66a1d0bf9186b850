// Scrolling to a URL's hash and moving focus after a client-side navigation: root's page
// effects (./page-effects), fetched after hydration.
import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

const HASH_RETRY_MS = 500;
const HASH_MAX_TRIES = 30;

/**
 * A URL hash scrolls to its element, retrying every 500 ms up to 30 times: content such as
 * play dates may render after the first paint.
 */
export function useHashScroll() {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run on every navigation (key)
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    let tries = 0;
    const attempt = () => {
      const element = document.getElementById(id);
      if (element) {
        element.scrollIntoView();
        return true;
      }
      tries += 1;
      return tries >= HASH_MAX_TRIES;
    };
    if (attempt()) return;
    const timer = window.setInterval(() => {
      if (attempt()) window.clearInterval(timer);
    }, HASH_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [hash, key]);
}

/**
 * After a client-side navigation to another page, focus moves to the page's main heading (or
 * the main landmark) so keyboard and screen-reader users start on the new page, as they would
 * after a full load, instead of on <body>. Changes of the query alone (filters, search as you
 * type) keep focus where it is.
 */
export function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target =
      document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("main");
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  }, [pathname]);
}
