// The site search index of each language, built from the cached CMS lists and kept until they
// change (decision 0039). The lists are the production lists of both languages (the other one
// gives each production its translated title and keywords) and every general page and news item
// (page-list and news-page-list without q, whose nodes carry the pages' text and FAQ).
//
// A cached list answer is the same object until it expires or a purge drops it (render-cache:
// a purge clears this process's copies, here or on another instance through the purge bus), so
// the index is keyed on the identity of what the lists hand over: the same objects, the same
// index, at no cost. New objects (a refresh, a purge, or CONTENT_RENDER_TTL_MS=0, which caches
// no page list) are compared by a digest of their content: the same content keeps the index, a
// change (a publication) builds a new one at the next search. Never one per request, except for
// an editor in preview, whose answers are never cached: theirs is built and dropped.
import { createHash } from "node:crypto";
import type { HomeData } from "~/content/schema";
import type { Locale } from "~/models/http/locale";
import { otherLocale } from "~/models/http/locale";
import {
  homeDocument,
  newsDocument,
  pageDocument,
  productionDocument,
} from "~/models/search/search-documents";
import { buildSearchIndex, type IndexEntry, type SearchIndex } from "~/models/search/search-index";
import type { ContentResult } from "./content/result";
import { log } from "./operations/log.server";
import { type HomeAnswer, loadHome } from "./screens/home.server";
import { type ListedPage, loadWholeList } from "./screens/lists.server";
import {
  loadProductionList,
  type ProductionEntry,
  type ProductionList,
} from "./screens/productions.server";

export type SearchItem =
  | { kind: "production"; entry: ProductionEntry }
  | { kind: "page"; listed: ListedPage }
  | { kind: "home"; home: HomeData }
  | { kind: "news"; listed: ListedPage };

export type SearchSources = {
  productions: ContentResult<ProductionList>;
  /** The other language's production list: titles and keywords in both languages. */
  translations: ContentResult<ProductionList>;
  pages: ContentResult<ListedPage[]>;
  news: ContentResult<ListedPage[]>;
  /** The home page (cached 60 s): its banners and text blocks, found among the pages. */
  home: ContentResult<HomeAnswer>;
};

async function settled<T>(call: () => Promise<ContentResult<T>>): Promise<ContentResult<T>> {
  try {
    return await call();
  } catch (error) {
    return { status: "http_error", reason: error instanceof Error ? error.message : String(error) };
  }
}

/** The four lists, asked together; each may fail on its own. */
export async function loadSearchSources(request: Request, locale: Locale): Promise<SearchSources> {
  const [productions, translations, pages, news, home] = await Promise.all([
    settled(() => loadProductionList(request, locale)),
    settled(() => loadProductionList(request, otherLocale(locale))),
    settled(() => loadWholeList(request, locale, "pages")),
    settled(() => loadWholeList(request, locale, "news")),
    settled(() => loadHome(request, locale)),
  ]);
  return { productions, translations, pages, news, home };
}

/** The home page's id in the index: its language (one home page per language). */
const homeId = (home: HomeData) => `home-${home.language ?? "site"}`;

const ok = <T>(result: ContentResult<T>): T | null =>
  result.status === "ok" ? result.value : null;

/** The index entries of the lists that answered. */
export function indexEntries(sources: SearchSources): IndexEntry<SearchItem>[] {
  const entries: IndexEntry<SearchItem>[] = [];
  const translations = new Map<string, ProductionEntry>();
  for (const entry of ok(sources.translations)?.entries ?? []) {
    if (entry.node.production_id) translations.set(String(entry.node.production_id), entry);
  }
  for (const entry of ok(sources.productions)?.entries ?? []) {
    const translation = entry.node.production_id
      ? (translations.get(String(entry.node.production_id)) ?? null)
      : null;
    entries.push({
      document: productionDocument(entry.node.id, entry, translation),
      item: { kind: "production", entry },
    });
  }
  for (const listed of ok(sources.pages) ?? []) {
    entries.push({
      document: pageDocument(listed.node.id, listed.page),
      item: { kind: "page", listed },
    });
  }
  const home = ok(sources.home)?.home;
  if (home) {
    entries.push({ document: homeDocument(homeId(home), home), item: { kind: "home", home } });
  }
  for (const listed of ok(sources.news) ?? []) {
    entries.push({
      document: newsDocument(listed.node.id, listed.page),
      item: { kind: "news", listed },
    });
  }
  return entries;
}

/**
 * What an index is built from, as object identities: the decoded production lists (the same
 * array while their answer is cached, decoded-once.ts) and the nodes of the page and news lists
 * (the cached answer's own objects). A failed list is null, so its recovery rebuilds too.
 */
export function sourceKeys(sources: SearchSources): readonly unknown[] {
  return [
    ok(sources.productions)?.entries ?? null,
    ok(sources.translations)?.entries ?? null,
    ...(ok(sources.pages)?.map((listed) => listed.node) ?? [null]),
    "|",
    ...(ok(sources.news)?.map((listed) => listed.node) ?? [null]),
    // The decoded home answer: the same object while the answer is cached (decoded-once.ts).
    ok(sources.home)?.home ?? null,
  ];
}

/** The content the index is built from, as a digest: the version of the lists. */
export function sourceDigest(sources: SearchSources): string {
  const hash = createHash("sha1");
  for (const result of Object.values(sources) as ContentResult<unknown>[]) {
    hash.update(result.status === "ok" ? JSON.stringify(result.value) : result.status);
    hash.update("\u0000");
  }
  return hash.digest("hex");
}

const sameKeys = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((key, i) => key === b[i]);

const isPreview = (sources: SearchSources) =>
  Object.values(sources).some(
    (result: ContentResult<unknown>) =>
      result.status === "ok" && (result.preview || result.personal),
  );

/**
 * Keeps the last index per language with the keys it was built from. Built synchronously, so two
 * searches at the same moment never build the same index twice.
 */
export function createIndexCache(
  build: (entries: readonly IndexEntry<SearchItem>[]) => SearchIndex<SearchItem> = buildSearchIndex,
) {
  const kept = new Map<
    Locale,
    { keys: readonly unknown[]; digest: string; index: SearchIndex<SearchItem> }
  >();
  let builds = 0;
  return {
    indexFor(locale: Locale, sources: SearchSources): SearchIndex<SearchItem> {
      if (isPreview(sources)) return build(indexEntries(sources));
      const keys = sourceKeys(sources);
      const known = kept.get(locale);
      if (known && sameKeys(known.keys, keys)) return known.index;
      const digest = sourceDigest(sources);
      if (known && known.digest === digest) {
        // Fresh copies of the same content: remember them, so the next search costs nothing.
        known.keys = keys;
        return known.index;
      }
      const started = performance.now();
      const index = build(indexEntries(sources));
      builds += 1;
      kept.set(locale, { keys, digest, index });
      log.info(`[search] index ${locale} built: ${index.size} documents`, {
        ms: Math.round(performance.now() - started),
      });
      return index;
    },
    /** Indexes built and kept so far (tests). */
    get builds() {
      return builds;
    },
  };
}

const cache = createIndexCache();
// The agenda's own search box (decision 0039, amended): the same index, of the production lists
// alone, so the agenda forgives what site search forgives and lists what it finds by date.
const productionCache = createIndexCache();
const NOT_ASKED = { status: "not_found" } as const;

/**
 * The production pages of `locale` (with the other language's titles and keywords) as a search
 * index, kept as the site's index is: rebuilt only when either production list changes.
 */
export function productionIndexFor(
  locale: Locale,
  productions: ContentResult<ProductionList>,
  translations: ContentResult<ProductionList>,
): SearchIndex<SearchItem> {
  return productionCache.indexFor(locale, {
    productions,
    translations,
    pages: NOT_ASKED,
    news: NOT_ASKED,
    home: NOT_ASKED,
  });
}

export function searchIndexFor(locale: Locale, sources: SearchSources): SearchIndex<SearchItem> {
  return cache.indexFor(locale, sources);
}

/** Indexes built in this process so far (the loader tests count them). */
export const searchIndexBuilds = (): number => cache.builds;
