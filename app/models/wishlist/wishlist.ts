// The wish list and the account it lives in (forms spec §2.5, §4.6, §7.4). The account site
// owns both; the site only mirrors them. Rules: the list changes only after the account service
// confirms; an add is sent only when the production is not listed yet; a visitor is logged in
// when the service returned a non-empty name. What every page's frame needs (the sync cookie,
// the empty list, the menu label) is in ./wishlist-frame, which this module does not import:
// in the browser this one comes only with the code that uses it.
import type { Locale } from "../http/locale";
import type { WishlistState } from "./wishlist-frame";

/**
 * The account site's session, also on the shared domain. Only the no-JS proxy reads it, to
 * act for the visitor; it is passed to the account service and to nothing else.
 */
export const ACCOUNT_SESSION_COOKIE = "ta_account_session";

const MAX_LIST = 500;
const PAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export type AccountUser = { userName: string; wishlist: readonly string[] };

export const parsePageId = (value: unknown): string | null =>
  typeof value === "string" && PAGE_ID.test(value) ? value : null;

/** GET /api/user's answer (§7.4: fullname, wishlist); bounded, odd entries dropped. */
export function parseAccountUser(answer: unknown): AccountUser | null {
  if (typeof answer !== "object" || answer === null || Array.isArray(answer)) return null;
  const { fullname, wishlist } = answer as { fullname?: unknown; wishlist?: unknown };
  const userName = typeof fullname === "string" ? fullname.trim().slice(0, 80) : "";
  const ids = Array.isArray(wishlist) ? wishlist.slice(0, MAX_LIST) : [];
  const list = ids.map((id) => parsePageId(typeof id === "number" ? String(id) : id));
  return { userName, wishlist: [...new Set(list.filter((id): id is string => id !== null))] };
}

export const isLoggedIn = (state: Pick<WishlistState, "userName">) => state.userName.trim() !== "";
export const isListed = (state: Pick<WishlistState, "wishlist">, pageId: string) =>
  state.wishlist.includes(pageId);

/** What a click on the heart does: ask the service to add or remove, or invite to log in. */
export function heartIntent(
  state: WishlistState,
  pageId: string,
): "add" | "remove" | "login" | "busy" {
  if (!isLoggedIn(state)) return "login";
  if (state.pending.includes(pageId)) return "busy";
  return isListed(state, pageId) ? "remove" : "add";
}

export type WishlistEvent =
  | { kind: "loaded"; user: AccountUser }
  | { kind: "sent"; pageId: string }
  | { kind: "confirmed"; op: "add" | "remove"; pageId: string }
  | { kind: "failed"; pageId: string };

const without = (ids: readonly string[], pageId: string) => ids.filter((id) => id !== pageId);

export function wishlistReducer(state: WishlistState, event: WishlistEvent): WishlistState {
  switch (event.kind) {
    case "loaded":
      return { ...state, userName: event.user.userName, wishlist: event.user.wishlist };
    case "sent":
      return {
        ...state,
        pending: [...state.pending, event.pageId],
        failed: without(state.failed, event.pageId),
      };
    case "failed":
      return {
        ...state,
        pending: without(state.pending, event.pageId),
        failed: [...without(state.failed, event.pageId), event.pageId],
      };
    case "confirmed": {
      const rest = without(state.wishlist, event.pageId);
      const wishlist = event.op === "add" ? [...rest, event.pageId] : rest;
      return { ...state, pending: without(state.pending, event.pageId), wishlist };
    }
  }
}

/** The account site's pages (§2.5): Dutch by default, `?lang=en` in English. */
export function accountLinks(accountUrl: string, locale: Locale, returnTo?: string) {
  const link = (path: string, withReturn: boolean) => {
    const url = new URL(`${accountUrl.replace(/\/+$/, "")}/${path}`);
    if (locale === "en") url.searchParams.set("lang", "en");
    if (withReturn && returnTo) url.searchParams.set("return", returnTo);
    return url.toString();
  };
  return {
    login: link("login", true),
    register: link("register", true),
    wishlist: link("wishlist", false),
  };
}

/** What the no-JS proxy reports back on the page (query parameter of the production page). */
export const WISHLIST_OUTCOMES = ["added", "removed", "login", "failed"] as const;
export type WishlistOutcome = (typeof WISHLIST_OUTCOMES)[number];
export const WISHLIST_PARAM = "verlanglijst";
/** The outcome's notice: the way back points at it, so the visitor lands on it. */
export const WISHLIST_NOTICE_ID = "verlanglijst-melding";
export const parseOutcome = (value: string | null): WishlistOutcome | null =>
  (WISHLIST_OUTCOMES as readonly string[]).includes(value ?? "")
    ? (value as WishlistOutcome)
    : null;
