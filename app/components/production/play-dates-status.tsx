// A shape for every sales state (issue 38, WCAG 1.4.1): the calendar's pills were told apart by
// hue alone, and in greyscale (or to a visitor who cannot tell green from orange) "Bestel kaarten"
// and "Laatste kaarten" looked the same. The icon is decorative where the state's text is the
// control's name or stands beside it; the legend pairs each shape with its text.
import type { EventStatus } from "~/models/sales/event-status";

type Shape = { paths: string[]; dots?: [number, number][]; fill?: boolean };

// 16 × 16, drawn with a 2 px stroke in the text's colour so they keep its contrast. Every state
// has a shape of its own, the states that look alike in colour (green/orange, red/brown) most of all.
const SHAPES: Readonly<Record<EventStatus, Shape>> = {
  // A tick: tickets can be bought.
  on_sale: { paths: ["M3 8.5l3.2 3.2L13 4.8"] },
  // An exclamation mark: few left.
  last_chance: { paths: ["M8 2.5v7"], dots: [[8, 13]] },
  // A list: put your name on it.
  waiting_list: {
    paths: ["M6 4h7.5M6 8h7.5M6 12h7.5"],
    dots: [
      [2.8, 4],
      [2.8, 8],
      [2.8, 12],
    ],
  },
  // A handset: call the box office.
  call_us: {
    paths: [
      "M4.2 2.2 6.4 2.4l1 3.2-1.6 1.2a7.6 7.6 0 0 0 3.4 3.4l1.2-1.6 3.2 1 .2 2.2a1.6 1.6 0 0 1-1.7 1.7A11 11 0 0 1 2.5 3.9a1.6 1.6 0 0 1 1.7-1.7z",
    ],
  },
  // A cross: nothing left, or nothing to book.
  sold_out: { paths: ["M4 4l8 8M12 4l-8 8"] },
  non_reservable: { paths: ["M4 4l8 8M12 4l-8 8"] },
  // A circle struck through: it will not take place.
  cancelled: { paths: ["M8 2a6 6 0 1 0 0 12A6 6 0 1 0 8 2zM3.8 12.2l8.4-8.4"] },
  // An open gift: no price.
  free: {
    paths: [
      "M2.5 7.5h11v6.5h-11zM1.8 4.8h12.4v2.7H1.8zM8 4.8V14M8 4.8C6.5 1.6 3.6 3 5.4 4.8M8 4.8c1.5-3.2 4.4-1.8 2.6 0",
    ],
  },
  // A clock: sales open later.
  sales_not_started: { paths: ["M8 2a6 6 0 1 0 0 12A6 6 0 1 0 8 2zM8 4.8V8l2.4 1.6"] },
  // A padlock: sales have closed.
  sales_finished: { paths: ["M3.8 7.5h8.4V14H3.8zM5.5 7.5V5.2a2.5 2.5 0 0 1 5 0v2.3"] },
  // Play: the show is on.
  show_started: { paths: ["M5 3v10l8-5z"], fill: true },
  // Stop: the show is over.
  show_finished: { paths: ["M4 4h8v8H4z"], fill: true },
};

/** The state's shape, hidden from assistive technology: its text is always said beside it. */
export function SalesStateIcon({
  status,
  size = 12,
  className = "sales-state-icon",
}: {
  status: EventStatus;
  size?: number;
  className?: string;
}) {
  const shape = SHAPES[status];
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      data-state={status}
    >
      {shape.paths.map((d) => (
        <path
          key={d}
          d={d}
          fill={shape.fill ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
      {shape.dots?.map(([cx, cy]) => (
        <circle key={`${cx},${cy}`} cx={cx} cy={cy} r={1.4} fill="currentColor" />
      ))}
    </svg>
  );
}
