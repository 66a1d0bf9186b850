import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { Locale } from "~/models/http/locale";
import type { Messages } from "./nl";
import { type MessageKey, translate, type Vars } from "./translate";

type Translation = {
  t: (key: MessageKey, vars?: Vars) => string;
  i18n: { language: Locale };
  messages: Messages | null;
};

function translationFor(locale: Locale, messages: Messages | null): Translation {
  return {
    messages,
    // Without texts (the root loader failed) a key is shown rather than nothing.
    t: (key, vars) => (messages ? translate(messages, key, vars, locale) : key),
    i18n: { language: locale },
  };
}

const TranslationContext = createContext<Translation>(translationFor("nl", null));

/** Texts for the page's language; the layout wraps every screen in it. */
export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages | null;
  children: ReactNode;
}) {
  const value = useMemo(() => translationFor(locale, messages), [locale, messages]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

export function useTranslation(): Translation {
  return useContext(TranslationContext);
}
