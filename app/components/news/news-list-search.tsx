import { Form, useNavigate } from "@remix-run/react";
import type { FormEvent } from "react";
import { useTranslation } from "~/i18n/react";
import type { Locale } from "~/models/http/locale";
import { href } from "~/route-table.js";
import {
  MAX_QUERY_LENGTH,
  type NewsListQuery,
  newsListHref,
  normalizeQuery,
  SEARCH_PARAM,
  TAG_PARAM,
} from "~/views/news/news-list";
import { Icon } from "../ui/icon";

/**
 * The news search box: a GET form that keeps the chosen tags and starts again on page 1. Without
 * JS the browser submits it; with JS it navigates to the same clean address (no empty q).
 */
export function NewsListSearch({ query, locale }: { query: NewsListQuery; locale: Locale }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get(SEARCH_PARAM);
    const q = normalizeQuery(typeof value === "string" ? value : null);
    navigate(newsListHref(locale, { ...query, page: 0, q }));
  };
  return (
    <Form
      method="get"
      action={href("newsList", locale)}
      role="search"
      aria-label={t("newsList.searchForm")}
      className="news-search"
      onSubmit={onSubmit}
    >
      <label htmlFor="news-q" className="news-search__label">
        {t("newsList.searchLabel")}
      </label>
      <div className="news-search__row">
        <input
          // A new address (reset link, back button) shows its own search text.
          key={query.q ?? ""}
          id="news-q"
          type="search"
          name={SEARCH_PARAM}
          defaultValue={query.q ?? ""}
          placeholder={t("newsList.searchPlaceholder")}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
        />
        {query.tags.map((tag) => (
          <input key={tag} type="hidden" name={TAG_PARAM} value={tag} />
        ))}
        <button type="submit" className="button news-search__submit">
          <Icon name="search" width={20} />
          <span>{t("newsList.searchSubmit")}</span>
        </button>
      </div>
    </Form>
  );
}
