// The texts of React components, on react-i18next. `useTranslation()` keeps the shape the
// components were written against ({ t, i18n: { language } }, with `t` typed against the Dutch
// messages) and finds a key's namespace from its section (namespaces.ts), so a component need
// not name one; the route names them in `handle.i18n`.
import { useMatches } from "@remix-run/react";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { getI18n, I18nContext, useTranslation as useI18next } from "react-i18next";
import type { Locale } from "~/models/http/locale";
import { namespaceOf, namespacesOf } from "./namespaces";
import type { MessageKey, Vars } from "./translate";

type Translation = {
  t: (key: MessageKey, vars?: Vars) => string;
  i18n: { language: Locale };
};

/** The page's language, which the path decides (the i18next instance may hold both). */
const LocaleContext = createContext<Locale>("nl");

/**
 * Gives the page its language, once the namespaces the matched routes name are there in it.
 * On the server they always are (entry.server.tsx); in the browser they are loaded before
 * hydration (entry.client.tsx), and on a client navigation to a screen with a new namespace or
 * to the other language react-i18next suspends here, above every boundary, so the navigation's
 * transition waits for the texts instead of showing keys.
 */
export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const namespaces = namespacesOf(useMatches());
  useI18next(namespaces, { lng: locale });
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useTranslation(): Translation {
  const locale = useContext(LocaleContext);
  // The instance only: the provider above has waited for the texts, so no component needs
  // react-i18next's own hook (and its two effects) again.
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  return useMemo(() => {
    const fixed = i18n.getFixedT(locale) as (key: string, options: object) => string;
    return {
      t: (key, vars) => fixed(key, { ...vars, ns: namespaceOf(key) }),
      i18n: { language: locale },
    };
  }, [i18n, locale]);
}
