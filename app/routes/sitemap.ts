import { describeFailure } from "~/services/content/result";
import { resourceMethods } from "~/services/http/resource-methods.server";
import { log } from "~/services/operations/log.server";
import { loadSitemap } from "~/services/screens/sitemap.server";

/**
 * /sitemap.xml for search engines (app/models/seo/sitemap.ts). A CMS failure is a 503 that nobody
 * stores: a sitemap missing half the site, cached for an hour, would tell crawlers those pages
 * are gone.
 */
async function sitemap() {
  const result = await loadSitemap();
  if (result.status !== "ok") {
    log.error(`[sitemap] ${describeFailure(result)}`);
    return new Response("Sitemap temporarily unavailable\n", {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "Retry-After": "300",
      },
    });
  }
  return new Response(result.value.xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": result.value.stale
        ? "public, max-age=0, s-maxage=60"
        : "public, max-age=0, s-maxage=3600, stale-while-revalidate=3600",
    },
  });
}

export const { loader, action } = resourceMethods({ get: sitemap });
