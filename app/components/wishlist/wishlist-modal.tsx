// The wish-list modal (forms spec §2.5, §4.6): after an add, where the list is; for an
// anonymous visitor, an invitation to log in or register on the account site. A native modal
// dialog: focus moves to its first control, Escape closes it, focus goes back to the heart.
import { useEffect, useRef } from "react";
import { useSite } from "~/components/shell/site-context";
import { useTranslation } from "~/i18n/react";
import { accountLinks } from "~/models/wishlist/wishlist";
import { Icon } from "../ui/icon";
import { useWishlist } from "./wishlist-context";

export function WishlistModal() {
  const { t } = useTranslation();
  const { locale, accountUrl } = useSite();
  const { modal, closeModal } = useWishlist();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!modal || !element || element.open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
  }, [modal]);

  if (!modal || !accountUrl) return null;
  // Drawn only after a click, so always in the browser: back to this very page after login.
  const links = accountLinks(accountUrl, locale, window.location.href);
  const onClose = () => {
    closeModal();
    opener.current?.focus();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click mirrors Escape, which the dialog handles natively
    <dialog
      ref={dialog}
      className="wishlist-modal"
      aria-labelledby="wishlist-modal-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current?.close();
      }}
    >
      <div className="wishlist-modal__body">
        {modal.kind === "added" ? (
          <>
            <h2 id="wishlist-modal-title">{t("wishlist.added.title")}</h2>
            <p>{t("wishlist.added.text", { title: modal.title })}</p>
            <p className="wishlist-modal__actions">
              <a className="button" href={links.wishlist}>
                {t("wishlist.added.link")}
              </a>
            </p>
          </>
        ) : (
          <>
            <h2 id="wishlist-modal-title">{t("wishlist.anonymous.title")}</h2>
            <p>{t("wishlist.anonymous.text")}</p>
            <p className="wishlist-modal__actions">
              <a className="button" href={links.login}>
                {t("wishlist.anonymous.login")}
              </a>
              <a className="button button--secondary" href={links.register}>
                {t("wishlist.anonymous.register")}
              </a>
            </p>
          </>
        )}
        <form method="dialog">
          <button type="submit" className="icon-button wishlist-modal__close">
            <Icon name="close" width={20} />
            <span className="visually-hidden">{t("wishlist.close")}</span>
          </button>
        </form>
      </div>
    </dialog>
  );
}
