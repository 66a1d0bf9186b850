// Route matching ignores letter case, so /EN/calendar and /Agenda would answer 200 with the same
// page as /en/calendar and /agenda: duplicates for search engines and caches. Every path the
// site makes is lower case (CMS slugs are too), so a path that is one of ours once lower-cased is
// redirected there. Any other path is left alone: the catch-all looks it up as a CMS redirect
// (lower-cased, as the CMS stores them) and answers 404 when there is none.
import { screens } from "../../route-table.js";

// Percent-escapes are left as they are: their hex digits are not letters of the path, and
// lower-casing them would redirect to an address that means the same.
const ESCAPE_OR_TEXT = /%[0-9a-f]{2}|[^%]+|%/gi;

function lowerOutsideEscapes(path: string): string {
  return path.replace(ESCAPE_OR_TEXT, (part) => (part.startsWith("%") ? part : part.toLowerCase()));
}

function segments(path: string): string[] {
  return path.split("/").filter((segment) => segment !== "");
}

function matches(pattern: string, path: string[]): boolean {
  const parts = segments(pattern);
  return (
    parts.length === path.length &&
    parts.every((part, index) => part.startsWith(":") || part === path[index])
  );
}

/** Every screen's path patterns, the catch-all left out: it is no page of its own. */
export const SCREEN_PATTERNS: readonly string[] = Object.values(screens).flatMap(
  (screen): string[] => {
    const patterns: (string | null)[] = [screen.nl, screen.en];
    return patterns.filter((pattern): pattern is string => pattern !== null && pattern !== "*");
  },
);

/**
 * Where a path with capitals belongs: its lower-case form (query kept) when that is a screen of
 * the route table, else null (no redirect is due, or the path is not one of ours).
 */
export function redirectTargetForCase(
  url: URL,
  patterns: readonly string[] = SCREEN_PATTERNS,
): string | null {
  const lower = lowerOutsideEscapes(url.pathname);
  if (lower === url.pathname) return null;
  const path = segments(lower);
  if (!patterns.some((pattern) => matches(pattern, path))) return null;
  return `${lower}${url.search}`;
}
