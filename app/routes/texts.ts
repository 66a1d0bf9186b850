// One i18next namespace of one language as JSON: what the browser loads before it hydrates and
// when a navigation reaches a screen with a namespace it does not have yet (entry.client.tsx).
// The address holds the texts' version (TEXTS_VERSION), so the answer is cached for a year and a
// deploy never mixes old and new texts; an address with another version (a page of the previous
// deploy) gets today's texts, uncached.
import { supportedLngs } from "~/i18n/i18n";
import { isNamespace } from "~/i18n/namespaces";
import { resources, TEXTS_VERSION } from "~/i18n/resources.server";
import { resourceMethods } from "~/services/http/resource-methods.server";

const isLocale = (value: string | undefined): value is (typeof supportedLngs)[number] =>
  (supportedLngs as readonly string[]).includes(value ?? "");

export const { loader, action } = resourceMethods({
  get: ({ params }) => {
    const { lng, ns, version } = params;
    if (!isLocale(lng) || !ns || !isNamespace(ns)) {
      throw new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
    }
    return new Response(JSON.stringify(resources[lng][ns]), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Cache-Control":
          version === TEXTS_VERSION ? "public, max-age=31536000, immutable" : "no-cache",
      },
    });
  },
});
