// Looks up a dotted key in a message object and fills {{name}} placeholders. The browser gets
// this instead of i18next: the site only needs lookup, plurals and interpolation, and i18next's
// runtime costs 17 KB gzip of a 100 KB budget (docs/decisions/0005-i18n-runtime.md).
import type { Messages } from "./nl";

type Paths<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every text's full key, plural forms ("agenda.count_one") included. */
export type TextKey = Paths<Messages>;
type Path = TextKey;
/** "agenda.count" for a pair "agenda.count_one" / "agenda.count_other". */
type PluralBase<K> = K extends `${infer Base}_${"one" | "other"}` ? Base : never;
export type MessageKey = Path | PluralBase<Path>;
export type Vars = Record<string, string | number>;

function lookup(messages: Messages, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split(".")) {
    node =
      typeof node === "object" && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  return typeof node === "string" ? node : undefined;
}

// Making an Intl.PluralRules costs far more than asking it; a page asks once per counted text
// (every day of the home calendar), so one is kept per language.
const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(locale: string, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/**
 * Plural pairs follow the i18next convention (`key_one`, `key_other`) and are chosen by
 * `vars.count` with the language's plural rules.
 */
export function translate(messages: Messages, key: MessageKey, vars?: Vars, locale = "nl"): string {
  const count = vars?.count;
  const pluralKey = typeof count === "number" ? `${key}_${pluralCategory(locale, count)}` : null;
  const text =
    (pluralKey && lookup(messages, pluralKey)) ??
    lookup(messages, key) ??
    (typeof count === "number" ? lookup(messages, `${key}_other`) : undefined);
  if (text === undefined) return key;
  if (!vars) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in vars ? String(vars[name]) : match,
  );
}
