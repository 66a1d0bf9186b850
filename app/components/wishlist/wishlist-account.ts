// The wish list's talk with the account service (forms spec §4.6, §7.4): who the visitor is and
// what is on their list, and the changes a heart asks for, applied only after the service
// confirms. Fetched by the page's wish-list context (./wishlist-context) when a visitor with the
// account site's sync cookie arrives or a heart is pressed, so pages nobody uses it on never
// download it.
import {
  heartIntent,
  parseAccountUser,
  type WishlistEvent,
  wishlistReducer,
} from "~/models/wishlist/wishlist";
import type { WishlistSession } from "./wishlist-context";

function accountCall(accountUrl: string, path: string, init: RequestInit = {}) {
  return fetch(`${accountUrl.replace(/\/+$/, "")}/api/${path}`, {
    ...init,
    credentials: "include",
    headers: { accept: "application/json", ...init.headers },
  }).then((response) => {
    if (!response.ok) throw new Error(`status ${response.status}`);
    return response;
  });
}

const apply = (session: WishlistSession, event: WishlistEvent) =>
  session.update(wishlistReducer(session.state(), event));

/** Asks the account service who the visitor is; a failure is logged, the list stays empty. */
export function loadUser(session: WishlistSession, accountUrl: string, signal: AbortSignal) {
  accountCall(accountUrl, "user", { signal })
    .then((response) => response.json())
    .then((answer: unknown) => {
      const user = parseAccountUser(answer);
      if (user) apply(session, { kind: "loaded", user });
    })
    .catch((error: unknown) => {
      if (!signal.aborted) console.error(`[wishlist] user: ${String(error)}`);
    });
}

/** Adds or removes a production page, or invites an anonymous visitor to log in. */
export function toggle(
  session: WishlistSession,
  accountUrl: string,
  pageId: string,
  title: string,
) {
  const intent = heartIntent(session.state(), pageId);
  if (intent === "busy") return;
  if (intent === "login") {
    session.openModal({ kind: "anonymous", title });
    return;
  }
  apply(session, { kind: "sent", pageId });
  const path = intent === "add" ? "wishlist/add" : "wishlist/remove";
  accountCall(accountUrl, path, {
    method: intent === "add" ? "PUT" : "DELETE",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ prod_page: pageId }),
  })
    .then(() => {
      apply(session, { kind: "confirmed", op: intent, pageId });
      if (intent === "add") session.openModal({ kind: "added", title });
    })
    .catch((error: unknown) => {
      apply(session, { kind: "failed", pageId });
      console.error(`[wishlist] ${intent}: ${String(error)}`);
    });
}
