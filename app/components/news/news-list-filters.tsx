import { Link } from "@remix-run/react";
import { isKnownNewsTag } from "~/i18n/news-list";
import { useTranslation } from "~/i18n/react";
import type { Locale } from "~/models/http/locale";
import {
  type NewsListQuery,
  withoutSearchHref,
  withoutTagHref,
  withTagHref,
} from "~/views/news/news-list";

/** NL/EN label of a language-neutral tag key; an unknown key is shown as it is. */
export function useTagLabel(): (tag: string) => string {
  const { t } = useTranslation();
  return (tag) => (isKnownNewsTag(tag) ? t(`newsList.tags.${tag}`) : tag);
}

/** The tags the visitor can still add, as links (work without JS, shareable). */
export function NewsListTags({
  tags,
  query,
  locale,
}: {
  tags: string[];
  query: NewsListQuery;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const label = useTagLabel();
  if (tags.length === 0) return null;
  // In the order of their labels in this language, not of the language-neutral keys.
  const sorted = [...tags].sort((a, b) => label(a).localeCompare(label(b), locale));
  return (
    <nav className="news-tags" aria-label={t("newsList.tagsLabel")}>
      <p className="news-tags__label" aria-hidden="true">
        {t("newsList.tagsLabel")}
      </p>
      <ul className="news-tags__list">
        {sorted.map((tag) => (
          <li key={tag}>
            <Link className="news-tag" to={withTagHref(locale, query, tag)}>
              {label(tag)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** 'U heeft gefilterd op:' with a reset per tag (and for the search text). */
export function NewsListFilterNotice({
  query,
  locale,
  resetAll,
}: {
  query: NewsListQuery;
  locale: Locale;
  resetAll: string;
}) {
  const { t } = useTranslation();
  const label = useTagLabel();
  const count = query.tags.length + (query.q ? 1 : 0);
  if (count === 0) return null;
  return (
    <div className="news-filter-notice">
      <p className="news-filter-notice__title" id="news-filter-notice">
        {t("newsList.filteredOn")}
      </p>
      <ul className="news-filter-notice__list" aria-labelledby="news-filter-notice">
        {query.q && (
          <li>
            <Link
              className="news-chip"
              to={withoutSearchHref(locale, query)}
              aria-label={t("newsList.removeSearch", { q: query.q })}
            >
              <span className="news-chip__text">{t("newsList.searchChip", { q: query.q })}</span>
              <CrossIcon />
            </Link>
          </li>
        )}
        {query.tags.map((tag) => (
          <li key={tag}>
            <Link
              className="news-chip"
              to={withoutTagHref(locale, query, tag)}
              aria-label={t("newsList.removeTag", { label: label(tag) })}
            >
              <span className="news-chip__text">{label(tag)}</span>
              <CrossIcon />
            </Link>
          </li>
        ))}
      </ul>
      {count > 1 && (
        <Link className="news-filter-notice__reset" to={resetAll}>
          {t("newsList.resetAll")}
        </Link>
      )}
    </div>
  );
}

function CrossIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="m6 6 12 12M18 6 6 18"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
