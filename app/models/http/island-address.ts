// Where a deferred island that brings its own data asks for it (decision 0036): the island's
// name and the page it belongs to, `/_island/<name>?page=<path and query>`. The server answers
// only for a known island on a page of the screen that draws it; anything else is not found, and
// nothing of the request is written back.
import { screens } from "../../route-table.js";

/** Every island that brings its own data, with the screen whose loader builds its props. */
export const ISLANDS = {
  "home-calendar": "home",
  "home-highlights": "home",
  "home-banners": "home",
  "home-news": "home",
  "production-dates": "production",
  "production-details": "production",
  "production-cards": "production",
  "production-others": "production",
} as const;

export type IslandName = keyof typeof ISLANDS;
export type IslandScreen = (typeof ISLANDS)[IslandName];

/** The endpoint's own path pattern (route-table.js registers it). */
export const ISLAND_PREFIX = "/_island/";

/** Longer page addresses are no page of ours (the longest real ones are under 200 characters). */
const MAX_PAGE_LENGTH = 600;

const isIslandName = (name: string): name is IslandName => Object.hasOwn(ISLANDS, name);

/** The address of an island's data for the page at `page` (a path with its query). */
export function islandDataPath(name: IslandName, page: string): string {
  return `${ISLAND_PREFIX}${name}?${new URLSearchParams({ page })}`;
}

export type IslandRequest = {
  name: IslandName;
  screen: IslandScreen;
  /** The page's path and query, as the browser showed them. */
  page: string;
  /** The route params of the page (a production's `url`). */
  params: Record<string, string>;
};

/** Matches a path against a screen's pattern ("/voorstelling/:url"): its params, or null. */
function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return "([^/]+)";
  });
  const match = new RegExp(`^${source}$`).exec(pathname);
  if (!match) return null;
  const params: Record<string, string> = {};
  for (const [index, name] of names.entries()) {
    try {
      params[name] = decodeURIComponent(match[index + 1] ?? "");
    } catch {
      return null;
    }
  }
  return params;
}

/**
 * The island and page a request names, or null when it names no island of ours or no page of
 * the screen that draws it (a path of another screen, another origin, a path with dot segments
 * or doubled slashes, an address too long to be one of ours).
 */
export function parseIslandRequest(
  name: string | undefined,
  page: string | null,
): IslandRequest | null {
  if (!name || !isIslandName(name)) return null;
  if (!page || page.length > MAX_PAGE_LENGTH || !page.startsWith("/") || page.startsWith("//")) {
    return null;
  }
  if (/[\\\s]/.test(page)) return null;
  const url = new URL(page, "http://site.invalid");
  if (url.origin !== "http://site.invalid" || url.hash) return null;
  // A path the URL parser would rewrite (dot segments, encoded slashes) is not one the site links.
  if (!page.startsWith(url.pathname) || /%2f/i.test(url.pathname)) return null;
  const screen = ISLANDS[name];
  const entry: { nl: string; en: string | null } = screens[screen];
  for (const pattern of [entry.nl, entry.en]) {
    if (!pattern) continue;
    const params = matchPattern(pattern, url.pathname);
    if (params) return { name, screen, page: `${url.pathname}${url.search}`, params };
  }
  return null;
}
