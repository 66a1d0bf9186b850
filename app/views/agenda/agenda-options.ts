// The choices of the agenda's tag and hall filters: whatever the CMS sends, in its words for the
// page's language, bounded so a CMS full of tags still gives a usable form.
import type { Venue } from "~/content/schema";
import type { Locale } from "../../models/http/locale";
import { cleanText } from "../../models/search/plain-text";
import type { AgendaEntry } from "./agenda-entries";

/** At most this many tags and halls are offered: the ones most productions have. */
export const MAX_OPTIONS = 12;

export type HallOption = { id: string; name: string };

const collators = new Map<Locale, Intl.Collator>();
function compareIn(locale: Locale): (a: string, b: string) => number {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: "base" });
    collators.set(locale, collator);
  }
  return collator.compare;
}

/** The most common keys, then in the language's order of their labels. */
function mostCommon(
  counts: Map<string, { label: string; count: number }>,
  locale: Locale,
): { key: string; label: string }[] {
  return [...counts.entries()]
    .sort(([, a], [, b]) => b.count - a.count)
    .slice(0, MAX_OPTIONS)
    .map(([key, { label }]) => ({ key, label }))
    .sort((a, b) => compareIn(locale)(a.label, b.label));
}

/** Site tags of the listed performances, each once (the first spelling wins). */
export function tagOptions(entries: readonly AgendaEntry[], locale: Locale): string[] {
  const counts = new Map<string, { label: string; count: number }>();
  for (const entry of entries) {
    for (const label of entry.tags) {
      const key = label.toLowerCase();
      const known = counts.get(key);
      if (known) known.count += 1;
      else counts.set(key, { label, count: 1 });
    }
  }
  return mostCommon(counts, locale).map((option) => option.label);
}

/** The tags of the address the data knows, in the data's spelling; the rest filter nothing. */
export function knownTags(tags: readonly string[], options: readonly string[]): string[] {
  const known = new Set<string>();
  for (const tag of tags) {
    const option = options.find((o) => o.toLowerCase() === tag.toLowerCase());
    if (option) known.add(option);
  }
  return [...known];
}

/**
 * Halls the listed performances play in, named as the answer's venues name them in the page's
 * language; a hall the venues do not name is left out (nobody could choose it knowingly).
 */
export function hallOptions(
  entries: readonly AgendaEntry[],
  venues: Readonly<Record<string, Venue>>,
  locale: Locale,
): HallOption[] {
  const names = hallNames(venues);
  const counts = new Map<string, { label: string; count: number }>();
  for (const entry of entries) {
    const halls = new Set(entry.performances.map((p) => p.hall));
    for (const hall of halls) {
      const label = hall === null ? undefined : names.get(hall);
      if (!hall || !label) continue;
      const known = counts.get(hall);
      if (known) known.count += 1;
      else counts.set(hall, { label, count: 1 });
    }
  }
  return mostCommon(counts, locale).map(({ key, label }) => ({ id: key, name: label }));
}

/** Every hall the answer's venues name, by its "venue-hall" key. */
export function hallNames(venues: Readonly<Record<string, Venue>>): Map<string, string> {
  const names = new Map<string, string>();
  for (const venue of Object.values(venues)) {
    for (const hall of venue.halls ?? []) {
      const name = cleanText(hall.name);
      if (name !== "") names.set(`${String(venue.id).trim()}-${String(hall.id).trim()}`, name);
    }
  }
  return names;
}

export function knownHall(hall: string | null, options: readonly HallOption[]): string | null {
  return options.find((option) => option.id === hall)?.id ?? null;
}
