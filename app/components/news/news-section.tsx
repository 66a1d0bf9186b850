import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { href } from "~/route-table.js";
import type { ContentPageView } from "~/views/content/content-page";
import { useSite } from "../shell/site-context";
import { CardGrid } from "../ui/card-grid";

/**
 * News cards on a content page, linking to the news list filtered by the page's tags. The card
 * grid is the section (with the heading); this only holds it and the link together.
 */
export function NewsSection({ news }: { news: NonNullable<ContentPageView["news"]> }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const query = new URLSearchParams(news.tags.map((tag) => ["tag", tag])).toString();
  const listHref = `${href("newsList", locale)}${query ? `?${query}` : ""}`;
  return (
    <div className="news-section">
      <CardGrid title={news.heading ?? t("page.news")} cards={news.cards} />
      <p>
        <Link className="button button--secondary" to={listHref}>
          {t("page.allNews")}
        </Link>
      </p>
    </div>
  );
}
