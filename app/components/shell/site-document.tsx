// The HTML document around every screen: head, skip link, preview banner, header, main, footer
// and the video overlay. root.tsx's Layout renders it with the root loader's data.
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
} from "@remix-run/react";
import { type ReactNode, useRef } from "react";
import { errorTexts } from "~/i18n/error-texts";
import type { Messages } from "~/i18n/nl";
import { PageTextsScript, usePageTexts } from "~/i18n/page-texts";
import { I18nProvider, useTranslation } from "~/i18n/react";
import { mergeTexts, type Texts, textsOfMatches } from "~/i18n/texts";
import type { Locale } from "~/models/http/locale";
import type { ExternalRedirect } from "~/models/http/redirect";
import { pageTitle } from "~/models/seo/page-title";
import { useNonce } from "../runtime/nonce";
import { ConsentBannerSlot, WishlistModalSlot } from "../runtime/on-demand";
import { WishlistProvider } from "../wishlist/wishlist-context";
import { fallbackLayout } from "./fallback-layout";
import { NavigationProgress } from "./navigation-progress";
import { PreviewBanner } from "./preview-banner";
import { RedirectRefresh } from "./redirect-refresh";
import { EMPTY_SITE, type Shell, type SiteConfig, SiteProvider, useLeafData } from "./site-context";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SwitchNotice } from "./switch-notice";
import { TagManagerScript } from "./tag-manager-script";

/**
 * The value last seen while its content stays the same. Every screen's loader sends the menus
 * and footer again, a new object after each navigation; the header and footer would draw again
 * for nothing.
 */
function useSameContent<T>(value: T): T {
  const last = useRef(value);
  // Compared only when a new object comes: not on the server's one render, nor on the many
  // renders of a navigation that keep the leaf's data.
  if (last.current !== value && JSON.stringify(last.current) !== JSON.stringify(value))
    last.current = value;
  return last.current;
}

/** An absolute address's origin; null for a relative one (no URL.parse: older phones lack it). */
function originOf(address: string): string | null {
  try {
    return /^https?:\/\//.test(address) ? new URL(address).origin : null;
  } catch {
    return null;
  }
}

type LeafData = { shell?: Shell; external?: ExternalRedirect | null };

/**
 * The frame's texts with those every matched screen sent (app/i18n/texts.ts): a client
 * navigation brings the next screen's sections in its data. Merged again only when one of the
 * parts is a new object.
 */
function useScreenTexts(frame: Texts | null): Messages | null {
  const parts = [frame, ...textsOfMatches(useMatches()).slice(1)];
  const last = useRef<{ parts: (Texts | null | undefined)[]; merged: Messages | null }>();
  const kept = last.current;
  if (kept?.parts.length === parts.length && kept.parts.every((part, i) => part === parts[i])) {
    return kept.merged;
  }
  const merged = frame ? mergeTexts(parts) : null;
  last.current = { parts, merged };
  return merged;
}

export function SiteDocument({
  children,
  locale,
  site,
  frameTexts,
}: {
  children: ReactNode;
  locale: Locale;
  /** The root loader's site configuration and texts; absent when the root loader failed. */
  site: SiteConfig | null;
  frameTexts: Texts | undefined;
}) {
  const texts = usePageTexts(frameTexts);
  const messages = useScreenTexts(texts.messages);
  return (
    <I18nProvider locale={locale} messages={messages}>
      <Document
        locale={locale}
        site={site}
        embedTexts={texts.embed && texts.messages ? texts.messages : null}
      >
        {children}
      </Document>
    </I18nProvider>
  );
}

function Document({
  children,
  locale,
  site: loaded,
  embedTexts,
}: {
  children: ReactNode;
  locale: Locale;
  site: SiteConfig | null;
  embedTexts: Texts | null;
}) {
  const nonce = useNonce();
  const site: SiteConfig = loaded ?? { locale, ...EMPTY_SITE };
  // An error screen has no shell: the layout then falls back to the path's language's menus.
  const leaf = useLeafData<LeafData>();
  const shell = leaf?.shell ?? null;
  const external = leaf?.external ?? null;
  const layout = useSameContent(shell?.layout ?? fallbackLayout(locale));
  const { t } = useTranslation();
  const cdnOrigin = originOf(site.cdnBase);

  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7a1020" />
        <Meta />
        {embedTexts && <ErrorTitle />}
        <TagManagerScript />
        {/* Images come from the CDN: open that connection while the HTML still arrives. */}
        {cdnOrigin && <link rel="preconnect" href={cdnOrigin} />}
        <Links />
        {external && <RedirectRefresh target={external} />}
        {/* Lets CSS hide JS-only controls until scripts run; needs the nonce under the CSP. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: `document.documentElement.classList.add("js")` }}
        />
      </head>
      <body>
        <SiteProvider value={{ ...site, locale }}>
          <WishlistProvider>
            <a className="skip-link" href="#main">
              {t("site.skipToContent")}
            </a>
            {/* Fixed at the bottom of the screen, but first in the focus order after the skip
                link: a keyboard visitor meets it at once instead of after the whole page. */}
            <ConsentBannerSlot serverChoice={site.consent} />
            {shell?.preview && <PreviewBanner />}
            <SiteHeader layout={layout} alternate={shell?.alternate ?? null} />
            <NavigationProgress />
            <main id="main" tabIndex={-1}>
              <SwitchNotice />
              {children}
            </main>
            <SiteFooter layout={layout} />
            <WishlistModalSlot />
          </WishlistProvider>
        </SiteProvider>
        {embedTexts && <PageTextsScript messages={embedTexts} />}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The title root's meta cannot give when its loader did not run (it reads the texts from it). */
function ErrorTitle() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <title>{pageTitle(t(errorTexts(status).title), t("site.name"))}</title>;
}
