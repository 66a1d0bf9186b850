import { Link } from "@remix-run/react";
import type { CardView } from "~/models/content-page";
import { ResponsiveImage } from "./responsive-image";

/** Cards for pages and news: the whole card is one link, named by its heading. */
export function CardGrid({
  title,
  cards,
  headingLevel = 2,
}: {
  title: string | null;
  cards: CardView[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const CardHeading = headingLevel === 2 ? "h3" : "h4";
  return (
    <section className="card-grid">
      {title && <Heading className="card-grid__title">{title}</Heading>}
      <ul className="card-grid__list">
        {cards.map((card) => (
          <li key={card.id} className="card">
            <ResponsiveImage
              image={card.image}
              sizes="(max-width: 767px) 100vw, 33vw"
              maxWidth={800}
              className="card__image"
            />
            <div className="card__body">
              {card.dateText && <p className="card__date">{card.dateText}</p>}
              <CardHeading className="card__heading">
                <Link to={card.href} className="card__link">
                  {card.heading}
                </Link>
              </CardHeading>
              {card.subheading && <p className="card__subheading">{card.subheading}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
