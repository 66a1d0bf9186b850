// Spec §2 Home and §5: the slider of featured productions. At most 8 slides; the pinned pages
// lead in their pinned order and the rest are picked at random. Randomness comes in as a
// function so the loader uses Math.random while tests use a seeded generator, and the order is
// fixed in the loader's answer (never chosen during render, so hydration matches).
//
// "One pinned slide id is always appended": read as "the pinned ids are always appended to the
// slider's candidate pool". Editors list the pool in slideshowPages and the leaders in
// pinnedSlideIDs; a pinned page that is missing from the pool still appears (appended once, not
// twice). Pinned pages still have to pass the slide rules: a pin does not bypass the slideshow
// permission or a missing image.
import type * as S from "~/content/schema";
import type { ImageCrop } from "../../models/content/image-url";
import { memoPerDay } from "../../models/content/memo";
import { crop } from "../../models/content/page-items";
import type { SalesButton } from "../../models/sales/sales-button";
import {
  type HomeContext,
  type HomeProductionSource,
  salesButtonFor,
  text,
  upcomingEvents,
} from "./home-production";

export const MAX_SLIDES = 8;

export type SlideView = {
  id: string;
  heading: string;
  subheading: string | null;
  dateHeading: string | null;
  image: ImageCrop;
  /** Spec §9: slider image widths are 1000 for small headers and 1920 for the others. */
  imageMaxWidth: 1000 | 1920;
  href: string;
  buttonText: string | null;
  salesButton: SalesButton;
};

/**
 * A slide, or null when the page lacks one of the spec §5 requirements: slideshow permission,
 * the page's language, an image, a heading, a production and a sales button state.
 */
export function slideView(source: HomeProductionSource, ctx: HomeContext): SlideView | null {
  const { page } = source;
  if (page.isAllowedInSlideshow !== true || page.language !== ctx.locale) return null;
  const base = slideBase(source);
  if (!base) return null;
  const salesButton = salesButtonFor(page, upcomingEvents(source.events, ctx.now), ctx);
  if (!salesButton) return null;
  return { ...base, salesButton };
}

/**
 * What a slide shows from its page alone, cleaned once per cached answer: every home page view
 * judges every production of the answer as a slide.
 */
function slideBase({ page, node }: HomeProductionSource): Omit<SlideView, "salesButton"> | null {
  return memoPerDay(page, `slide:${node.id}:${node.production_id ?? ""}`, "", () => {
    const large = crop(page.images?.headerLarge?.[0]);
    const small = large ? null : crop(page.images?.headerSmall?.[0]);
    const image = large ?? small;
    const heading = text(page.slideshowHeading) ?? text(page.heading);
    const href = text(page.url);
    if (!image || !heading || !href || !node.production_id) return null;
    return {
      id: node.id,
      heading,
      subheading: text(page.slideshowSubHeading) ?? text(page.subheading),
      dateHeading: text(page.dateHeading),
      image,
      imageMaxWidth: large ? 1920 : 1000,
      href,
      buttonText: text(page.slideshowButtonText),
    };
  });
}

/** The pool (slideshowPages, or every page when absent) with each missing pinned id appended. */
export function slideCandidateIds(
  pool: readonly string[] | null | undefined,
  pinned: readonly string[],
  allIds: readonly string[],
): string[] {
  const ids = [...(pool ?? allIds)];
  for (const id of pinned) if (!ids.includes(id)) ids.push(id);
  return [...new Set(ids)];
}

/** Fisher–Yates with the given random source (values in [0, 1)). */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Pinned slides first (in pinned order), then the others shuffled, at most `max`. */
export function selectSlides<T extends { id: string }>(
  slides: readonly T[],
  pinnedIds: readonly string[],
  random: () => number,
  max = MAX_SLIDES,
): T[] {
  const byId = new Map(slides.map((slide) => [slide.id, slide]));
  const pinned: T[] = [];
  for (const id of new Set(pinnedIds)) {
    const slide = byId.get(id);
    if (slide) pinned.push(slide);
  }
  const pinnedSet = new Set(pinned.map((slide) => slide.id));
  const rest = slides.filter((slide) => !pinnedSet.has(slide.id));
  return [...pinned, ...shuffle(rest, random)].slice(0, Math.max(0, max));
}

/** Every page that makes a slide, in candidate order: the same for each visitor of a day. */
export function slideCandidates(
  home: Pick<S.HomeData, "slideshowPages" | "pinnedSlideIDs">,
  sources: readonly HomeProductionSource[],
  ctx: HomeContext,
): SlideView[] {
  const byId = new Map(sources.map((source) => [source.node.id, source]));
  const candidates: SlideView[] = [];
  for (const id of slideCandidateIds(home.slideshowPages, home.pinnedSlideIDs ?? [], [
    ...byId.keys(),
  ])) {
    const source = byId.get(id);
    const slide = source ? slideView(source, ctx) : null;
    if (slide) candidates.push(slide);
  }
  return candidates;
}
