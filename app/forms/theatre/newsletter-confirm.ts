// The newsletter confirmation link (forms spec §2, §4.4, §7.1): /bevestigen?actie=…&token=… and
// /en/confirm?action=…&token=… confirm with PATCH /api/services/newsletter/{kind}/{token}.

import type { Locale } from "~/models/http/locale";
import { statusOutcome } from "../parts/outcomes";

export type ConfirmKind = "subscribe" | "unsubscribe";
export type ConfirmResult = "confirmed" | "expired" | "failure";

// The spec's four (§7.1): each language's route takes only its own language's names, so a link
// is one of exactly four action and route pairs.
const ACTIONS: Record<Locale, Record<ConfirmKind, string>> = {
  nl: { subscribe: "nieuwsbrief-aanmelden", unsubscribe: "nieuwsbrief-afmelden" },
  en: { subscribe: "newsletter-subscribe", unsubscribe: "newsletter-unsubscribe" },
};

/** The action's name in a language, for the link on that language's route. */
export const actionName = (kind: ConfirmKind, locale: Locale) => ACTIONS[locale][kind];

/** The query key of the action: 'actie' on the Dutch route, 'action' on the English one. */
export const actionKey = (locale: Locale) => (locale === "nl" ? "actie" : "action");

/** The confirmation a link asks for, or null (→ the not-found screen). */
export function confirmRequest(
  search: URLSearchParams,
  locale: Locale,
): { kind: ConfirmKind; token: string } | null {
  const actions = search.getAll(actionKey(locale));
  const tokens = search.getAll("token");
  if (actions.length !== 1 || tokens.length !== 1) return null;
  const kind = (Object.keys(ACTIONS[locale]) as ConfirmKind[]).find(
    (k) => ACTIONS[locale][k] === actions[0],
  );
  const token = tokens[0] ?? "";
  if (!kind || !/^[\w-]{1,200}$/.test(token)) return null;
  return { kind, token };
}

export const confirmEndpoint = (kind: ConfirmKind, token: string) =>
  `/api/services/newsletter/${kind}/${encodeURIComponent(token)}`;

/** The status rule of every confirmation link; a success reads as confirmed here. */
export function confirmOutcome(answer: unknown): ConfirmResult {
  const outcome = statusOutcome(answer);
  return outcome === "success" ? "confirmed" : outcome;
}
