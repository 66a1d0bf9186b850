export type Locale = "nl" | "en";

// Only a whole "/en" segment marks English: Dutch paths such as /enquete start with the same
// letters and must stay Dutch.
const ENGLISH_PATH = /^\/en(\/|$)/;

// English screens outside /en, as the client's mails link to them (forms spec §2): the English
// prize-draw confirmation. Whole paths only, trailing slash tolerated.
const ENGLISH_WITHOUT_PREFIX = /^\/cultuurbank-confirm\/?$/;

export function localeFromPath(pathname: string): Locale {
  return ENGLISH_PATH.test(pathname) || ENGLISH_WITHOUT_PREFIX.test(pathname) ? "en" : "nl";
}

export function otherLocale(l: Locale): Locale {
  return l === "nl" ? "en" : "nl";
}
