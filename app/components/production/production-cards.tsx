// The cards at the end of a production page: related productions, and the others also viewed.

import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { gridColumnStyle } from "~/models/content/grid-columns";
import type { Locale } from "~/models/http/locale";
import { href } from "~/route-table.js";
import type { ProductionCardView } from "~/views/production/production-cards";
import { Card } from "../ui/card";

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
      <ul className="card-grid__list" style={gridColumnStyle(cards.length)}>
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

/** The productions the editors related to this one. */
export function RelatedCards({ cards }: { cards: ProductionCardView[] }) {
  const { t } = useTranslation();
  return <ProductionCards id="related-heading" title={t("production.related")} cards={cards} />;
}

/**
 * 'Others also viewed': the cards the loader drew, or a note with a way to the agenda when the
 * production list could not be had (null).
 */
export function ProductionOthers({
  others,
  locale,
}: {
  others: ProductionCardView[] | null;
  locale: Locale;
}) {
  const { t } = useTranslation();
  if (others === null) return <OthersUnavailable locale={locale} />;
  return (
    <ProductionCards id="others-heading" title={t("production.othersAlsoViewed")} cards={others} />
  );
}

function OthersUnavailable({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  return (
    <section className="production-cards production-cards--failed" aria-labelledby="others-heading">
      <h2 id="others-heading" className="card-grid__title">
        {t("production.othersAlsoViewed")}
      </h2>
      <p>
        {t("production.othersFailed")}{" "}
        <Link to={href("agenda", locale)}>{t("production.toAgenda")}</Link>
      </p>
    </section>
  );
}
