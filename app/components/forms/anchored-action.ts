// The address a page form posts to: the page itself (with its query, so a prefill or an rsvp
// choice survives) and a fragment naming the form. Without JavaScript the answer is a whole
// page, and the fragment brings the visitor back to the form or its outcome message instead of
// the top of the page, far above it on a phone. Forms pass their error summary's id
// (./error-summary.tsx), which also gives that summary the focus.
import { useLocation } from "@remix-run/react";

export function useAnchoredAction(anchor: string): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}#${encodeURIComponent(anchor)}`;
}
