import type { ProductionCardView } from "~/models/production-cards";
import { Card } from "./card";
// A deferred island on production pages (./production-page), whose code comes when it comes
// near: it reaches the shell (the card's image reads the site) through ./shared, or the bundler
// cuts those modules into a chunk of their own that every page would load.
import "./shared";

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
          <Card
            key={card.id}
            image={card.image}
            sizes="(max-width: 767px) 100vw, 33vw"
            alt=""
            heading={card.heading}
            href={card.href}
            subheading={card.subheading}
            prefetch="intent"
          >
            {card.dates && <p className="production-cards__dates">{card.dates}</p>}
          </Card>
        ))}
      </ul>
    </section>
  );
}
