// What a production page is found by, in site search and in the agenda's own search alike: its
// texts, and as keywords its genres and the site tags of its performances ("Engels boventiteld").
import type { ContentEvent, ProductionPageData } from "~/content/schema";
import { cleanText, cleanTextOrNull } from "./plain-text";
import { type PreparedFields, prepareFields, type SearchFields } from "./search-ranking";

/** A tag longer than this is not a label but a CMS mistake; more per performance neither. */
export const MAX_TAG_LENGTH = 80;
const MAX_TAGS_PER_EVENT = 10;

/** A performance's site tags (data.sitetags) as the page's language spells them, cleaned. */
export function siteTags(event: Pick<ContentEvent, "data">): string[] {
  const raw = event.data?.sitetags;
  if (!Array.isArray(raw)) return [];
  const tags: string[] = [];
  for (const value of raw) {
    const tag = typeof value === "string" ? cleanText(value) : "";
    if (tag === "" || tag.length > MAX_TAG_LENGTH) continue;
    if (!tags.some((known) => known.toLowerCase() === tag.toLowerCase())) tags.push(tag);
    if (tags.length === MAX_TAGS_PER_EVENT) break;
  }
  return tags;
}

export function productionFields(
  page: ProductionPageData,
  events: readonly Pick<ContentEvent, "data">[],
): SearchFields {
  const tags = new Set(events.flatMap(siteTags));
  const keywords = [page.searchKeywords, ...(page.genres ?? []), ...tags]
    .map((word) => cleanTextOrNull(word))
    .filter(Boolean)
    .join(" \n ");
  return {
    heading: cleanTextOrNull(page.heading) ?? page.title,
    subheading: page.subheading,
    keywords,
    contentMain: page.contentMain,
    contentRemaining: page.contentRemaining,
  };
}

// Folding the texts and stripping the HTML of every production page was most of a search; the
// production list hands over the same page and event objects while its answer is cached, so each
// page's prepared fields are kept beside it.
const prepared = new WeakMap<
  ProductionPageData,
  { events: readonly unknown[]; fields: PreparedFields }
>();

export function preparedProductionFields(
  page: ProductionPageData,
  events: readonly Pick<ContentEvent, "data">[],
): PreparedFields {
  const known = prepared.get(page);
  if (known && known.events === events) return known.fields;
  const fields = prepareFields(productionFields(page, events));
  prepared.set(page, { events, fields });
  return fields;
}
