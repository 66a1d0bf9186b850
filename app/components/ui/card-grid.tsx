import { gridColumnStyle } from "~/models/content/grid-columns";
import type { CardView } from "~/views/content/content-page";
import { Card } from "./card";

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
  return (
    <section className="card-grid">
      {title && <Heading className="card-grid__title">{title}</Heading>}
      <ul className="card-grid__list" style={gridColumnStyle(cards.length)}>
        {cards.map((card) => (
          <Card
            key={card.id}
            image={card.image}
            sizes="(max-width: 767px) 100vw, 33vw"
            date={card.dateText}
            heading={card.heading}
            headingLevel={headingLevel === 2 ? 3 : 4}
            href={card.href}
            subheading={card.subheading}
          />
        ))}
      </ul>
    </section>
  );
}
