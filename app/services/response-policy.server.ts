// The last word on caching for every document and data answer, after routes set their headers:
// - an answer to a POST (or any other change) carries what the visitor sent: never stored;
// - error screens get the policy of their status, whatever the page would have sent;
// - every answer varies by Cookie: a CMS session turns a page into a preview, so a CDN must
//   never hand an editor's copy to a visitor or the reverse.
import { errorCacheControl, PRIVATE_NO_STORE } from "./cache-headers.server";

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
  if (status === 405 && !headers.has("Allow")) {
    headers.set("Allow", routeTakesPosts ? "GET, HEAD, POST" : "GET, HEAD");
  }
  const vary = headers.get("Vary");
  if (!vary?.toLowerCase().includes("cookie"))
    headers.set("Vary", vary ? `${vary}, Cookie` : "Cookie");
}
