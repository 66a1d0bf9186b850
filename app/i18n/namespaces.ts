// The i18next namespaces: groups of the message sections (nl.ts) that travel together. A route
// names the namespaces its screen draws in `handle.i18n` (remix-i18next's convention); the server
// renders with those only and the browser loads those before it hydrates or shows the screen, so
// a namespace a route forgets shows its keys in the server's HTML, where the tests look for them
// (tests/route-texts.test.ts). A key keeps its section as its first part ("agenda.title"), so
// components need not name a namespace: it follows from the key.
import type { Messages } from "./nl";

type Section = keyof Messages & string;

/** The frame every page draws (header, footer with its sign-up, consent, wish list, errors). */
const COMMON = "common";

/** Which namespace holds each section; a new section must be given one here (type error). */
const NAMESPACE_OF = {
  site: COMMON,
  header: COMMON,
  breadcrumbs: COMMON,
  footer: COMMON,
  social: COMMON,
  errors: COMMON,
  redirect: COMMON,
  consent: COMMON,
  wishlist: COMMON,
  forms: COMMON,
  sales: "sales",
  agenda: "agenda",
  production: "production",
  home: "home",
  search: "search",
  newsList: "news",
  page: "page",
  theatreForms: "pageForms",
  fundForms: "pageForms",
  donationForms: "pageForms",
  amounts: "pageForms",
  confirmations: "confirmations",
  donationReturn: "confirmations",
} as const satisfies Record<Section, string>;

export type Namespace = (typeof NAMESPACE_OF)[Section];

export const NAMESPACES = [...new Set(Object.values(NAMESPACE_OF))] as Namespace[];

export const isNamespace = (name: string): name is Namespace =>
  (NAMESPACES as string[]).includes(name);

/** The sections a namespace holds. */
export const sectionsOf = (namespace: Namespace): Section[] =>
  (Object.keys(NAMESPACE_OF) as Section[]).filter((s) => NAMESPACE_OF[s] === namespace);

/** The namespace of a key ("agenda.title" → "agenda"); an unknown section falls to "common". */
export function namespaceOf(key: string): Namespace {
  const section = key.slice(0, key.indexOf(".")) as Section;
  return NAMESPACE_OF[section] ?? COMMON;
}

/** What a route module exports as `handle`: the namespaces its screen draws beyond the root's. */
export type I18nHandle = { i18n: readonly Namespace[] };

type Match = { handle?: unknown };

/** The namespaces the matched routes name in `handle.i18n`, root first, each once. */
export function namespacesOf(matches: readonly Match[]): Namespace[] {
  const names = matches.flatMap((match) => {
    const i18n = (match.handle as { i18n?: unknown } | undefined)?.i18n;
    if (typeof i18n === "string") return [i18n];
    return Array.isArray(i18n) ? (i18n as string[]) : [];
  });
  return [...new Set(names)].filter(isNamespace);
}
