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
import { href } from "~/route-table.js";
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

  // The first picture of the first section shown is the largest above the fold on a phone.
  const lead = [view.productions, view.pages, view.news].find(
    (section) => section.status === "ok" && section.items.length > 0,
  );

  return (
    <div className="search__results" aria-busy={busy}>
      {/* One live region: 'Laden...' while a search runs, then what it found. */}
      <p className={statusClass} role="status" aria-live="polite">
        {busy ? t("search.loading") : summary}
      </p>
      {!view.query && <p className="search__intro">{t("search.intro")}</p>}
      {empty && <p className="search__hint">{t("search.noResultsHint")}</p>}
      <Section
        name="productions"
        section={view.productions}
        variant="tile"
        lead={lead === view.productions}
      />
      <Section name="pages" section={view.pages} variant="row" lead={lead === view.pages} />
      <Section
        name="news"
        section={view.news}
        variant="row"
        lead={lead === view.news}
        more={
          view.query
            ? {
                href: `${href("newsList", locale)}${searchParams(view.query)}`,
                label: t("search.allNews", { q: view.query }),
              }
            : null
        }
      />
      <p className="search__calendar">
        <Link className="button button--secondary" to={href("agenda", locale)}>
          {t("search.fullCalendar")}
        </Link>
      </p>
    </div>
  );
}

function Section<T extends Parameters<typeof SearchCardView>[0]["card"]>({
  name,
  section,
  variant,
  lead,
  more = null,
}: {
  name: SectionName;
  section: SearchSection<T>;
  variant: "tile" | "row";
  /** The first section with results: its first picture loads eagerly, with high priority. */
  lead: boolean;
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
            {section.items.map((card, index) => (
              <SearchCardView
                key={card.href}
                card={card}
                variant={variant}
                priority={lead && index === 0}
              />
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
