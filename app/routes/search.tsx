import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { SearchResults } from "~/components/search/search-results";
import { Breadcrumbs } from "~/components/shell/breadcrumbs";
import { SearchForm } from "~/components/shell/search-form";
import { screenPaths, seoMeta } from "~/components/shell/seo-meta";
import { type Shell, siteNameFor, useSite } from "~/components/shell/site-context";
import { getFixedT } from "~/i18n/i18next.server";
import { frameMeta } from "~/i18n/meta";
import type { I18nHandle } from "~/i18n/namespaces";
import { useTranslation } from "~/i18n/react";
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
import { expandedSection, searchParams } from "~/views/search/search";
import styles from "../styles/search.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** Results, and the sales buttons of the productions found. */
export const handle: I18nHandle = { i18n: ["search", "sales"] };

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

  const t = await getFixedT(locale);
  const shell: Shell = {
    layout: found.furniture ? layoutFor(found.furniture) : emptyLayout(),
    preview: found.preview,
    alternate: `${href("search", otherLocale(locale))}${searchParams(query)}`,
    title: query ? t("search.titleWithQuery", { q: query }) : t("search.title"),
  };
  const meta = { title: t("search.title"), description: t("search.description") };
  // Sales links carry the visitor's referral code: such a page is theirs, not a CDN's.
  return pageData({ shell, search: found.search, meta }, found);
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded, location, matches }) => {
  const frame = frameMeta(matches);
  if (!loaded || !frame) return [];
  const query = loaded.search.query;
  const siteName = siteNameFor(frame, loaded.shell);
  return [
    { title: pageTitle(loaded.shell.title, siteName) },
    ...seoMeta(matches, {
      locale: localeFromPath(location.pathname),
      paths: screenPaths("search", searchParams(query)),
      // Result pages are for visitors; search engines get the content itself.
      robots: query ? "noindex, follow" : null,
      title: loaded.shell.title ?? loaded.meta.title,
      description: loaded.meta.description,
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
