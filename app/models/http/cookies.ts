// Every reader of a Cookie header (the server's loaders and the browser's
// document.cookie) goes through here, so they all see the same cookies in the same request.
// The header comes from the visitor: anything longer than a browser would send is read as no
// cookies at all, so a hostile header costs no parsing and can only make the page a plain one.
import { parse } from "cookie";

/** Longer than the cookies this site and its tag manager set together, far below what servers take. */
export const MAX_COOKIE_HEADER = 8192;

const raw = (value: string) => value;

/** The cookies of a header by name, values as sent (undecoded); none for an oversized header. */
export function parseCookies(header: string | null | undefined): ReadonlyMap<string, string> {
  if (!header || header.length > MAX_COOKIE_HEADER) return new Map();
  return new Map(Object.entries(parse(header, { decode: raw })));
}

/** The value of one cookie in a Cookie header (or document.cookie), as sent; null when absent. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  return parseCookies(header).get(name) ?? null;
}
