// Which screen of the route table a path reaches, found the way the router finds it (letter case
// ignored, a trailing slash allowed, ":name" one segment), for answers the router gives before
// it has matched anything: an OPTIONS request is turned away with the root route alone, yet its
// `Allow` must say what the screen at that path takes.

import { routeFiles } from "../../route-files.js";
import { type ScreenName, screens } from "../../route-table.js";
import type { Locale } from "../http/locale";

export type ScreenAt = { name: ScreenName; routeId: string; params: Record<string, string> };

function segments(path: string): string[] {
  return path.split("/").filter((segment) => segment !== "");
}

function match(pattern: string, path: string[]): Record<string, string> | null {
  const parts = segments(pattern);
  if (parts.length !== path.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const given = path[index] ?? "";
    if (part.startsWith(":")) {
      try {
        params[part.slice(1)] = decodeURIComponent(given);
      } catch {
        return null;
      }
    } else if (part.toLowerCase() !== given.toLowerCase()) return null;
  }
  return params;
}

/** The built screen at a path, the catch-all when no other is (the router's choice too). */
export function screenAt(pathname: string): ScreenAt {
  const path = segments(pathname);
  for (const [name, screen] of Object.entries(screens) as [
    ScreenName,
    (typeof screens)[ScreenName],
  ][]) {
    if (!(name in routeFiles) || screen.nl === "*") continue;
    const candidates: [string | null, Locale][] = [
      [screen.nl, "nl"],
      [screen.en, "en"],
    ];
    for (const [pattern, locale] of candidates) {
      const params = pattern === null ? null : match(pattern, path);
      if (params) return { name, routeId: `${name}.${locale}`, params };
    }
  }
  return { name: "catchAll", routeId: "catchAll.nl", params: {} };
}
