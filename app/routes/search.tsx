import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { SearchResults } from "~/components/search/search-results";
import { Breadcrumbs } from "~/components/shell/breadcrumbs";
import { SearchForm } from "~/components/shell/search-form";
import { screenPaths, seoMeta } from "~/components/shell/seo-meta";
import { type Shell, siteNameFor, useSite } from "~/components/shell/site-context";
import { messagesFor } from "~/i18n/messages.server";
import { metaMessages } from "~/i18n/meta";
import { useTranslation } from "~/i18n/react";
import { searchTexts } from "~/i18n/screen-texts.server";
import { translate } from "~/i18n/translate";
import { emptyLayout } from "~/models/content/furniture";
import { localeFromPath, otherLocale } from "~/models/http/locale";
import { normalizeQuery } from "~/models/search/search-query";
import { pageTitle } from "~/models/seo/page-title";
import { href } from "~/route-table.js";
import { pageData, pageHeaders } from "~/services/http/page-response.server";
import { siteNow } from "~/services/operations/clock.server";
import { salesContextFor } from "~/services/screens/sales-context.server";
import { loadSearch } from "~/services/screens/search.server";
import { layoutFor } from "~/services/screens/site-layout.server";
import { expandedSection, resultCount, SECTION_ORDER, searchParams } from "~/views/search/search";
import styles from "../styles/search.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const query = normalizeQuery(url.searchParams.getAll("q"));
  const found = await loadSearch(
    request,
    locale,
    query,
    salesContextFor(request, siteNow()),
    expandedSection(url.searchParams),
  );

  const messages = messagesFor(locale);
  const shell: Shell = {
    layout: found.furniture ? layoutFor(found.furniture) : emptyLayout(),
    preview: found.preview,
    alternate: `${href("search", otherLocale(locale))}${searchParams(query)}`,
    title: query
      ? translate(messages, "search.titleWithQuery", { q: query })
      : messages.search.title,
  };
  // Sales links carry the visitor's referral code: such a page is theirs, not a CDN's.
  const texts = searchTexts(locale, {
    failed: SECTION_ORDER.some((name) => found.search[name].status !== "ok"),
    empty: resultCount(found.search) === 0,
  });
  return pageData({ shell, search: found.search, texts }, found);
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
