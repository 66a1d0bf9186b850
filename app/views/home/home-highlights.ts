// Spec §2 Home and §5: the highlights block 'binnenkort in het theater' / 'soon in the theatre'.
// A highlight needs highlight permission, performances, an image, a heading and a sales button
// state; the block shows at most maxHighlights (default 9), soonest performance first.
import type * as S from "~/content/schema";
import type { ImageCrop } from "../../models/content/image-url";
import { toAmsterdam } from "../../models/dates/amsterdam-time";
import { type DateGroup, formatDateGroups, groupDates } from "../../models/dates/date-groups";
import type { SalesButton } from "../../models/sales/sales-button";
import {
  cardImage,
  type HomeContext,
  type HomeProductionSource,
  pagesByIds,
  salesButtonFor,
  text,
  upcomingEvents,
} from "./home-production";

export const DEFAULT_MAX_HIGHLIGHTS = 9;

export type HighlightView = {
  id: string;
  heading: string;
  subheading: string | null;
  dates: string | null;
  image: ImageCrop;
  href: string;
  salesButton: SalesButton;
  /** ISO start of the next performance: the order of the block. */
  nextStart: string;
};

/** maxHighlights from the CMS: absent, negative or not a number means the default; 0 hides. */
export function highlightLimit(max: number | null | undefined): number {
  if (typeof max !== "number" || !Number.isFinite(max) || max < 0) return DEFAULT_MAX_HIGHLIGHTS;
  return Math.floor(max);
}

/** "12 t/m 14 maart"; with more than two runs the first to the last day as one range. */
export function highlightDates(starts: readonly string[], ctx: HomeContext): string | null {
  const groups = groupDates(starts);
  const first = groups[0];
  const last = groups[groups.length - 1];
  if (!first || !last) return null;
  const shown: DateGroup[] =
    groups.length <= 2
      ? groups
      : [{ first: first.first, last: last.last, days: groups.flatMap((g) => g.days) }];
  return formatDateGroups(shown, ctx.locale, ctx.now) || null;
}

export function highlightView(
  source: HomeProductionSource,
  ctx: HomeContext,
): HighlightView | null {
  const { page, node } = source;
  if (page.isAllowedAsHighlight !== true) return null;
  const heading = text(page.heading);
  const image = cardImage(page);
  const href = text(page.url);
  const upcoming = upcomingEvents(source.events, ctx.now);
  const next = upcoming[0];
  if (!heading || !image || !href || !next) return null;
  const salesButton = salesButtonFor(page, upcoming, ctx);
  if (!salesButton) return null;
  return {
    id: node.id,
    heading,
    subheading: text(page.subheading),
    dates:
      text(page.dateHeading) ??
      highlightDates(
        upcoming.map((event) => event.start_date),
        ctx,
      ),
    image,
    href,
    salesButton,
    nextStart: next.start_date,
  };
}

/** The pages of productionPageList (every page when absent) that qualify, soonest first. */
export function buildHighlights(
  home: Pick<S.HomeData, "productionPageList" | "maxHighlights">,
  sources: readonly HomeProductionSource[],
  ctx: HomeContext,
): HighlightView[] {
  const views: { view: HighlightView; at: number }[] = [];
  for (const source of pagesByIds(sources, home.productionPageList)) {
    const view = highlightView(source, ctx);
    if (view) views.push({ view, at: toAmsterdam(view.nextStart)?.toMillis() ?? 0 });
  }
  // Array.prototype.sort is stable: pages starting at the same moment keep the CMS order.
  return views
    .sort((a, b) => a.at - b.at)
    .slice(0, highlightLimit(home.maxHighlights))
    .map(({ view }) => view);
}
