// Interface icons from one cached sprite (public/icons/ui.svg) rather than SVG markup in every
// page's JavaScript, as the social icons already are (./social-links).

export type IconName =
  | "logo"
  | "search"
  | "menu"
  | "close"
  | "heart"
  | "chevron-down"
  | "chevron-previous"
  | "chevron-next"
  | "fund"
  | "group"
  | "add-to-calendar"
  | "video-play"
  | `fact-${FactIcon}`;

/** Icons of the production facts (CMS icon names), see production-sidebar. */
export const FACT_ICONS = [
  "clock",
  "language",
  "location",
  "age",
  "people",
  "phone",
  "mail",
  "accessible",
  "calendar",
  "price",
  "info",
] as const;
export type FactIcon = (typeof FACT_ICONS)[number];

// The query names the sprite's version: public files are cached for an hour, and a page that
// uses a new symbol must not meet yesterday's sprite. Raise it whenever a symbol is added or changed.
export const UI_SPRITE = "/icons/ui.svg?v=3";

/** A decorative icon (hidden from assistive technology; the control carries the text). */
export function Icon({
  name,
  width,
  height = width,
  className,
}: {
  name: IconName;
  width: number;
  height?: number;
  className?: string;
}) {
  return (
    <svg className={className} width={width} height={height} aria-hidden="true" focusable="false">
      <use href={`${UI_SPRITE}#${name}`} />
    </svg>
  );
}
