import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useFetcher, useLoaderData, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";
import { AgendaFilters } from "~/components/agenda/agenda-filters";
import { AgendaMonthList } from "~/components/agenda/agenda-month-list";
import { AgendaMonthNav, useCurrentMonth } from "~/components/agenda/agenda-month-nav";
import { AgendaMore, useMoreMonths } from "~/components/agenda/agenda-more";
import { seoMeta } from "~/components/shell/seo-meta";
import { type Shell, siteNameFor, useSite } from "~/components/shell/site-context";
import { messagesFor } from "~/i18n/messages.server";
import { metaMessages } from "~/i18n/meta";
import { useTranslation } from "~/i18n/react";
import { screenTexts } from "~/i18n/screen-texts.server";
import { agendaWordPairs, wordTwins } from "~/models/http/language-switch";
import { localeFromPath, otherLocale } from "~/models/http/locale";
import { pageTitle } from "~/models/seo/page-title";
import { href } from "~/route-table.js";
import { pageData, pageHeaders, throwFailure } from "~/services/http/page-response.server";
import { siteNow } from "~/services/operations/clock.server";
import { log } from "~/services/operations/log.server";
import { loadProductionList } from "~/services/screens/productions.server";
import { isPersonal, salesContextFor } from "~/services/screens/sales-context.server";
import { layoutFor } from "~/services/screens/site-layout.server";
import { productionIndexFor } from "~/services/search-index.server";
import { buildAgendaView, type MonthSpan } from "~/views/agenda/agenda";
import { agendaEntries } from "~/views/agenda/agenda-entries";
import {
  agendaPagePaths,
  agendaSearch,
  alternateAgendaUrl,
  isFiltered,
  legacyAgendaRedirect,
  parseAgendaQuery,
} from "~/views/agenda/agenda-query";
import styles from "../styles/agenda.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const legacy = legacyAgendaRedirect(url, locale);
  if (legacy) {
    throw redirect(legacy, {
      status: 301,
      headers: { "Cache-Control": "public, max-age=3600, s-maxage=86400" },
    });
  }

  const result = await loadProductionList(request, locale);
  if (result.status !== "ok") throwFailure(`[agenda] production-page-list-${locale}`, result);

  const now = siteNow();
  const sales = await salesContextFor(request, now);
  const entries = agendaEntries(result.value.entries, {
    locale,
    now,
    sales,
    onUnknownStatus: (statusID) => log.warn(`[agenda] unknown event statusID ${statusID}`),
  });
  const query = parseAgendaQuery(url.searchParams, locale);
  // The other language's list (cached as this one is) gives the search the translated titles and
  // keywords, and the language switch the twin of a genre or tag.
  const other =
    query.q !== "" || query.genre !== null || query.tags.length > 0
      ? await loadProductionList(request, otherLocale(locale))
      : null;
  // The search text is matched by the site's search index of the productions (typing errors
  // forgiven, decision 0039); the agenda still lists what it finds by date.
  const found =
    query.q !== "" && other
      ? new Set(
          productionIndexFor(locale, result, other)
            .search(query.q)
            .flatMap(({ item }) => (item.kind === "production" ? [item.entry.node.id] : [])),
        )
      : null;
  const agenda = buildAgendaView(entries, query, locale, now, result.value.venues, found);
  // A genre or tag is the CMS's word in this language: the language switch carries its twin
  // from the other language's list, paired by the shared event ids.
  let twin: ((word: string) => string | null) | null = null;
  if (other?.status === "ok" && (agenda.query.genre !== null || agenda.query.tags.length > 0)) {
    twin = wordTwins(agendaWordPairs(result.value.entries, other.value.entries));
  }
  const shell: Shell = {
    layout: layoutFor(result.value.furniture),
    preview: result.preview,
    alternate: alternateAgendaUrl({ ...query, ...agenda.query }, locale, twin),
    title: messagesFor(locale).agenda.title,
  };
  const personal = isPersonal(result.personal, sales);
  return pageData(
    { shell, agenda, texts: screenTexts(locale, "agenda") },
    { personal, stale: result.stale },
  );
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded, location, matches }) => {
  const messages = metaMessages(matches);
  if (!loaded || !messages) return [];
  const text = messages.agenda;
  const siteName = siteNameFor(messages, loaded.shell);
  return [
    { title: pageTitle(text.title, siteName) },
    ...seoMeta(matches, {
      locale: localeFromPath(location.pathname),
      // One programme, one address: a document drawn further (?tot=) or opened at a month
      // (?maand=) is the same agenda, longer or lower down.
      paths: agendaPagePaths(),
      // Filtered lists are for visitors; search engines get the one full agenda.
      robots: isFiltered(loaded.agenda.query) ? "noindex, follow" : null,
      title: text.title,
      description: text.description,
      siteName,
      type: "website",
    }),
  ];
};

export default function AgendaRoute() {
  const { agenda } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { locale } = useSite();
  const navigation = useNavigation();
  const fetcher = useFetcher<typeof loader>();
  const busy =
    navigation.state === "loading" && navigation.location.pathname === href("agenda", locale);
  const monthsRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLElement>(null);
  const moreRef = useRef<HTMLDivElement>(null);
  const more = useMoreMonths(agenda, fetcher, locale);
  // Which list this is (search and filters): a revalidation of the same list keeps its month.
  const listKey = agendaSearch(agenda.query, locale);
  const [current, jump] = useCurrentMonth(
    agenda.current,
    listKey,
    locale,
    monthsRef,
    barRef,
    more.reach,
  );

  // A month asked for before it was drawn: land on it once the fetcher has added it.
  const { wanted, arrived } = more;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when months are added
  useEffect(() => {
    if (!wanted || !document.getElementById(wanted.id)) return;
    arrived();
    jump({ id: wanted.id, href: "" }, wanted.focus);
  }, [wanted, arrived, jump, more.shown]);

  const { load, reach } = more;
  const onMore = useCallback(
    (span: MonthSpan, asked: boolean) => (asked ? reach(span.from, true) : load(span.through)),
    [load, reach],
  );

  return (
    <div className="agenda container">
      <h1 className="agenda__title">{t("agenda.title")}</h1>
      <AgendaFilters
        query={agenda.query}
        genres={agenda.genres}
        tags={agenda.tags}
        halls={agenda.halls}
        days={agenda.days}
        count={agenda.count}
        total={agenda.total}
        locale={locale}
        busy={busy}
      />
      {agenda.shown.length > 0 ? (
        <div className="agenda__results" ref={monthsRef} aria-busy={busy}>
          <AgendaMonthNav
            months={agenda.months}
            current={current}
            query={agenda.query}
            locale={locale}
            onJump={jump}
            barRef={barRef}
          />
          <AgendaMonthList months={more.shown} />
          <AgendaMore
            agenda={agenda}
            more={more.more}
            busy={more.busy}
            announcement={more.announcement}
            locale={locale}
            onMore={onMore}
            auto
            blockRef={moreRef}
          />
        </div>
      ) : (
        <div className="agenda__empty">
          {isFiltered(agenda.query) ? (
            <>
              <p className="agenda__empty-title">{t("agenda.noResults")}</p>
              <p>{t("agenda.noResultsHint")}</p>
              <Link className="button" to={href("agenda", locale)}>
                {t("agenda.showAll")}
              </Link>
            </>
          ) : (
            <p className="agenda__empty-title">{t("agenda.nothingPlanned")}</p>
          )}
        </div>
      )}
    </div>
  );
}
