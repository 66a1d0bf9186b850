// The i18next options the server (i18next.server.ts, entry.server.tsx) and the browser
// (entry.client.tsx) share. The language always comes from the path (models/http/locale.ts),
// never from a header or a detector, so a URL renders one language for caches and crawlers.
import type { InitOptions } from "i18next";

export const supportedLngs = ["nl", "en"] as const;

export const i18nOptions = {
  supportedLngs: [...supportedLngs],
  // No fallback language: English satisfies the Dutch shape (en.ts), and a fallback would make
  // the browser load every namespace in both languages.
  fallbackLng: false,
  load: "currentOnly",
  defaultNS: "common",
  // Keys are "section.text"; no key holds a colon, and none may be read as a namespace.
  nsSeparator: false,
  interpolation: { escapeValue: false },
  // React escapes; the browser suspends a navigation until its namespaces are there (react.tsx).
  react: { useSuspense: true },
} satisfies InitOptions;
