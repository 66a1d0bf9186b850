import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type {
  NewsResult,
  ProductionResult,
  SearchCard,
  SearchImage,
} from "~/views/search/search-cards";
import { ResponsiveImage } from "../ui/responsive-image";
import { SalesButtonView } from "../ui/sales-button";

type Props = {
  card: SearchCard &
    Partial<Pick<ProductionResult, "dates" | "salesButton">> &
    Partial<Pick<NewsResult, "date" | "dateLabel">>;
  /** "tile": picture on top (shows); "row": small picture beside the text (pages, news). */
  variant: "tile" | "row";
  /** The page's LCP candidate: eager and high priority instead of lazy. */
  priority?: boolean;
};

/**
 * One search result: the heading is the card's link (the whole card is clickable), the sales
 * button stays its own target above that link.
 */
export function SearchCardView({ card, variant, priority = false }: Props) {
  const { t } = useTranslation();
  return (
    <li className={`search-card search-card--${variant}`}>
      <CardImage image={card.image} variant={variant} priority={priority} />
      <div className="search-card__body">
        {card.dateLabel && card.date && (
          <p className="search-card__date">
            <span className="visually-hidden">{t("search.published")} </span>
            <time dateTime={card.date}>{card.dateLabel}</time>
          </p>
        )}
        <h3 className="search-card__heading">
          <Link to={card.href} className="search-card__link" prefetch="intent">
            {card.heading}
          </Link>
        </h3>
        {card.subheading && <p className="search-card__subheading">{card.subheading}</p>}
        {card.dates && (
          <p className="search-card__dates">
            <span className="visually-hidden">{t("search.dates")}: </span>
            {card.dates}
          </p>
        )}
        {card.salesButton && (
          <div className="search-card__actions">
            <SalesButtonView button={card.salesButton} context={card.heading} />
          </div>
        )}
      </div>
    </li>
  );
}

function CardImage({
  image,
  variant,
  priority,
}: {
  image: SearchImage;
  variant: Props["variant"];
  priority: boolean;
}) {
  if (image.kind === "default") {
    // The site's default picture (views/search/search-cards.ts DEFAULT_CARD_IMAGE): drawn in CSS, decorative.
    return (
      <div className="search-card__media search-card__placeholder" aria-hidden="true">
        <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
          <path d="M8 10h24v4H22v18h-4V14H8z" fill="currentColor" />
        </svg>
      </div>
    );
  }
  return (
    <div className="search-card__media">
      <ResponsiveImage
        image={image.crop}
        sizes={
          variant === "tile"
            ? "(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 400px"
            : "(max-width: 767px) 112px, 200px"
        }
        maxWidth={variant === "tile" ? 800 : 440}
        className="search-card__image"
        alt=""
        priority={priority}
      />
    </div>
  );
}
