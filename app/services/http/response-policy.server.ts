// The last word on caching for every document and data answer, after routes set their headers:
// - an answer to a POST (or any other change) carries what the visitor sent: never stored;
// - error screens get the policy of their status, whatever the page would have sent;
// - an answer that sets a cookie is the visitor's own (a referral code, a consent choice, a
//   flash message), whatever its page said: a shared copy would hand the cookie to everyone;
// - Vary names what the answer depends on, and only that (docs/security.md, "What a shared copy
//   depends on"): Cookie, as the consent choice (the banner, the tag manager), the CMS session
//   (a preview) and the referral and sign-up flash cookies (a page of one's own) are cookies. A
//   front cache keeps Cookie down to the cookies the site reads, so analytics cookies never
//   split its copies. Accept-Encoding is the compression layer's to add (server/app.ts), where
//   the bytes start to depend on it. The user agent only changes how a page is delivered
//   (streamed or whole), never what it says, so it is not named.
import { errorCacheControl, PRIVATE_NO_STORE } from "./cache-headers.server";

/** Adds header names to Vary, each once whatever its letter case. */
export function varyOn(headers: Headers, ...names: string[]): void {
  const present = (headers.get("Vary") ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const known = new Set(present.map((name) => name.toLowerCase()));
  if (known.has("*")) return;
  const added: string[] = [];
  for (const name of names) {
    if (known.has(name.toLowerCase())) continue;
    known.add(name.toLowerCase());
    added.push(name);
  }
  if (added.length > 0) headers.set("Vary", [...present, ...added].join(", "));
}

/**
 * Headers of an answer that depends on the visitor's cookies beyond the page's own document or
 * data (a resource route or a redirect that reads the CMS session).
 */
export const dependsOnCookies = (headers: Record<string, string>): Record<string, string> => ({
  ...headers,
  Vary: "Cookie",
});

export function applyResponsePolicy(
  request: Request,
  status: number,
  headers: Headers,
  routeTakesPosts: boolean,
) {
  if (request.method !== "GET" && request.method !== "HEAD") {
    headers.set("Cache-Control", PRIVATE_NO_STORE);
  } else if (status >= 400) {
    headers.set("Cache-Control", errorCacheControl(status));
  }
  if (headers.has("Set-Cookie")) headers.set("Cache-Control", PRIVATE_NO_STORE);
  if (status === 405 && !headers.has("Allow")) {
    headers.set("Allow", routeTakesPosts ? "GET, HEAD, POST" : "GET, HEAD");
  }
  varyOn(headers, "Cookie");
}
