// Screens most visits never see: their code is fetched when one shows (see ./lazy-component),
// so it stays out of the shared chunk every page loads. Server HTML and no-JS behaviour are
// unchanged.
import { type ComponentProps, Suspense, useEffect, useState } from "react";
import { type ConsentChoice, choiceFromCookies, readStoredConsent } from "~/models/consent";
import { lazyComponent } from "./lazy-component";
import { useWishlist } from "./wishlist-context";

const ErrorScreenView = lazyComponent(() =>
  import("./error-screen").then((module) => module.ErrorScreen),
);
const RedirectNoticeView = lazyComponent(() =>
  import("./redirect-notice").then((module) => module.RedirectNotice),
);

/** The 404 and 500 screens (./error-screen). */
export function ErrorScreen(props: ComponentProps<typeof ErrorScreenView>) {
  return (
    <Suspense fallback={null}>
      <ErrorScreenView {...props} />
    </Suspense>
  );
}

/** The notice before an external redirect (./redirect-notice). */
export function RedirectNotice(props: ComponentProps<typeof RedirectNoticeView>) {
  return (
    <Suspense fallback={null}>
      <RedirectNoticeView {...props} />
    </Suspense>
  );
}

const ConsentBannerView = lazyComponent(() =>
  import("./consent-banner").then((module) => module.ConsentBanner),
);
const ConsentChooserView = lazyComponent(() =>
  import("./consent-chooser").then((module) => module.ConsentChooser),
);

/**
 * The cookie banner (./consent-banner), loaded only while the visitor has not chosen: drawn by
 * the server when the request had no choice, or by the browser when a page cached for someone
 * else arrives without it and this visitor has not chosen either.
 */
export function ConsentBannerSlot({ serverChoice }: { serverChoice: ConsentChoice | null }) {
  const [needed, setNeeded] = useState(serverChoice === null);
  useEffect(() => {
    if (serverChoice === null) return;
    const stored = readStoredConsent(() => window.localStorage);
    if (!stored.shown && choiceFromCookies(document.cookie) === null) setNeeded(true);
  }, [serverChoice]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBannerView serverChoice={serverChoice} />
    </Suspense>
  );
}

/** The cookie page's preference chooser (./consent-chooser). */
export function ConsentChooser(props: ComponentProps<typeof ConsentChooserView>) {
  return (
    <Suspense fallback={null}>
      <ConsentChooserView {...props} />
    </Suspense>
  );
}

const WishlistModalView = lazyComponent(() =>
  import("./wishlist-modal").then((module) => module.WishlistModal),
);

/** The wish-list modal (./wishlist-modal), fetched the first time a heart opens it. */
export function WishlistModalSlot() {
  const { modal } = useWishlist();
  if (!modal) return null;
  return (
    <Suspense fallback={null}>
      <WishlistModalView />
    </Suspense>
  );
}
