// Cards for other productions on a production page: 'Related' and 'others also viewed'
// (spec §2, §4).
import type * as S from "~/content/schema";
import type { ImageCrop } from "../../models/content/image-url";
import { memoPerDay } from "../../models/content/memo";
import { crop } from "../../models/content/page-items";
import { todayKey } from "../../models/dates/amsterdam-time";
import { formatDateGroups, groupDates } from "../../models/dates/date-groups";
import type { Locale } from "../../models/http/locale";
import { type EventStatus, eventStatusAt, isRelatable } from "../../models/sales/event-status";
import { cleanTextOrNull as text } from "../../models/search/plain-text";
import { upcomingEvents } from "./production-events";

export type ProductionSource = {
  node: S.ContentNode;
  page: S.ProductionPageData;
  events: S.ContentEvent[];
};

export const RELATED_MAX = 3;
export const OTHERS_ALSO_VIEWED = 6;

export type ProductionCardView = {
  id: string;
  heading: string;
  subheading: string | null;
  image: ImageCrop;
  href: string;
  dates: string | null;
};

/**
 * A card for another production page: needs a heading, an image and a url. Kept per source,
 * language and day, so "others also viewed" reads the production list's dates once per cached
 * answer and day rather than on every page view. Shared; callers must not change it.
 */
export function productionCard(
  source: ProductionSource,
  now: Date,
  locale: Locale,
): ProductionCardView | null {
  return memoPerDay(source, `card|${locale}`, todayKey(now), () =>
    buildProductionCard(source, now, locale),
  );
}

function buildProductionCard(
  source: ProductionSource,
  now: Date,
  locale: Locale,
): ProductionCardView | null {
  const { page, node } = source;
  const heading = text(page.heading) ?? text(page.title);
  const image =
    crop(page.images?.thumb) ??
    crop(page.images?.headerSmall?.[0]) ??
    crop(page.images?.headerLarge?.[0]);
  const url = text(page.url);
  if (!heading || !image || !url) return null;
  // The card's picture is decorative (its heading names the link): its alt text stays home.
  const { alt: _alt, ...picture } = image;
  return {
    id: node.id,
    heading,
    subheading: text(page.subheading),
    image: picture,
    href: url,
    dates: cardDates(upcomingEvents(source.events, now), locale, now),
  };
}

/**
 * The dates line of a card: the date groups ("4 en 5 december, 11 december"), or for a long run
 * of more than two groups simply its first to last day ("23 maart t/m 23 mei 2027").
 */
export function cardDates(
  upcoming: readonly S.ContentEvent[],
  locale: Locale,
  now: Date,
): string | null {
  const groups = groupDates(upcoming.map((e) => e.start_date));
  const first = groups[0];
  const last = groups.at(-1);
  if (!first || !last) return null;
  // Three "days" make the formatter write a range ("t/m"/"to") rather than a pair.
  const shown =
    groups.length > 2
      ? [{ first: first.first, last: last.last, days: [first.first, "", last.last] }]
      : groups;
  return formatDateGroups(shown, locale, now) || null;
}

// At the page's clock (decision 0040): a performance that has begun is not on sale, so it does
// not make a production relatable.
function statusesFrom(events: readonly S.ContentEvent[], now: Date): EventStatus[] {
  return events.map((event) => eventStatusAt(event, now));
}

/**
 * Related productions (spec §4, §9): the page's relatedPages in their order, only those with an
 * upcoming event that is on sale, last chance or call us, at most three.
 */
export function relatedProductions(
  relatedIds: readonly string[],
  candidates: readonly ProductionSource[],
  now: Date,
  locale: Locale,
): ProductionCardView[] {
  const byId = new Map(candidates.map((c) => [c.node.id, c]));
  const cards: ProductionCardView[] = [];
  for (const id of relatedIds) {
    const source = byId.get(id);
    if (!source) continue;
    if (!isRelatable(statusesFrom(upcomingEvents(source.events, now), now))) continue;
    const card = productionCard(source, now, locale);
    if (card && !cards.some((c) => c.id === card.id)) cards.push(card);
    if (cards.length === RELATED_MAX) break;
  }
  return cards;
}

/**
 * "Others also viewed" (spec §9: 6 random, genres overlapping): production pages sharing a genre
 * with this one (case-insensitive), with at least one upcoming performance, other than the page
 * itself and the pages already shown as related. `random` is injectable for tests.
 */
export function othersAlsoViewed(
  entries: readonly ProductionSource[],
  current: { id: string; genres: readonly string[]; exclude: readonly string[] },
  opts: { now: Date; locale: Locale; random?: () => number; count?: number },
): ProductionCardView[] {
  const genres = new Set(current.genres.map((g) => g.trim().toLowerCase()).filter(Boolean));
  if (genres.size === 0) return [];
  const excluded = new Set([current.id, ...current.exclude]);
  const pool: ProductionCardView[] = [];
  for (const entry of entries) {
    if (excluded.has(entry.node.id)) continue;
    const overlaps = (entry.page.genres ?? []).some((g) => genres.has(g.trim().toLowerCase()));
    if (!overlaps || upcomingEvents(entry.events, opts.now).length === 0) continue;
    const card = productionCard(entry, opts.now, opts.locale);
    if (card && !pool.some((c) => c.id === card.id)) pool.push(card);
  }
  // Fisher–Yates on a copy, stopping once enough cards are drawn.
  const random = opts.random ?? Math.random;
  const count = Math.min(opts.count ?? OTHERS_ALSO_VIEWED, pool.length);
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j] as ProductionCardView, pool[i] as ProductionCardView];
  }
  return pool.slice(0, count);
}
