import { RemixI18Next } from "remix-i18next/server";
import { localeFromPath } from "~/models/http/locale";
import { fallbackLng, i18nOptions, supportedLngs } from "./i18n";

// Server-side translation for loaders and resource routes (getFixedT). The locale comes from the
// path only (`localeFromPath`: `^/en(/|$)` and /cultuurbank-confirm are English), never from Accept-Language: a URL always renders one
// language for caches and crawlers. React components use app/i18n/react.tsx instead.
export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLngs],
    fallbackLanguage: fallbackLng,
    findLocale: async (request) => localeFromPath(new URL(request.url).pathname),
  },
  i18next: i18nOptions,
});
