export type Locale = "nl" | "en";

// Only a whole "/en" segment marks English: Dutch paths such as /enquete start with the same
// letters and must stay Dutch.
const ENGLISH_PATH = /^\/en(\/|$)/;

export function localeFromPath(pathname: string): Locale {
  return ENGLISH_PATH.test(pathname) ? "en" : "nl";
}

export function otherLocale(l: Locale): Locale {
  return l === "nl" ? "en" : "nl";
}
