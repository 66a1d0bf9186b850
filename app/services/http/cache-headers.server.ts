// Cache-Control for what we send: anonymous pages suit a shared cache (short shared max-age,
// served stale briefly while one request revalidates, for a day when we fail); previews and CMS
// sessions are never stored anywhere.
//
// The staleness budget (docs/decisions/0027-shared-anonymous-documents.md): a page's copy is
// fresh for 20 s from its render (Varnish sends Age, so a CDN behind it counts from there too) and
// served at most 10 s past that while one request fetches the next; its content is at most
// CONTENT_RENDER_TTL_MS old when rendered. A sold-out performance's button is thereby wrong for
// at most about a minute without a purge. A page rendered from a stale CMS answer says so: 10 s,
// and no stale-while-revalidate on top of the render cache's own.
export const PRIVATE_NO_STORE = "private, no-store";

/** A day: a CDN's net while the CMS (or the site) is down. */
const IF_ERROR = "stale-if-error=86400";

export const FRESH_PAGE = `public, max-age=0, s-maxage=20, stale-while-revalidate=10, ${IF_ERROR}`;
export const STALE_PAGE = `public, max-age=0, s-maxage=10, ${IF_ERROR}`;

export function pageCacheControl({
  personal,
  stale,
}: {
  personal: boolean;
  stale: boolean;
}): string {
  if (personal) return PRIVATE_NO_STORE;
  return stale ? STALE_PAGE : FRESH_PAGE;
}

export function errorCacheControl(status: number): string {
  return status === 404 ? "public, max-age=0, s-maxage=60" : "no-store";
}
