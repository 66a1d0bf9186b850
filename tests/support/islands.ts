// What a page's loader kept for its data islands (decision 0036), put back beside its data, so a
// test of the loader reads the whole page as the server's HTML draws it.
import type { IslandProps } from "~/components/shell/document-extras";

/** The props a loader kept for `name` on `context`, if any. */
export function islandProps<T>(context: { islands?: IslandProps }, name: keyof IslandProps) {
  return context.islands?.[name]?.props as T | undefined;
}

/**
 * A production page's view with its islands' fields back in, and the streamed "others also
 * viewed" list the server's HTML draws.
 */
export function productionWithIslands<Page extends object>(
  page: Page | null,
  context: { islands?: IslandProps },
): { page: Page | null; others: Promise<never> | null } {
  const dates = islandProps<{ view: object }>(context, "production-dates");
  const details = islandProps<{ view: object }>(context, "production-details");
  const cards = islandProps<{ cards: unknown[] }>(context, "production-cards");
  const others = islandProps<{ others: Promise<never> }>(context, "production-others");
  return {
    page: page && { ...page, ...dates?.view, ...details?.view, related: cards?.cards ?? [] },
    others: others?.others ?? null,
  };
}
