import { useEffect, useRef, useState } from "react";

/** Where the agenda's filters stop folding away (agenda.css uses the same width). */
const WIDE_SCREEN = "(min-width: 768px)";

/**
 * Whether the filter panel (a <details>) is open. The server sends it closed: on a phone the
 * list is what a visitor came for, and without JavaScript the stylesheet shows the panel's
 * fields on a wide screen anyway. In the browser it opens on a wide screen and follows the
 * screen when it turns between narrow and wide.
 */
export function useFilterPanel() {
  const [open, setOpen] = useState(false);
  const summary = useRef<HTMLElement>(null);
  useEffect(() => {
    const wide = window.matchMedia(WIDE_SCREEN);
    // A phone visitor may have opened it before the page came to life: keep it as they see it.
    const details = summary.current?.parentElement;
    setOpen(wide.matches || (details instanceof HTMLDetailsElement && details.open));
    const follow = () => setOpen(wide.matches);
    wide.addEventListener("change", follow);
    return () => wide.removeEventListener("change", follow);
  }, []);
  /** 'Show results' on a phone: fold the panel so the list comes into view, focus on its toggle. */
  const fold = () => {
    if (window.matchMedia(WIDE_SCREEN).matches) return;
    setOpen(false);
    summary.current?.focus();
  };
  return { open, setOpen, summary, fold };
}
