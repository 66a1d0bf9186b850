import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { gridColumns } from "~/models/content/grid-columns";
import { href } from "~/route-table.js";
import {
  allSearch,
  hasNoResults,
  resultCount,
  type SearchSection,
  type SearchView,
  type SectionName,
  searchParams,
} from "~/views/search/search";
import { useSite } from "../shell/site-context";
import { SearchCardView } from "./search-card";

/**
 * The results of a search in sections (shows, pages, news), the loading text while a new search
 * runs, the no-results message with a close query when there is one ("Bedoelde u …?"), the
 * request for more than one character, and the way on to the full calendar (spec §2 Search).
 */
export function SearchResults({ view, busy }: { view: SearchView; busy: boolean }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const count = resultCount(view);
  const empty = hasNoResults(view);
  const summary = view.tooShort
    ? t("search.tooShort")
    : view.query
      ? empty
        ? t("search.noResults")
        : t("search.summary", { count, q: view.query })
      : "";

  const statusClass = busy
    ? "search__status search__status--loading"
    : empty || view.tooShort
      ? "search__status search__status--empty"
      : "search__status";

  // A section that shows only the first of what it found links to all of them: shows and pages
  // on this screen, news on the news list. Shows also lead to the agenda with the same search.
  const q = view.query;
  const partial = (section: SearchSection<unknown>) =>
    q !== "" && section.status === "ok" && section.total > section.items.length;
  const total = (section: SearchSection<unknown>) => (section.status === "ok" ? section.total : 0);
  const searched = (section: SearchSection<unknown>) => q !== "" && section.status === "ok";
  const link = (to: string, label: string, when: boolean): MoreLink[] =>
    when ? [{ href: to, label }] : [];
  const sections: SectionProps[] = [
    {
      name: "productions",
      section: view.productions,
      variant: "tile",
      more: [
        ...link(
          `${href("search", locale)}${allSearch(q, "shows")}`,
          t("search.allShows", { count: total(view.productions), q }),
          partial(view.productions),
        ),
        ...link(
          `${href("agenda", locale)}${searchParams(q)}`,
          t("search.inCalendar", { q }),
          searched(view.productions) && view.inCalendar,
        ),
      ],
    },
    {
      name: "pages",
      section: view.pages,
      variant: "row",
      more: link(
        `${href("search", locale)}${allSearch(q, "pages")}`,
        t("search.allPages", { count: total(view.pages), q }),
        partial(view.pages),
      ),
    },
    {
      name: "news",
      section: view.news,
      variant: "row",
      more: link(
        `${href("search", locale)}${allSearch(q, "news")}`,
        t("search.allNews", { q }),
        partial(view.news),
      ),
    },
  ];

  // The first picture of the first section shown is the largest above the fold on a phone.
  const lead = sections.find(({ section }) => section.status === "ok" && section.items.length > 0);

  return (
    <div className="search__results" aria-busy={busy}>
      {/* One live region: 'Laden...' while a search runs, then what it found. */}
      <p className={statusClass} role="status" aria-live="polite">
        {busy ? t("search.loading") : summary}
      </p>
      {!view.query && <p className="search__intro">{t("search.intro")}</p>}
      {empty && <p className="search__hint">{t("search.noResultsHint")}</p>}
      {empty && view.suggestion && (
        <p className="search__suggestion">
          {t("search.didYouMean")}{" "}
          <Link to={`${href("search", locale)}${searchParams(view.suggestion)}`}>
            {view.suggestion}
          </Link>
          ?
        </p>
      )}
      {sections.map((props) => (
        <Section key={props.name} {...props} lead={props === lead} />
      ))}
      <p className="search__calendar">
        <Link className="button button--secondary" to={href("agenda", locale)}>
          {t("search.fullCalendar")}
        </Link>
      </p>
    </div>
  );
}

type MoreLink = { href: string; label: string };
type SectionProps = {
  name: SectionName;
  section: SearchSection<Parameters<typeof SearchCardView>[0]["card"]>;
  variant: "tile" | "row";
  more: MoreLink[];
};

/**
 * Tiles go three across from 720 px: two or three columns, whichever leaves no tile alone on the
 * last row (five as three and two, four as two and two); one tile keeps half the width.
 */
function tileColumns(count: number): Record<`--${string}`, string> {
  return { "--tile-cols": String(Math.max(2, gridColumns(count, 3))) };
}

function Section({
  name,
  section,
  variant,
  lead,
  more,
}: SectionProps & {
  /** The first section with results: its first picture loads eagerly, with high priority. */
  lead: boolean;
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
          <p className="search-section__count">
            {section.total > section.items.length
              ? t(`search.shownOf.${name}`, { shown: section.items.length, count: section.total })
              : t(`search.found.${name}`, { count: section.items.length })}
          </p>
          <ul
            className={`search-section__list search-section__list--${variant}`}
            style={variant === "tile" ? tileColumns(section.items.length) : undefined}
          >
            {section.items.map((card, index) => (
              <SearchCardView
                key={card.href}
                card={card}
                variant={variant}
                priority={lead && index === 0}
              />
            ))}
          </ul>
          {more.map((link) => (
            <p key={link.href} className="search-section__more">
              <Link to={link.href}>{link.label}</Link>
            </p>
          ))}
        </>
      )}
    </section>
  );
}
