import { Link } from "@remix-run/react";
import type { ProductionCardView } from "~/models/production-cards";
import { ResponsiveImage } from "./responsive-image";

/** Cards for other productions (related, others also viewed): the whole card is one link. */
export function ProductionCards({
  id,
  title,
  cards,
}: {
  id: string;
  title: string;
  cards: ProductionCardView[];
}) {
  if (cards.length === 0) return null;
  return (
    <section className="card-grid production-cards" aria-labelledby={id}>
      <h2 id={id} className="card-grid__title">
        {title}
      </h2>
      <ul className="card-grid__list">
        {cards.map((card) => (
          <li key={card.id} className="card">
            <ResponsiveImage
              image={card.image}
              sizes="(max-width: 767px) 100vw, 33vw"
              maxWidth={800}
              className="card__image"
              alt=""
            />
            <div className="card__body">
              <h3 className="card__heading">
                <Link to={card.href} className="card__link" prefetch="intent">
                  {card.heading}
                </Link>
              </h3>
              {card.subheading && <p className="card__subheading">{card.subheading}</p>}
              {card.dates && <p className="production-cards__dates">{card.dates}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Stands in while the streamed cards arrive; the same height keeps the page from jumping. */
export function ProductionCardsSkeleton({ title, label }: { title: string; label: string }) {
  return (
    <section className="card-grid production-cards production-cards--loading" aria-busy="true">
      <h2 className="card-grid__title">{title}</h2>
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <ul className="card-grid__list" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="card production-cards__placeholder" />
        ))}
      </ul>
    </section>
  );
}
