import { RemixI18Next } from "remix-i18next/server";
import { localeFromPath } from "~/models/locale";
import { fallbackLng, i18nOptions, supportedLngs } from "./i18n";

// Locale comes from the path only (`^/en(/|$)` is English), never from Accept-Language:
// the same URL must always render the same language for caches and crawlers.
export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLngs],
    fallbackLanguage: fallbackLng,
    findLocale: async (request) => localeFromPath(new URL(request.url).pathname),
  },
  i18next: i18nOptions,
});
