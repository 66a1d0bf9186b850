import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useRef } from "react";
import { NewsCard } from "~/components/news/news-card";
import { NewsListFilterNotice, NewsListTags } from "~/components/news/news-list-filters";
import { NewsListPagination } from "~/components/news/news-list-pagination";
import { NewsListSearch } from "~/components/news/news-list-search";
import { Breadcrumbs } from "~/components/shell/breadcrumbs";
import { seoMeta } from "~/components/shell/seo-meta";
import { type Shell, siteNameFor, useSite } from "~/components/shell/site-context";
import { messagesFor } from "~/i18n/messages.server";
import { metaMessages } from "~/i18n/meta";
import { useTranslation } from "~/i18n/react";
import { screenTexts } from "~/i18n/screen-texts.server";
import { translate } from "~/i18n/translate";
import { gridColumnStyle } from "~/models/content/grid-columns";
import { localeFromPath } from "~/models/http/locale";
import { pageTitle } from "~/models/seo/page-title";
import { href } from "~/route-table.js";
import {
  pageData,
  pageHeaders,
  throwFailure,
  throwStatus,
} from "~/services/http/page-response.server";
import { loadNewsList } from "~/services/screens/lists.server";
import { layoutFor } from "~/services/screens/site-layout.server";
import {
  alternateNewsListHref,
  isFiltered,
  isPastLastPage,
  NEWS_PAGE_SIZE,
  newsListHref,
  parseNewsListQuery,
} from "~/views/news/news-list";
import { buildNewsListView } from "~/views/news/news-list-view";
// A relative path: the classic compiler externalises "~/…css?url" instead of bundling it.
import styles from "../styles/news-list.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const query = parseNewsListQuery(url.searchParams);
  const result = await loadNewsList(request, locale, {
    page: query.page,
    perPage: NEWS_PAGE_SIZE,
    q: query.q,
    tags: query.tags,
  });
  if (result.status !== "ok") throwFailure(`[news-list] news-page-list-${locale}`, result);
  if (isPastLastPage(result.value, query.page)) throwStatus(404);

  const list = buildNewsListView(result.value, query, locale);
  const shell: Shell = {
    layout: layoutFor(result.value.furniture),
    preview: result.preview,
    alternate: alternateNewsListHref(locale, query),
    title: messagesFor(locale).newsList.title,
  };
  return pageData({ shell, list, texts: screenTexts(locale, "newsList") }, result);
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded, location, matches }) => {
  const messages = metaMessages(matches);
  if (!loaded || !messages) return [];
  const text = messages.newsList;
  const { query } = loaded.list;
  const title =
    query.page > 0
      ? translate(messages, "newsList.titlePage", { title: text.title, page: query.page + 1 })
      : text.title;
  const siteName = siteNameFor(messages, loaded.shell);
  return [
    { title: pageTitle(title, siteName) },
    ...seoMeta(matches, {
      locale: localeFromPath(location.pathname),
      // Each page of the list is a page of its own; the query names it the same in both languages.
      paths: { nl: newsListHref("nl", query), en: newsListHref("en", query) },
      // Searches and tag filters are for visitors, not for search engines.
      robots: isFiltered(query) ? "noindex, follow" : null,
      title,
      description: text.description,
      siteName,
      type: "website",
    }),
  ];
};

export default function NewsListRoute() {
  const { list } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { locale } = useSite();
  const navigation = useNavigation();
  const listRef = useRef<HTMLDivElement>(null);
  const busy =
    navigation.state === "loading" && navigation.location.pathname === href("newsList", locale);
  const { query, cards, pagination } = list;
  const filtered = isFiltered(query);

  return (
    <div className="news-list container">
      <Breadcrumbs
        items={[
          {
            label: t("breadcrumbs.home"),
            href: href("home", locale),
          },
          { label: t("breadcrumbs.news") },
        ]}
      />
      <h1 className="news-list__title">{t("newsList.title")}</h1>
      <div className="news-list__tools">
        <NewsListSearch query={query} locale={locale} />
        <NewsListTags tags={list.tags} query={query} locale={locale} />
      </div>
      <NewsListFilterNotice query={query} locale={locale} resetAll={list.resetAll} />
      <p className="news-list__count" aria-live="polite">
        {t("newsList.count", { count: list.total })}
      </p>
      <div className="news-list__results" ref={listRef} aria-busy={busy}>
        {pagination && <NewsListPagination pagination={pagination} listRef={listRef} />}
        {cards.length > 0 ? (
          <ul className="news-list__cards" style={gridColumnStyle(cards.length)}>
            {cards.map((card, index) => (
              <NewsCard key={card.id} card={card} priority={index === 0} />
            ))}
          </ul>
        ) : (
          <div className="news-list__empty">
            {filtered ? (
              <>
                <p className="news-list__empty-title">{t("newsList.noResults")}</p>
                <p>{t("newsList.noResultsHint")}</p>
                <Link className="button" to={list.resetAll}>
                  {t("newsList.resetAll")}
                </Link>
              </>
            ) : (
              <p className="news-list__empty-title">{t("newsList.empty")}</p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
