import type { ProductionCardView } from "~/models/production-cards";
import { Card } from "./card";

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
