// One i18next set-up for server and client. Resources are bundled (two small objects), so no
// backend fetch is needed and the locale always comes from the path, never from headers.
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
