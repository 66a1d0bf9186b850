// Search boxes are GET forms: without JavaScript the browser sends q as typed ("  HAMLET  "), and
// an empty box as "q=". The screens that read q redirect such an address to the one that means
// the same, so every search has one address: q trimmed, lower-cased and given once, or no q at
// all. With JavaScript the boxes send that address themselves.
import { screens } from "../../route-table.js";
import { normalizeQuery } from "./search-query";

const SEARCH_PARAM = "q";

const SEARCHING_PATHS: ReadonlySet<string> = new Set(
  [screens.search, screens.agenda, screens.newsList].flatMap((screen) => [screen.nl, screen.en]),
);

/** The address with q normalised, other parameters kept in order; null when it already is. */
export function redirectTargetForQuery(url: URL): string | null {
  if (!SEARCHING_PATHS.has(url.pathname)) return null;
  const values = url.searchParams.getAll(SEARCH_PARAM);
  if (values.length === 0) return null;
  const q = normalizeQuery(values);
  if (q !== "" && values.length === 1 && values[0] === q) return null;

  const params = new URLSearchParams();
  let placed = false;
  for (const [key, value] of url.searchParams) {
    if (key !== SEARCH_PARAM) params.append(key, value);
    else if (!placed) {
      placed = true;
      if (q !== "") params.append(SEARCH_PARAM, q);
    }
  }
  const search = params.toString();
  return `${url.pathname}${search === "" ? "" : `?${search}`}`;
}
