import type { Locale } from "~/models/http/locale";
import { en } from "./en";
import { type Messages, nl } from "./nl";

/**
 * The texts of one language as one object, for server code that translates with translate.ts
 * outside a request's i18next (the refusal page, the multi-step action's step title). Loaders
 * and resource routes use getFixedT (i18next.server.ts).
 */
export function messagesFor(locale: Locale): Messages {
  return locale === "en" ? en : nl;
}
