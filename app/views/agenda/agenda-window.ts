// Which productions one agenda page shows (decision 0035). The agenda lists a year of
// productions; one page holds a window of them, whole months where it can, and links to the
// others, so the document and its loader data stay small whatever the CMS lists. The pages are a
// fixed split of the listed months, the same whichever of its months is asked for, so each page
// has one address to index.
import type { MonthKey } from "./agenda-months";

/**
 * A page takes whole months until it holds at least `min` items, and never takes a month that
 * would bring it over `max`. A month with more than `max` items is split into parts of nearly
 * equal size, each a page of its own.
 */
export type WindowSize = { min: number; max: number };

/**
 * Two to three screens of productions on a phone, at most about 5 kB of loader data: the page's
 * budget of 15 kB holds the site's frame and texts beside it.
 */
export const AGENDA_WINDOW: WindowSize = { min: 6, max: 10 };

/** Items `from` up to `to` of a month: the whole month, or one part of a large one. */
export type PageSlice = { id: string; from: number; to: number };
export type AgendaPage = PageSlice[];

type Sized = { id: string; size: number };

/** The months (in order) split into pages. */
export function agendaPages(
  months: readonly Sized[],
  size: WindowSize = AGENDA_WINDOW,
): AgendaPage[] {
  const pages: AgendaPage[] = [];
  let page: AgendaPage = [];
  let count = 0;
  const flush = () => {
    if (page.length > 0) pages.push(page);
    page = [];
    count = 0;
  };
  for (const month of months) {
    if (month.size > size.max) {
      flush();
      const parts = Math.ceil(month.size / size.max);
      const per = Math.ceil(month.size / parts);
      for (let from = 0; from < month.size; from += per) {
        pages.push([{ id: month.id, from, to: Math.min(month.size, from + per) }]);
      }
      continue;
    }
    if (count >= size.min || count + month.size > size.max) flush();
    page.push({ id: month.id, from: 0, to: month.size });
    count += month.size;
  }
  flush();
  return pages;
}

/** The pages showing (part of) a month, in order: one, or several for a month split in parts. */
const pagesOf = (pages: readonly AgendaPage[], id: string) =>
  pages.filter((page) => page.some((slice) => slice.id === id));

/**
 * The page to show for a month and part (1-based) of the address: that part of a split month,
 * the month's first page for a part it does not have, the first page for a month in none.
 */
export function pageFor(pages: readonly AgendaPage[], id: string | null, part: number): AgendaPage {
  const holding = id === null ? [] : pagesOf(pages, id);
  return holding[part - 1] ?? holding[0] ?? pages[0] ?? [];
}

/** A page's address: its first month and which part of that month it starts (1 for most). */
export type PageRef = { id: string; part: number };

export function pageRef(pages: readonly AgendaPage[], page: AgendaPage): PageRef | null {
  const first = page[0];
  if (!first) return null;
  return { id: first.id, part: pagesOf(pages, first.id).indexOf(page) + 1 };
}

/** The pages before and after one, null at the ends. */
export function neighbourPages(
  pages: readonly AgendaPage[],
  page: AgendaPage,
): { previous: PageRef | null; next: PageRef | null } {
  const at = pages.indexOf(page);
  const ref = (index: number) => {
    const other = at < 0 ? undefined : pages[index];
    return other ? pageRef(pages, other) : null;
  };
  return { previous: ref(at - 1), next: ref(at + 1) };
}

const ordinal = (m: MonthKey) => m.year * 12 + m.month;

/**
 * The month a page opens on: the one asked for, or the first listed month after it when it has
 * nothing (a gap or a month already past), or the last month when it lies beyond the list.
 * Without a month in the address: the first month.
 */
export function openingMonth<T extends MonthKey>(
  groups: readonly T[],
  requested: MonthKey | null,
): T | null {
  const [first] = groups;
  if (first === undefined) return null;
  if (requested === null) return first;
  const wanted = ordinal(requested);
  return groups.find((group) => ordinal(group) >= wanted) ?? groups[groups.length - 1] ?? first;
}
