// What every page's frame knows of the wish list before a visitor uses it: whether the account
// site says someone is logged in (its sync cookie), the empty list, and the header's label for
// 'my account'. The rest of the rules (./wishlist) reach the browser only with the code that
// talks to the account service, fetched when it is needed (components/wishlist/wishlist-account.ts).
import { readCookie } from "../http/cookies";

/**
 * Set by the account site at login on the domain both sites share, readable by scripts: its
 * presence is the only reason to ask the account service who the visitor is (§4.6).
 */
export const ACCOUNT_SYNC_COOKIE = "ta_account_sync";
/** The two 'my account' entries of the top menu (§4.6); the CMS's ids. */
export const MY_ACCOUNT_MENU_IDS: readonly string[] = ["7701", "7702"];

export const hasSyncCookie = (cookies: string | null | undefined) =>
  readCookie(cookies, ACCOUNT_SYNC_COOKIE) !== null;

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

/** The label of a top-menu entry: the visitor's name replaces 'my account' (§4.6). */
export const menuLabel = (itemId: string, label: string, userName: string) =>
  MY_ACCOUNT_MENU_IDS.includes(itemId) && userName.trim() ? userName.trim() : label;
