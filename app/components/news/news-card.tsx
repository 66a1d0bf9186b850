import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { NewsCardView } from "~/views/news/news-list-view";
import { ResponsiveImage } from "../ui/responsive-image";

/**
 * One news item in the list: image, date, heading and a read-more button. The heading's link
 * covers the whole card; the button is its visible cue, so it is not a second link.
 */
export function NewsCard({ card, priority = false }: { card: NewsCardView; priority?: boolean }) {
  const { t } = useTranslation();
  return (
    <li className="card news-card">
      <ResponsiveImage
        image={card.image}
        sizes="(max-width: 767px) calc(100vw - 40px), (max-width: 1023px) 50vw, 380px"
        maxWidth={800}
        className="card__image"
        priority={priority}
        alt=""
      />
      <div className="card__body news-card__body">
        <p className="card__date">
          <time dateTime={card.date}>{card.dateLabel}</time>
        </p>
        <h2 className="card__heading news-card__heading">
          <Link to={card.href} className="card__link">
            {card.heading}
          </Link>
        </h2>
        {card.subheading && <p className="card__subheading">{card.subheading}</p>}
        <span className="button button--secondary news-card__more" aria-hidden="true">
          {t("newsList.readMore")}
        </span>
      </div>
    </li>
  );
}
