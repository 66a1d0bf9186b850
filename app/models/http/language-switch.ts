// Where the language switch leads (issue 38.8): to the same page in the other language with the
// visitor's state (tab, month, expanded lists) under that language's parameter names, or, when
// the page has no translation, to the other language's nearest page with a notice that says so.
// The screens whose state is a whole query (agenda, news list, search) build their alternate with
// it already (views/agenda/agenda-query.ts, views/news/news-list.ts); this fills in the others.
import { href } from "~/route-table.js";
import { PRODUCTION_QUERY } from "~/views/production/production-links";
import { type Locale, otherLocale } from "./locale";

/** The notice parameter per target language, and its one value: anything else shows nothing. */
export const SWITCH_NOTICE = {
  nl: { param: "vertaling", value: "ontbreekt" },
  en: { param: "translation", value: "missing" },
} as const satisfies Record<Locale, { param: string; value: string }>;

/** Content pages keep their open tab (?tab=n, components/content/content-page-sections.tsx). */
const PAGE_PARAMS = ["tab"];

type Screen = "production" | "page" | "newsItem" | "other";

const SCREEN_PATHS: Record<Locale, [Exclude<Screen, "other">, RegExp][]> = {
  nl: [
    ["production", /^\/voorstelling\/[^/]+\/?$/],
    ["page", /^\/pagina\/[^/]+\/?$/],
    ["newsItem", /^\/nieuwsitem\/[^/]+\/?$/],
  ],
  en: [
    ["production", /^\/en\/show\/[^/]+\/?$/],
    ["page", /^\/en\/page\/[^/]+\/?$/],
    ["newsItem", /^\/en\/newsitem\/[^/]+\/?$/],
  ],
};

function screenOf(pathname: string, locale: Locale): Screen {
  return SCREEN_PATHS[locale].find(([, pattern]) => pattern.test(pathname))?.[0] ?? "other";
}

/**
 * The production page's own parameters renamed to the other language's names; a value that is a
 * word of the language (the description's "volledig"/"full") is translated too. Only known
 * parameters with short, plain values travel: the address is never a carrier for other input.
 */
function productionParams(search: URLSearchParams, from: Locale, to: Locale): URLSearchParams {
  const source = PRODUCTION_QUERY[from];
  const target = PRODUCTION_QUERY[to];
  const out = new URLSearchParams();
  for (const key of Object.keys(source) as (keyof typeof source)[]) {
    if (key === "descriptionFull" || key === "descriptionShort") continue;
    const value = search.get(source[key]);
    if (value === null || !/^[\w-]{1,20}$/.test(value)) continue;
    let translated: string = value;
    if (key === "description") {
      if (value === source.descriptionFull) translated = target.descriptionFull;
      else if (value === source.descriptionShort) translated = target.descriptionShort;
      else continue;
    }
    out.set(target[key], translated);
  }
  return out;
}

function pageParams(search: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const name of PAGE_PARAMS) {
    const value = search.get(name);
    if (value !== null && /^\d{1,2}$/.test(value)) out.set(name, value);
  }
  return out;
}

/** The other language's page nearest to one that has no translation: its section's index. */
function nearestPage(screen: Screen, to: Locale): string {
  if (screen === "production") return href("agenda", to);
  if (screen === "newsItem") return href("newsList", to);
  return href("home", to);
}

function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  if (query === "") return path;
  const [base, hash = ""] = path.split("#", 2) as [string, string?];
  return `${base}${base.includes("?") ? "&" : "?"}${query}${hash ? `#${hash}` : ""}`;
}

/**
 * The switch's target. `alternate` is the page's translated address from its loader (null: the
 * page has none); `location` is where the visitor is now, whose state travels along.
 */
export function languageSwitchHref(
  location: { pathname: string; search: string },
  alternate: string | null,
  locale: Locale,
): string {
  const to = otherLocale(locale);
  const screen = screenOf(location.pathname, locale);
  if (alternate === null) {
    const notice = SWITCH_NOTICE[to];
    return `${nearestPage(screen, to)}?${notice.param}=${notice.value}`;
  }
  // A screen whose loader put the state in its alternate already.
  if (alternate.includes("?")) return alternate;
  const search = new URLSearchParams(location.search);
  if (screen === "production") return withQuery(alternate, productionParams(search, locale, to));
  if (screen === "page") return withQuery(alternate, pageParams(search));
  return alternate;
}

/** Whether the address asks for the no-translation notice (only its own exact value does). */
export function showsSwitchNotice(search: string, locale: Locale): boolean {
  const notice = SWITCH_NOTICE[locale];
  return new URLSearchParams(search).get(notice.param) === notice.value;
}

/**
 * A list's words (genres, site tags: the CMS's words in one language) paired with their twins in
 * the other language, from the same items in both languages' answers: `pairs` holds, per item,
 * its words in this language and in the other, in the same order. A word with two different
 * twins, or a list whose lengths differ, gives no pair for it; the lookup is case-insensitive.
 */
export function wordTwins(
  pairs: Iterable<readonly [readonly string[], readonly string[]]>,
): (word: string) => string | null {
  const twins = new Map<string, string | null>();
  for (const [mine, theirs] of pairs) {
    if (mine.length !== theirs.length) continue;
    mine.forEach((word, index) => {
      const key = word.trim().toLowerCase();
      const twin = theirs[index]?.trim() ?? "";
      if (key === "" || twin === "") return;
      const known = twins.get(key);
      if (known === undefined) twins.set(key, twin);
      else if (known !== null && known.toLowerCase() !== twin.toLowerCase()) twins.set(key, null);
    });
  }
  return (word) => twins.get(word.trim().toLowerCase()) ?? null;
}

type ListEntry = {
  page: { genres?: readonly string[] | null };
  events: readonly { id: string | number; data?: { sitetags?: readonly string[] | null } | null }[];
};

/**
 * The word pairs of the agenda's genres and site tags between both languages' production lists:
 * a production is the same in both when they share a performance (event ids are the ticketing
 * system's, the same in both answers); a performance's tags pair with its own twin's.
 */
export function agendaWordPairs(
  mine: readonly ListEntry[],
  theirs: readonly ListEntry[],
): [readonly string[], readonly string[]][] {
  const theirEvents = new Map<string, { entry: ListEntry; tags: readonly string[] }>();
  for (const entry of theirs) {
    for (const event of entry.events)
      theirEvents.set(String(event.id), { entry, tags: event.data?.sitetags ?? [] });
  }
  const pairs: [readonly string[], readonly string[]][] = [];
  for (const entry of mine) {
    let twinEntry: ListEntry | null = null;
    for (const event of entry.events) {
      const twin = theirEvents.get(String(event.id));
      if (!twin) continue;
      twinEntry ??= twin.entry;
      pairs.push([event.data?.sitetags ?? [], twin.tags]);
    }
    if (twinEntry) pairs.push([entry.page.genres ?? [], twinEntry.page.genres ?? []]);
  }
  return pairs;
}
