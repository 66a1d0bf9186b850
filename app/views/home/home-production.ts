// What the home page's slider, highlights and calendar share about a production page: the
// source shape, its performances from today on, its images and its sales button. Server side
// (luxon); the components only see the view models built from it.

import type * as S from "~/content/schema";
import type { ImageCrop } from "../../models/content/image-url";
import { memoPerDay } from "../../models/content/memo";
import { crop } from "../../models/content/page-items";
import { toAmsterdam, todayKey } from "../../models/dates/amsterdam-time";
import type { Locale } from "../../models/http/locale";
import { startedKey } from "../../models/sales/event-status";
import {
  productionSalesButton,
  type SalesButton,
  type SalesLinkContext,
} from "../../models/sales/sales-button";
import { sharedWithoutReferral } from "../../models/sales/shared-for-visitors";
import { cleanTextOrNull } from "../../models/search/plain-text";

/** A production page as the home answer delivers it (node, decoded page data, valid events). */
export type HomeProductionSource = {
  node: { id: string; production_id?: string | null };
  page: S.ProductionPageData;
  events: S.ContentEvent[];
};

export type HomeContext = {
  locale: Locale;
  now: Date;
  sales: SalesLinkContext;
  onUnknownStatus?: (statusID: string) => void;
};

export { cleanTextOrNull as text };

/**
 * Performances on or after today's Amsterdam day, earliest first. Remembered per events list and
 * day: the slider, highlights and calendar all ask, and the lists of a cached answer stay the
 * same objects. The result is shared; callers must not change it.
 */
export function upcomingEvents(
  events: readonly S.ContentEvent[],
  now: Date,
): readonly S.ContentEvent[] {
  const today = todayKey(now);
  return memoPerDay(events, "upcoming", today, () =>
    events
      .map((event) => ({ event, start: toAmsterdam(event.start_date) }))
      .filter(({ start }) => start !== null && (start.toISODate() ?? "") >= today)
      .sort((a, b) => (a.start?.toMillis() ?? 0) - (b.start?.toMillis() ?? 0))
      .map(({ event }) => event),
  );
}

/**
 * A card image: the thumbnail, else the small header, else the large header. The same object for
 * the same page, so a production that is both a highlight and in the calendar sends its image
 * once in the loader data (turbo-stream writes a repeated object as a reference).
 */
export function cardImage(page: S.ProductionPageData): ImageCrop | null {
  return memoPerDay(
    page,
    "cardImage",
    "",
    () =>
      crop(page.images?.thumb) ??
      crop(page.images?.headerSmall?.[0]) ??
      crop(page.images?.headerLarge?.[0]),
  );
}

/**
 * The production's sales button over the given performances (spec §4): one performance links to
 * its sales page, several to the play dates on the production page (#speeldata).
 */
export function salesButtonFor(
  page: S.ProductionPageData,
  events: readonly S.ContentEvent[],
  ctx: HomeContext,
): SalesButton | null {
  const build = () =>
    productionSalesButton(
      events,
      {
        ...ctx.sales,
        // The page's clock: a performance whose start time has come no longer leads the button
        // (statusAt, issue 38).
        now: ctx.now,
        playDatesHref: `${page.url}#speeldata`,
        overrideText: page.salesButtonOverrideText,
      },
      ctx.onUnknownStatus,
    );
  // `events` is the day's list of upcoming performances (upcomingEvents); built again the moment
  // one of them starts.
  return sharedWithoutReferral(
    ctx.sales,
    events,
    `salesButton|${page.url}|${page.salesButtonOverrideText ?? ""}`,
    startedKey(events, ctx.now),
    build,
  );
}

/**
 * The production pages of a list of ids in that order, or every page when the CMS sent no list;
 * unknown ids and repeats are skipped.
 */
export function pagesByIds<T extends { node: { id: string } }>(
  entries: readonly T[],
  ids: readonly string[] | null | undefined,
): T[] {
  if (!ids) return [...entries];
  const byId = new Map(entries.map((entry) => [entry.node.id, entry]));
  const seen = new Set<string>();
  const out: T[] = [];
  for (const id of ids) {
    const entry = byId.get(id);
    if (entry && !seen.has(id)) {
      seen.add(id);
      out.push(entry);
    }
  }
  return out;
}
