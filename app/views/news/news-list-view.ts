// The news list as the page draws it: cards with their dates written out, the pagination and the
// tags still to add. Server-side (the loader builds it): the dates are written with luxon, which
// the browser never needs; components import its types only.

import type { ContentNode, GeneralPageData } from "~/content/schema";
import { href } from "~/route-table.js";
import type { ImageCrop } from "../../models/content/image-url";
import { crop } from "../../models/content/page-items";
import { formatLongDate } from "../../models/dates/date-format";
import type { Locale } from "../../models/http/locale";
import { cleanTextOrNull } from "../../models/search/plain-text";
import {
  buildPagination,
  NEWS_PAGE_SIZE,
  type NewsListQuery,
  type PaginationView,
  tagOptions,
} from "./news-list";

export type NewsCardView = {
  id: string;
  heading: string;
  subheading: string | null;
  /** ISO publication date, for <time datetime>. */
  date: string;
  /** "vrijdag 20 november 2026" / "Friday 20 November 2026". */
  dateLabel: string;
  image: ImageCrop;
  href: string;
};

const text = cleanTextOrNull;

/** Spec §5: a news card needs a heading, a publication date, a url and a thumbnail. */
export function newsCardView(
  node: Pick<ContentNode, "id" | "publication_date">,
  page: Pick<GeneralPageData, "heading" | "title" | "subheading" | "url" | "images">,
  locale: Locale,
): NewsCardView | null {
  const heading = text(page.heading) ?? text(page.title);
  const url = text(page.url);
  const image = crop(page.images?.thumb);
  const date = text(node.publication_date);
  const dateLabel = date ? formatLongDate(date, locale) : null;
  if (!heading || !url || !image || !date || !dateLabel) return null;
  return {
    id: node.id,
    heading,
    subheading: text(page.subheading),
    date,
    dateLabel,
    image,
    href: url,
  };
}

export type NewsListSource = {
  items: readonly { node: ContentNode; page: GeneralPageData }[];
  total: number;
  perPage: number;
  filters: Record<string, unknown>;
};

export type NewsListView = {
  query: NewsListQuery;
  cards: NewsCardView[];
  total: number;
  pagination: PaginationView | null;
  /** Tags the visitor can still add, in the CMS's order. */
  tags: string[];
  /** The whole list, no search text or tags. */
  resetAll: string;
};

export function buildNewsListView(
  source: NewsListSource,
  query: NewsListQuery,
  locale: Locale,
): NewsListView {
  const perPage = source.perPage > 0 ? source.perPage : NEWS_PAGE_SIZE;
  const total = Math.max(0, source.total);
  const cards: NewsCardView[] = [];
  for (const item of source.items) {
    const card = newsCardView(item.node, item.page, locale);
    if (card) cards.push(card);
  }
  return {
    query,
    cards,
    total,
    pagination: buildPagination(locale, query, total, perPage),
    tags: tagOptions(source.filters).filter((tag) => !query.tags.includes(tag)),
    resetAll: href("newsList", locale),
  };
}
