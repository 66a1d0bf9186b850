// The no-JS wish-list change (forms spec §4.6, §7.4): the site acts for the visitor at the
// account service, with the account session cookie the visitor's browser sent (the account
// site sets it on the domain both sites share). Same rules as in the browser: an add only when
// the page is not listed, a remove only when it is; a failure is logged and reported as "failed".

import { readCookie } from "~/models/http/cookies";
import {
  ACCOUNT_SESSION_COOKIE,
  isListed,
  isLoggedIn,
  parseAccountUser,
  type WishlistOutcome,
} from "~/models/wishlist/wishlist";
import { hasSyncCookie } from "~/models/wishlist/wishlist-frame";
import { getEnv } from "../operations/env.server";
import { log } from "../operations/log.server";

const SESSION_VALUE = /^[A-Za-z0-9._~+/=-]{1,512}$/;

class NotLoggedIn extends Error {}

export async function changeWishlist(
  cookies: string | null,
  op: "add" | "remove",
  pageId: string,
): Promise<WishlistOutcome | null> {
  const env = getEnv();
  if (!env.ACCOUNT_URL) return null;
  const session = readCookie(cookies, ACCOUNT_SESSION_COOKIE);
  if (!hasSyncCookie(cookies) || !session || !SESSION_VALUE.test(session)) return "login";
  const base = env.ACCOUNT_URL.replace(/\/+$/, "");
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}/api/${path}`, {
      ...init,
      headers: {
        accept: "application/json",
        cookie: `${ACCOUNT_SESSION_COOKIE}=${session}`,
        ...init.headers,
      },
      signal: AbortSignal.timeout(env.CONTENT_API_TIMEOUT_MS),
    });
    if (response.status === 401 || response.status === 403) throw new NotLoggedIn();
    if (!response.ok) throw new Error(`${path}: status ${response.status}`);
    return response;
  };
  try {
    const user = parseAccountUser(await (await call("user")).json());
    if (!user || !isLoggedIn(user)) return "login";
    const listed = isListed(user, pageId);
    if (op === "add" && !listed) await change(call, "wishlist/add", "PUT", pageId);
    if (op === "remove" && listed) await change(call, "wishlist/remove", "DELETE", pageId);
    return op === "add" ? "added" : "removed";
  } catch (error) {
    if (error instanceof NotLoggedIn) return "login";
    log.error(`[wishlist] ${op} failed: ${String(error)}`);
    return "failed";
  }
}

function change(
  call: (path: string, init: RequestInit) => Promise<Response>,
  path: string,
  method: string,
  pageId: string,
) {
  return call(path, {
    method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ prod_page: pageId }),
  });
}
