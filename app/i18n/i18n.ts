// The i18next options of remix-i18next (i18next.server.ts), which translates where no React
// renders: resource routes such as the .ics download. Screens translate with translate.ts over
// the same dictionaries (smaller in the browser than i18next); both take the locale from the
// path only, never from headers. Resources are bundled, so no backend fetch is needed.
import { en } from "./en";
import { nl } from "./nl";

export const supportedLngs = ["nl", "en"] as const;
export const fallbackLng = "nl";
export const defaultNS = "translation";
export const resources = { nl: { translation: nl }, en: { translation: en } };

export const i18nOptions = {
  supportedLngs: [...supportedLngs],
  fallbackLng,
  defaultNS,
  resources,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
};
