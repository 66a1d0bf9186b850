// Cache-Control for what we send: anonymous pages suit a CDN (short shared max-age, served stale
// while revalidating or when we fail); previews and CMS sessions are never stored anywhere.
export const PRIVATE_NO_STORE = "private, no-store";

export function pageCacheControl({
  personal,
  stale,
}: {
  personal: boolean;
  stale: boolean;
}): string {
  if (personal) return PRIVATE_NO_STORE;
  if (stale) return "public, max-age=0, s-maxage=10, stale-if-error=86400";
  return "public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400";
}

export function errorCacheControl(status: number): string {
  return status === 404 ? "public, max-age=0, s-maxage=60" : "no-store";
}
