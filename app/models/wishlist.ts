// The wish list and the account it lives in (forms spec §2.5, §4.6, §7.4). The account site
// owns both; the site only mirrors them. Rules: the list changes only after the account service
// confirms; an add is sent only when the production is not listed yet; a visitor is logged in
// when the service returned a non-empty name.
import { readCookie } from "./cookies";
import type { Locale } from "./locale";

/**
 * Set by the account site at login on the domain both sites share, readable by scripts: its
 * presence is the only reason to ask the account service who the visitor is (§4.6).
 */
export const ACCOUNT_SYNC_COOKIE = "ta_account_sync";
/**
 * The account site's session, also on the shared domain. Only the no-JS proxy reads it, to
 * act for the visitor; it is passed to the account service and to nothing else.
 */
export const ACCOUNT_SESSION_COOKIE = "ta_account_session";
/** The two 'my account' entries of the top menu (§4.6); the CMS's ids. */
export const MY_ACCOUNT_MENU_IDS: readonly string[] = ["7701", "7702"];

const MAX_LIST = 500;
const PAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export type AccountUser = { userName: string; wishlist: readonly string[] };

export const hasSyncCookie = (cookies: string | null | undefined) =>
  readCookie(cookies, ACCOUNT_SYNC_COOKIE) !== null;

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

export type WishlistState = {
  userName: string;
  wishlist: readonly string[];
  /** Pages with a call under way: a second click waits for the first answer. */
  pending: readonly string[];
  /** Pages whose last change the service did not confirm: the heart says so until the next try. */
  failed: readonly string[];
};

export const EMPTY_WISHLIST: WishlistState = {
  userName: "",
  wishlist: [],
  pending: [],
  failed: [],
};

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

/** The label of a top-menu entry: the visitor's name replaces 'my account' (§4.6). */
export const menuLabel = (itemId: string, label: string, userName: string) =>
  MY_ACCOUNT_MENU_IDS.includes(itemId) && userName.trim() ? userName.trim() : label;

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
