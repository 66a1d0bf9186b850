// The wish list as the whole page sees it (forms spec §4.6, §7.4): loaded from the account site
// only when its sync cookie is there, changed only after the account service confirms. The
// heart asks for changes; the header shows the visitor's name; the modal reports an add or
// invites an anonymous visitor to log in. A failure is logged, and the heart says it did not work
// (the state keeps which pages failed).
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useState,
} from "react";
import {
  EMPTY_WISHLIST,
  hasSyncCookie,
  heartIntent,
  parseAccountUser,
  type WishlistState,
  wishlistReducer,
} from "~/models/wishlist";
import { useSite } from "./site-context";

export type WishlistModalState = { kind: "added" | "anonymous"; title: string } | null;

type Wishlist = {
  state: WishlistState;
  /** Adds or removes a production page, or invites an anonymous visitor to log in. */
  toggle: (pageId: string, title: string) => void;
  modal: WishlistModalState;
  closeModal: () => void;
};

export const WishlistContext = createContext<Wishlist>({
  state: EMPTY_WISHLIST,
  toggle: () => {},
  modal: null,
  closeModal: () => {},
});
export const useWishlist = () => useContext(WishlistContext);

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

export function WishlistProvider({ children }: { children: ReactNode }) {
  const { accountUrl } = useSite();
  const [state, dispatch] = useReducer(wishlistReducer, EMPTY_WISHLIST);
  const [modal, setModal] = useState<WishlistModalState>(null);

  useEffect(() => {
    if (!accountUrl || !hasSyncCookie(document.cookie)) return;
    const controller = new AbortController();
    accountCall(accountUrl, "user", { signal: controller.signal })
      .then((response) => response.json())
      .then((answer: unknown) => {
        const user = parseAccountUser(answer);
        if (user) dispatch({ kind: "loaded", user });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error(`[wishlist] user: ${String(error)}`);
      });
    return () => controller.abort();
  }, [accountUrl]);

  const toggle = useCallback(
    (pageId: string, title: string) => {
      const intent = heartIntent(state, pageId);
      if (intent === "busy" || !accountUrl) return;
      if (intent === "login") {
        setModal({ kind: "anonymous", title });
        return;
      }
      dispatch({ kind: "sent", pageId });
      const path = intent === "add" ? "wishlist/add" : "wishlist/remove";
      accountCall(accountUrl, path, {
        method: intent === "add" ? "PUT" : "DELETE",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ prod_page: pageId }),
      })
        .then(() => {
          dispatch({ kind: "confirmed", op: intent, pageId });
          if (intent === "add") setModal({ kind: "added", title });
        })
        .catch((error: unknown) => {
          dispatch({ kind: "failed", pageId });
          console.error(`[wishlist] ${intent}: ${String(error)}`);
        });
    },
    [state, accountUrl],
  );

  const value = useMemo(
    () => ({ state, toggle, modal, closeModal: () => setModal(null) }),
    [state, toggle, modal],
  );
  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}
