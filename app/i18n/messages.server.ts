import type { Locale } from "~/models/locale";
import { en } from "./en";
import { type Messages, nl } from "./nl";

/**
 * The texts of one language. Server-only on purpose: the root loader sends the visitor's
 * language to the browser as data, so the bundle carries neither language.
 */
export function messagesFor(locale: Locale): Messages {
  return locale === "en" ? en : nl;
}
