import { useNavigate } from "@remix-run/react";
import type { FormEvent } from "react";
import { normalizeQuery } from "~/models/search/search-query";
import { searchParams } from "~/views/search/search";

/**
 * The submit of a box that searches the site (header, home hero): with JavaScript the query goes
 * out trimmed and lower-cased, and an empty or blank box sends nothing (`onEmpty` may say so).
 * Without JavaScript the form's plain GET goes out as typed and the server redirects it to the
 * same clean address (app/models/search/search-address.ts).
 */
export function useSearchSubmit(action: string, onEmpty?: () => void) {
  const navigate = useNavigate();
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = normalizeQuery(String(new FormData(event.currentTarget).get("q") ?? ""));
    if (q === "") {
      onEmpty?.();
      return;
    }
    navigate(`${action}${searchParams(q)}`);
  };
}
