import { createHash } from "node:crypto";
import type { Locale } from "~/models/http/locale";
import { en } from "./en";
import { NAMESPACES, type Namespace, sectionsOf } from "./namespaces";
import { type Messages, nl } from "./nl";

/** One namespace of one language: its sections, keyed as in nl.ts ({ agenda: { title } }). */
export type NamespaceTexts = Partial<Messages>;

function byNamespace(messages: Messages): Record<Namespace, NamespaceTexts> {
  const out = {} as Record<Namespace, NamespaceTexts>;
  for (const namespace of NAMESPACES) {
    out[namespace] = Object.fromEntries(sectionsOf(namespace).map((s) => [s, messages[s]]));
  }
  return out;
}

/** Every namespace of both languages, as i18next's `resources` take them. */
export const resources: Record<Locale, Record<Namespace, NamespaceTexts>> = {
  nl: byNamespace(nl),
  en: byNamespace(en),
};

/** Only `namespaces` of one language: what one page renders with (entry.server.tsx). */
export function resourcesFor(locale: Locale, namespaces: readonly Namespace[]) {
  return {
    [locale]: Object.fromEntries(namespaces.map((ns) => [ns, resources[locale][ns]])),
  };
}

/**
 * Changes whenever a text does: part of the address the browser loads namespaces from
 * (routes/texts.ts), so a namespace can be cached for a year and a deploy never mixes old and
 * new texts.
 */
export const TEXTS_VERSION = createHash("sha256")
  .update(JSON.stringify(resources))
  .digest("hex")
  .slice(0, 12);
