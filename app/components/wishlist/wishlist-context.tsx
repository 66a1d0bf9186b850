// The wish list as the whole page sees it (forms spec §4.6, §7.4): loaded from the account site
// only when its sync cookie is there, changed only after the account service confirms. The
// heart asks for changes; the header shows the visitor's name; the modal reports an add or
// invites an anonymous visitor to log in. A failure is logged, and the heart says it did not work
// (the state keeps which pages failed). The calls and the list's rules are a chunk of their own
// (./wishlist-account), fetched when a logged-in visitor arrives or a heart is pressed; this part
// is in every page's code and holds the state.
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import {
  EMPTY_WISHLIST,
  hasSyncCookie,
  type WishlistState,
} from "~/models/wishlist/wishlist-frame";
import { useSite } from "../shell/site-context";

export type WishlistModalState = { kind: "added" | "anonymous"; title: string } | null;

type Wishlist = {
  state: WishlistState;
  /** Adds or removes a production page, or invites an anonymous visitor to log in. */
  toggle: (pageId: string, title: string) => void;
  modal: WishlistModalState;
  closeModal: () => void;
};

/** What the account code (./wishlist-account) reads and changes of the page's wish list. */
export type WishlistSession = {
  /** The list as the last change left it, even before React has drawn that change. */
  state: () => WishlistState;
  update: (next: WishlistState) => void;
  openModal: (modal: WishlistModalState) => void;
};

export const WishlistContext = createContext<Wishlist>({
  state: EMPTY_WISHLIST,
  toggle: () => {},
  modal: null,
  closeModal: () => {},
});
export const useWishlist = () => useContext(WishlistContext);

const loadAccount = () => import("./wishlist-account");

export function WishlistProvider({ children }: { children: ReactNode }) {
  const { accountUrl } = useSite();
  const [state, setState] = useState(EMPTY_WISHLIST);
  const [modal, setModal] = useState<WishlistModalState>(null);
  // Kept beside React's state so that a second press, before the first one's busy state is
  // drawn, is still judged on it (heartIntent: a page with a call under way waits).
  const current = useRef(state);
  const session = useMemo<WishlistSession>(
    () => ({
      state: () => current.current,
      update: (next) => {
        current.current = next;
        setState(next);
      },
      openModal: setModal,
    }),
    [],
  );

  useEffect(() => {
    if (!accountUrl || !hasSyncCookie(document.cookie)) return;
    const controller = new AbortController();
    loadAccount().then(
      (account) => account.loadUser(session, accountUrl, controller.signal),
      (error: unknown) => console.error(`[wishlist] user: ${String(error)}`),
    );
    return () => controller.abort();
  }, [accountUrl, session]);

  const toggle = useCallback(
    (pageId: string, title: string) => {
      if (!accountUrl) return;
      loadAccount().then(
        (account) => account.toggle(session, accountUrl, pageId, title),
        (error: unknown) => {
          // Without its code the change was not made: the heart says so, as for a failed call.
          const { failed } = session.state();
          session.update({
            ...session.state(),
            failed: [...failed.filter((id) => id !== pageId), pageId],
          });
          console.error(`[wishlist] ${String(error)}`);
        },
      );
    },
    [accountUrl, session],
  );

  const value = useMemo(
    () => ({ state, toggle, modal, closeModal: () => setModal(null) }),
    [state, toggle, modal],
  );
  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}
