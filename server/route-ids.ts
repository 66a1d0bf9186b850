// Which of the build's routes a path reaches, for the access log and the request metrics: the
// Remix route id ("production.nl"), matched the way Remix matches (react-router's ranking), so
// a page and its single-fetch data request carry the same label.
import type { ServerBuild } from "@remix-run/node";
import { LRUCache } from "lru-cache";
import { matchRoutes, type RouteObject } from "react-router";

/** Remix's own address for route discovery. */
const MANIFEST_PATH = "/__manifest";
/**
 * Paths whose answer is kept. matchRoutes flattens and ranks the whole route table and compiles a
 * pattern per route on every call (about 0.2 ms and 200 KB of garbage per request, the health
 * route's included); a path's route id never changes while the build runs. Bounded, so a crawl
 * of made-up paths only pushes out the oldest.
 */
const KEPT_PATHS = 2_000;

type Built = ServerBuild["routes"][string];

function tree(routes: ServerBuild["routes"]): RouteObject[] {
  const children = new Map<string | undefined, Built[]>();
  for (const route of Object.values(routes)) {
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(route);
    children.set(route.parentId, siblings);
  }
  const build = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive,
            children: build(route.id),
          },
    );
  return build(undefined);
}

/** Gives the route id a path reaches, "manifest" for route discovery, "unmatched" for none. */
export function routeIdResolver(routes: ServerBuild["routes"]): (path: string) => string {
  const objects = tree(routes);
  const kept = new LRUCache<string, string>({ max: KEPT_PATHS });
  const resolve = (path: string): string => {
    if (path === MANIFEST_PATH) return "manifest";
    // A single-fetch data request names its page with ".data" ("/_root.data" for "/").
    const page = path.endsWith(".data") ? path.slice(0, -5).replace(/^\/_root$/, "/") : path;
    const matches = matchRoutes(objects, page);
    return matches?.at(-1)?.route.id ?? "unmatched";
  };
  return (path) => {
    const known = kept.get(path);
    if (known !== undefined) return known;
    const id = resolve(path);
    kept.set(path, id);
    return id;
  };
}
