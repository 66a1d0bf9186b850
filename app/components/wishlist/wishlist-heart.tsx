// The heart on a production page (forms spec §2.5, §4.6). With JavaScript a button that asks the
// account service through the wish-list context: busy (aria-busy) while the call is under way,
// a message when it fails, and a label that says what a press will do. Without it a POST to the
// site's wish-list route, which acts for the visitor and comes back here with the outcome in
// ?verlanglijst=, shown below the heart.
import { useLocation, useSearchParams } from "@remix-run/react";
import type { FormEvent } from "react";
import { useHydrated } from "~/components/runtime/use-hydrated";
import { useSite } from "~/components/shell/site-context";
import { useWishlist } from "~/components/wishlist/wishlist-context";
import { useTranslation } from "~/i18n/react";
import {
  accountLinks,
  isListed,
  parseOutcome,
  WISHLIST_NOTICE_ID,
  WISHLIST_PARAM,
  type WishlistOutcome,
} from "~/models/wishlist/wishlist";
import { href } from "~/route-table.js";
import { Icon } from "../ui/icon";

export function WishlistHeart({ pageId, title }: { pageId: string; title: string }) {
  const { t } = useTranslation();
  const { locale, accountUrl } = useSite();
  const { state, toggle } = useWishlist();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  if (!accountUrl) return null;

  const outcome = parseOutcome(params.get(WISHLIST_PARAM));
  // Without JavaScript the page knows the state only from the outcome it came back with.
  const listed = hydrated ? isListed(state, pageId) : outcome === "added";
  const busy = hydrated && state.pending.includes(pageId);
  const failed = hydrated && state.failed.includes(pageId);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    toggle(pageId, title);
  };

  return (
    <div className="wishlist-heart">
      <form method="post" action={href("wishlistChange", locale)} onSubmit={onSubmit}>
        <input type="hidden" name="prod_page" value={pageId} />
        <input type="hidden" name="op" value={listed ? "remove" : "add"} />
        <input type="hidden" name="return" value={pathname} />
        {/* One statement of the state: the label names what a press does (no aria-pressed). */}
        <button
          type="submit"
          className={`wishlist-heart__button${listed ? " is-listed" : ""}`}
          aria-busy={busy || undefined}
          aria-describedby={busy ? `wishlist-saving-${pageId}` : undefined}
        >
          <Icon name="heart" width={22} />
          <span>{listed ? t("wishlist.remove") : t("wishlist.add")}</span>
        </button>
        {busy && (
          <span id={`wishlist-saving-${pageId}`} className="wishlist-heart__busy">
            {t("wishlist.saving")}
          </span>
        )}
      </form>
      {hydrated && (
        <p className="wishlist-heart__error" role="alert">
          {failed ? t("wishlist.failed") : ""}
        </p>
      )}
      {!hydrated && outcome && (
        <OutcomeNotice outcome={outcome} title={title} accountUrl={accountUrl} />
      )}
    </div>
  );
}

/** What the no-JS round trip did, with the modal's links. */
function OutcomeNotice({
  outcome,
  title,
  accountUrl,
}: {
  outcome: WishlistOutcome;
  title: string;
  accountUrl: string;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const links = accountLinks(accountUrl, locale);
  return (
    <div className="wishlist-heart__notice" id={WISHLIST_NOTICE_ID} role="status" tabIndex={-1}>
      {outcome === "added" && (
        <p>
          {t("wishlist.added.text", { title })}{" "}
          <a href={links.wishlist}>{t("wishlist.added.link")}</a>
        </p>
      )}
      {outcome === "removed" && <p>{t("wishlist.removed", { title })}</p>}
      {outcome === "login" && (
        <p>
          {t("wishlist.anonymous.text")} <a href={links.login}>{t("wishlist.anonymous.login")}</a> ·{" "}
          <a href={links.register}>{t("wishlist.anonymous.register")}</a>
        </p>
      )}
      {outcome === "failed" && <p>{t("wishlist.failed")}</p>}
    </div>
  );
}
