// The cards at the end of a production page: related productions, and the others also viewed,
// streamed after the page. Deferred islands (./production-page), whose code comes when they
// come near.

import { Await, Link } from "@remix-run/react";
import { Suspense } from "react";
import { useTranslation } from "~/i18n/react";
import { gridColumnStyle } from "~/models/content/grid-columns";
import type { Locale } from "~/models/http/locale";
// The shell's modules through ./shared, or the bundler cuts them into a chunk of their own.
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
 * 'Others also viewed': a skeleton until the streamed cards arrive, a note if they failed. The
 * server streams them (a promise); the browser gets them settled with the island's data: the
 * cards, or null when they failed.
 */
export function ProductionOthers({
  others,
  locale,
}: {
  others: Promise<ProductionCardView[]> | ProductionCardView[] | null;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const title = t("production.othersAlsoViewed");
  const failed = <OthersUnavailable locale={locale} />;
  const drawn = (cards: ProductionCardView[]) => (
    <ProductionCards id="others-heading" title={title} cards={cards} />
  );
  return (
    <Suspense
      fallback={<ProductionCardsSkeleton title={title} label={t("production.othersLoading")} />}
    >
      {others === null ? (
        failed
      ) : Array.isArray(others) ? (
        drawn(others)
      ) : (
        <Await resolve={others} errorElement={failed}>
          {drawn}
        </Await>
      )}
    </Suspense>
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

/** Stands in while the streamed cards arrive; the same height keeps the page from jumping. */
function ProductionCardsSkeleton({ title, label }: { title: string; label: string }) {
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
