import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { type AgendaItemView, thumbArea } from "~/views/agenda/agenda";
import { ResponsiveImage } from "../ui/responsive-image";
import { SalesButtonView } from "../ui/sales-button";

/** Agenda thumbnails are small: never request more than 512 px (spec §2 Agenda). */
const THUMB_MAX_WIDTH = 512;
const THUMB_SIZES = "(min-width: 1024px) 240px, (min-width: 768px) 200px, 112px";

/**
 * One production in a month of the agenda: heading, dates, start times and hall, image, tickets
 * and more info. Every
 * part is a grid item of the list item itself (agenda.css): the agenda draws this a dozen times or
 * more, so it has no wrappers, and the dates under a month heading need no hidden label.
 */
export function AgendaItem({ item, priority }: { item: AgendaItemView; priority: boolean }) {
  const { t } = useTranslation();
  return (
    <li className="agenda-item">
      <h3 className="agenda-item__heading">{item.heading}</h3>
      {item.subheading && <p className="agenda-item__subheading">{item.subheading}</p>}
      <p className="agenda-item__dates">{item.dates}</p>
      {(item.times || item.halls) && (
        <p className="agenda-item__when">
          {item.times && <span>{t("agenda.startsAt", { times: item.times })}</span>}
          {item.halls && <span className="agenda-item__hall">{item.halls}</span>}
        </p>
      )}
      <ResponsiveImage
        image={thumbArea(item.image)}
        sizes={THUMB_SIZES}
        maxWidth={THUMB_MAX_WIDTH}
        className="agenda-item__image"
        priority={priority}
      />
      {item.salesButton && (
        <SalesButtonView
          button={item.salesButton}
          context={item.heading}
          className="agenda-item__sales"
        />
      )}
      {/* The name says which production; it starts with the visible text (label in name). */}
      <MoreInfoLink
        href={item.moreInfo}
        label={`${t("agenda.moreInfo")} ${t("agenda.moreInfoAbout", { title: item.heading })}`}
      >
        {t("agenda.moreInfo")}
      </MoreInfoLink>
    </li>
  );
}

function MoreInfoLink({
  href,
  label,
  children,
}: {
  href: string;
  label: string;
  children: React.ReactNode;
}) {
  if (href.startsWith("/") && !href.startsWith("//")) {
    return (
      <Link to={href} prefetch="intent" className="agenda-item__more" aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className="agenda-item__more" aria-label={label}>
      {children}
    </a>
  );
}
