import type { MouseEvent } from "react";

/**
 * A month or item arrow of the home calendar: a link while there is somewhere to go, otherwise
 * a dimmed symbol that is neither focusable nor announced.
 */
export function CalendarArrow({
  label,
  symbol,
  href: to,
  onClick,
}: {
  label: string;
  symbol: string;
  href: string | null;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  if (!to) {
    return (
      <span className="icon-button home-calendar__arrow is-disabled" aria-hidden="true">
        {symbol}
      </span>
    );
  }
  return (
    <a className="icon-button home-calendar__arrow" href={to} onClick={onClick}>
      <span aria-hidden="true">{symbol}</span>
      <span className="visually-hidden">{label}</span>
    </a>
  );
}
