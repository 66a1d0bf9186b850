import { type ReactNode, useEffect, useRef, useState } from "react";
import { PLAY_DATES_ID } from "~/views/production/production-links";

/**
 * The sales button under the heading. On mobile it turns into a bar fixed to the bottom of the
 * screen once it has scrolled out of view, and steps aside while the dates list is on screen
 * (the dates carry their own buttons). The wrapper keeps its height, so nothing jumps.
 */
export function StickySales({ children }: { children: ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [past, setPast] = useState(false);
  const [datesVisible, setDatesVisible] = useState(false);

  useEffect(() => {
    const element = anchor.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(element);
    const dates = document.getElementById(PLAY_DATES_ID);
    const datesObserver = new IntersectionObserver(([entry]) => {
      if (entry) setDatesVisible(entry.isIntersecting);
    });
    if (dates) datesObserver.observe(dates);
    return () => {
      observer.disconnect();
      datesObserver.disconnect();
    };
  }, []);

  const stuck = past && !datesVisible;
  return (
    <div className={`production-sales${stuck ? " is-stuck" : ""}`} ref={anchor}>
      <div className="production-sales__bar">{children}</div>
    </div>
  );
}
