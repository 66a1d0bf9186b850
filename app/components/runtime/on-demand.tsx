// Screens most visits never see: their code is a chunk of its own (see ./lazy-component), so it
// stays out of the chunk every page loads. Server HTML and no-JS behaviour are unchanged.
import { type ComponentType, useEffect, useState } from "react";
import { type ConsentChoice, choiceFromCookies, readStoredConsent } from "~/models/consent/consent";
import { useWishlist } from "../wishlist/wishlist-context";
import { lazyComponent } from "./lazy-component";

/** The 404 and 500 screens (./error-screen). */
export const ErrorScreen = lazyComponent(".error-screen", () =>
  import("../shell/error-screen").then((module) => module.ErrorScreen),
);

/** The notice before an external redirect (./redirect-notice). */
export const RedirectNotice = lazyComponent(".redirect-notice", () =>
  import("../shell/redirect-notice").then((module) => module.RedirectNotice),
);

const ConsentBannerView = lazyComponent(".consent-banner", () =>
  import("../consent/consent-banner").then((module) => module.ConsentBanner),
);

/** The cookie page's preference chooser (./consent-chooser). */
export const ConsentChooser = lazyComponent(".consent-chooser", () =>
  import("../consent/consent-chooser").then((module) => module.ConsentChooser),
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
  return <ConsentBannerView serverChoice={serverChoice} />;
}

const WishlistModalView = lazyComponent(".wishlist-modal", () =>
  import("../wishlist/wishlist-modal").then((module) => module.WishlistModal),
);

/** The wish-list modal (./wishlist-modal), fetched the first time a heart opens it. */
export function WishlistModalSlot() {
  const { modal } = useWishlist();
  if (!modal) return null;
  return <WishlistModalView />;
}

/**
 * A part that draws nothing until it is used (page effects, an order's data-layer push): its code
 * is fetched once the page has hydrated, so server and hydrating browser render nothing in its
 * place. A chunk that does not load (offline, a deploy replaced it) leaves the part out.
 */
export function afterHydration(load: () => Promise<ComponentType>) {
  return function AfterHydration() {
    const [Part, setPart] = useState<ComponentType | null>(null);
    useEffect(() => {
      load().then(
        (component) => setPart(() => component),
        () => undefined,
      );
    }, []);
    return Part ? <Part /> : null;
  };
}

/** Root's page effects (./page-effects): nothing is drawn until a video is opened. */
export const PageEffectsSlot = afterHydration(() =>
  import("./page-effects").then((module) => module.PageEffects),
);
