import { resourceMethods } from "~/services/http/resource-methods.server";
import { getEnv } from "~/services/operations/env.server";

/** robots.txt: everything may be crawled; the sitemap's absolute address is on SITE_URL. */
function robots() {
  const sitemap = new URL("/sitemap.xml", getEnv().SITE_URL).href;
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600, s-maxage=86400",
    },
  });
}

export const { loader, action } = resourceMethods({ get: robots });
