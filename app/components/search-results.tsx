import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import {
  hasNoResults,
  resultCount,
  type SearchSection,
  type SearchView,
  type SectionName,
  searchParams,
} from "~/models/search";
import { href, isBuilt } from "~/route-table.js";
import { SearchCardView } from "./search-card";
import { useSite } from "./site-context";

/**
 * The results of a search in sections (shows, pages, news), the loading text while a new search
 * runs, the no-results message, and the way on to the full calendar (spec §2 Search).
 */
export function SearchResults({ view, busy }: { view: SearchView; busy: boolean }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const count = resultCount(view);
  const empty = hasNoResults(view);
  const summary = view.query
    ? empty
      ? t("search.noResults")
      : t("search.summary", { count, q: view.query })
    : "";

  const statusClass = busy
    ? "search__status search__status--loading"
    : empty
      ? "search__status search__status--empty"
      : "search__status";

  return (
    <div className="search__results" aria-busy={busy}>
      {/* One live region: 'Laden...' while a search runs, then what it found. */}
      <p className={statusClass} role="status" aria-live="polite">
        {busy ? t("search.loading") : summary}
      </p>
      {!view.query && <p className="search__intro">{t("search.intro")}</p>}
      {empty && <p className="search__hint">{t("search.noResultsHint")}</p>}
      <Section name="productions" section={view.productions} variant="tile" />
      <Section name="pages" section={view.pages} variant="row" />
      <Section
        name="news"
        section={view.news}
        variant="row"
        more={
          isBuilt("newsList") && view.query
            ? {
                href: `${href("newsList", locale)}${searchParams(view.query)}`,
                label: t("search.allNews", { q: view.query }),
              }
            : null
        }
      />
      {isBuilt("agenda") && (
        <p className="search__calendar">
          <Link className="button button--secondary" to={href("agenda", locale)}>
            {t("search.fullCalendar")}
          </Link>
        </p>
      )}
    </div>
  );
}

function Section<T extends Parameters<typeof SearchCardView>[0]["card"]>({
  name,
  section,
  variant,
  more = null,
}: {
  name: SectionName;
  section: SearchSection<T>;
  variant: "tile" | "row";
  more?: { href: string; label: string } | null;
}) {
  const { t } = useTranslation();
  if (section.status === "ok" && section.items.length === 0) return null;
  const id = `search-${name}`;
  return (
    <section className={`search-section search-section--${name}`} aria-labelledby={id}>
      <h2 id={id} className="search-section__title">
        {t(`search.sections.${name}`)}
      </h2>
      {section.status === "error" ? (
        <p className="search-section__error">{t(`search.sectionErrors.${name}`)}</p>
      ) : (
        <>
          {section.total > section.items.length && (
            <p className="search-section__count">
              {t("search.shownOf", { shown: section.items.length, total: section.total })}
            </p>
          )}
          <ul className={`search-section__list search-section__list--${variant}`}>
            {section.items.map((card) => (
              <SearchCardView key={card.id} card={card} variant={variant} />
            ))}
          </ul>
          {more && section.total > section.items.length && (
            <p className="search-section__more">
              <Link to={more.href}>{more.label}</Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
