import { createInstance, type i18n } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { type Locale, localeFromPath } from "~/models/http/locale";
import { i18nOptions, supportedLngs } from "./i18n";
import type { Translate } from "./meta";
import { NAMESPACES, type Namespace, namespaceOf } from "./namespaces";
import { resources, resourcesFor } from "./resources.server";

/**
 * Texts outside React (remix-i18next's getFixedT): loaders, actions, resource routes such as the
 * .ics file. The locale comes from the path only (`localeFromPath`), never from Accept-Language.
 */
const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLngs],
    fallbackLanguage: "nl",
    findLocale: async (request) => localeFromPath(new URL(request.url).pathname),
  },
  i18next: { ...i18nOptions, resources },
});

/** Kept per language and list of namespaces: a page only reads its instance, never changes it. */
const instances = new Map<string, i18n>();

/**
 * The i18next instance one document renders with (entry.server.tsx): its language, and only
 * the namespaces its matched routes name in `handle.i18n`, as the browser will have them. A key
 * of another namespace then shows as itself in the server's HTML too, where the tests
 * (tests/loader-data.test.ts, tests/route-texts.test.ts) find it, not only after hydration.
 */
export function renderInstance(locale: Locale, namespaces: readonly Namespace[]): i18n {
  const key = `${locale}:${namespaces.join(",")}`;
  const kept = instances.get(key);
  if (kept) return kept;
  const instance = createInstance();
  // Synchronous: the resources are here, so init needs no backend and no await.
  void instance.init({
    ...i18nOptions,
    lng: locale,
    ns: [...namespaces],
    resources: resourcesFor(locale, namespaces),
    initImmediate: false,
  });
  instances.set(key, instance);
  return instance;
}

const fixed = new Map<string, Promise<Translate>>();

/**
 * remix-i18next's getFixedT in the path's language, every namespace, with a key's namespace
 * found from its section as components find it (namespaces.ts): for loaders, actions and
 * resource routes, and the `meta` texts loaders send their meta functions (meta.ts). One per
 * language: getFixedT makes a new i18next instance on every call.
 */
export function getFixedT(requestOrLocale: Request | Locale): Promise<Translate> {
  const locale =
    typeof requestOrLocale === "string"
      ? requestOrLocale
      : localeFromPath(new URL(requestOrLocale.url).pathname);
  let t = fixed.get(locale);
  if (!t) {
    t = i18next
      .getFixedT(locale, NAMESPACES as [Namespace, ...Namespace[]])
      .then((translate) => (key, vars) => translate(key, { ...vars, ns: namespaceOf(key) }));
    fixed.set(locale, t);
  }
  return t;
}
