import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { SearchForm } from "~/components/search-form";
import { SearchResults } from "~/components/search-results";
import {
  Breadcrumbs,
  emptyLayout,
  href,
  localeFromPath,
  metaMessages,
  otherLocale,
  pageTitle,
  type Shell,
  screenPaths,
  seoMeta,
  siteNameFor,
  useSite,
  useTranslation,
} from "~/components/shared";
import type { Furniture } from "~/content/schema";
import { translate } from "~/i18n/translate";
import { emptySection, type SearchSection, type SearchView, searchParams } from "~/models/search";
import { newsResults, pageResults, productionResults } from "~/models/search-cards";
import { normalizeQuery, SEARCH_LIMITS } from "~/models/search-query";
import type { ContentResult } from "~/services/content/result";
import { describeFailure } from "~/services/content/result";
import {
  data,
  layoutFor,
  loadNewsList,
  loadPageList,
  loadProductionList,
  messagesFor,
  pageCacheControl,
  pageHeaders,
  salesContextFor,
} from "~/services/routes.server";
import styles from "../styles/search.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** A call that throws is a failed section like any other, never a 500 for the whole page. */
async function settled<T>(call: () => Promise<ContentResult<T>>): Promise<ContentResult<T>> {
  try {
    return await call();
  } catch (error) {
    return { status: "http_error", reason: error instanceof Error ? error.message : String(error) };
  }
}

function section<T, R>(
  name: string,
  result: ContentResult<T> | null,
  build: (value: T) => { items: R[]; total: number },
): SearchSection<R> {
  if (result === null) return emptySection();
  if (result.status !== "ok") {
    console.error(`[search] ${name}: ${describeFailure(result)}`);
    return { status: "error" };
  }
  try {
    return { status: "ok", ...build(result.value) };
  } catch (error) {
    console.error(`[search] ${name}: PARSE_FAILED: ${String(error)}`);
    return { status: "error" };
  }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const query = normalizeQuery(url.searchParams.getAll("q"));

  // The three calls start together. Without a query only the (cached) production list is asked,
  // for the page furniture: a blank query searches nothing (spec §5).
  const [productionList, pageList, newsList, sales] = await Promise.all([
    settled(() => loadProductionList(request, locale)),
    query
      ? settled(() =>
          loadPageList(request, locale, { page: 0, perPage: SEARCH_LIMITS.pages, q: query }),
        )
      : null,
    query
      ? settled(() =>
          loadNewsList(request, locale, { page: 0, perPage: SEARCH_LIMITS.news, q: query }),
        )
      : null,
    salesContextFor(request, context),
  ]);

  const now = new Date();
  const search: SearchView = {
    query,
    productions: section("production list", query ? productionList : null, (list) =>
      productionResults(list.entries, query, {
        locale,
        now,
        sales,
        onUnknownStatus: (statusID) => console.warn(`[search] unknown event statusID ${statusID}`),
      }),
    ),
    pages: section("page list", pageList, (list) => {
      const items = pageResults(list.items, query).slice(0, SEARCH_LIMITS.pages);
      return { items, total: Math.max(list.total, items.length) };
    }),
    news: section("news list", newsList, (list) => {
      const items = newsResults(list.items, locale).slice(0, SEARCH_LIMITS.news);
      return { items, total: Math.max(list.total, items.length) };
    }),
  };

  const calls: (ContentResult<{ furniture: Furniture }> | null)[] = [
    productionList,
    pageList,
    newsList,
  ];
  const answered = calls.filter(
    (result): result is Extract<ContentResult<{ furniture: Furniture }>, { status: "ok" }> =>
      result !== null && result.status === "ok",
  );
  const furniture = answered[0]?.value.furniture;
  const messages = messagesFor(locale);
  const text = messages.search;
  const shell: Shell = {
    layout: furniture ? layoutFor(furniture) : emptyLayout(),
    preview: answered.some((result) => result.preview),
    alternate: `${href("search", otherLocale(locale))}${searchParams(query)}`,
    title: query ? translate(messages, "search.titleWithQuery", { q: query }) : text.title,
  };

  // Sales links carry the visitor's referral code: such a page is theirs, not a CDN's. A failed
  // section is cached briefly, like a stale answer, so it heals soon.
  const failed = calls.some((result) => result !== null && result.status !== "ok");
  const personal = answered.some((r) => r.personal) || (query !== "" && sales.referral !== null);
  const stale = failed || answered.some((r) => r.stale);
  return data(
    { shell, search },
    { headers: { "Cache-Control": pageCacheControl({ personal, stale }) } },
  );
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded, location, matches }) => {
  const messages = metaMessages(matches);
  if (!loaded || !messages) return [];
  const query = loaded.search.query;
  const siteName = siteNameFor(messages, loaded.shell);
  return [
    { title: pageTitle(loaded.shell.title, siteName) },
    ...seoMeta(matches, {
      locale: localeFromPath(location.pathname),
      paths: screenPaths("search", searchParams(query)),
      // Result pages are for visitors; search engines get the content itself.
      robots: query ? "noindex, follow" : null,
      title: loaded.shell.title ?? messages.search.title,
      description: messages.search.description,
      siteName,
      type: "website",
    }),
  ];
};

export default function SearchRoute() {
  const { search } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { locale } = useSite();
  const navigation = useNavigation();
  const action = href("search", locale);
  const busy = navigation.state !== "idle" && navigation.location?.pathname === action;

  return (
    <div className="search container">
      <Breadcrumbs
        items={[
          {
            label: t("breadcrumbs.home"),
            href: href("home", locale),
          },
          { label: t("search.title") },
        ]}
      />
      <h1 className="search__title">{t("search.title")}</h1>
      <SearchForm query={search.query} action={action} />
      <SearchResults view={search} busy={busy} />
    </div>
  );
}
