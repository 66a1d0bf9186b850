import type { Locale } from "~/models/http/locale";
import { en } from "./en";
import { type Messages, nl } from "./nl";
import type { TextPath, Texts } from "./texts";

/**
 * The texts of one language. Server-only on purpose: loaders send the browser the sections it
 * needs as data (textsFor), so the bundle carries neither language.
 */
export function messagesFor(locale: Locale): Messages {
  return locale === "en" ? en : nl;
}

const picked = new Map<string, Texts>();

type Tree = { [key: string]: unknown };

/** Copies the node at `path` from `all` into `out`, sharing every object it does not change. */
function put(out: Tree, all: Tree, path: string) {
  const parts = path.split(".");
  const last = parts.pop() ?? "";
  let from: Tree = all;
  let into: Tree = out;
  for (const part of parts) {
    from = (from[part] ?? {}) as Tree;
    // A whole section (or part) already there holds this path too.
    if (into[part] === from) return;
    into[part] = { ...(into[part] as Tree | undefined) };
    into = into[part] as Tree;
  }
  into[last] = from[last];
}

/**
 * The sections, parts or single texts `paths` names, in one language: what a loader sends as
 * `texts` (app/i18n/texts.ts). Kept per list, so every request sends the same objects.
 */
export function textsFor(locale: Locale, paths: readonly TextPath[]): Texts {
  const key = `${locale}:${paths.join(",")}`;
  const kept = picked.get(key);
  if (kept) return kept;
  const out: Tree = {};
  const all = messagesFor(locale) as unknown as Tree;
  // Shorter paths first: a whole section is then in place before a text inside it is asked for.
  const byDepth = [...paths].sort((a, b) => a.split(".").length - b.split(".").length);
  for (const path of byDepth) put(out, all, path);
  const texts = out as Texts;
  picked.set(key, texts);
  return texts;
}
