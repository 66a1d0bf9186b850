import { Link } from "@remix-run/react";
import { useSite } from "~/components/shell/site-context";
import { useTranslation } from "~/i18n/react";
import { gridColumnStyle } from "~/models/content/grid-columns";
import { href } from "~/route-table.js";
import type { NewsCardScreen } from "~/views/home/home-screen";
import { Card } from "../ui/card";

/**
 * The home news blocks: the card grid of general pages, with the date formatted by the loader
 * (the shared CardGrid formats in the browser, which would add a date library to this page).
 */
export function HomeNews({ cards }: { cards: NewsCardScreen[] }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  if (!cards.length) return null;
  return (
    <section className="card-grid home-news" aria-labelledby="home-news-title">
      <h2 id="home-news-title" className="home-section__title">
        {t("home.news.title")}
      </h2>
      <ul className="card-grid__list" style={gridColumnStyle(cards.length)}>
        {cards.map((card) => (
          <Card
            key={card.href}
            image={card.image}
            sizes="(max-width: 767px) 60vw, 33vw"
            date={
              card.dateLabel && card.date ? (
                <time dateTime={card.date}>{card.dateLabel}</time>
              ) : null
            }
            heading={card.heading}
            href={card.href}
            subheading={card.subheading}
          />
        ))}
      </ul>
      <p className="home-news__all">
        <Link to={href("newsList", locale)} className="button button--secondary">
          {t("home.news.all")}
        </Link>
      </p>
    </section>
  );
}
