import { useTranslation } from "~/i18n/react";
import type { Locale } from "~/models/http/locale";
import type { ProductionCardView } from "~/views/production/production-cards";
import { PLAY_DATES_HREF, START_OF_PAGE_ID } from "~/views/production/production-links";
import type { ProductionPageView } from "~/views/production/production-page-types";
import { PageHeaderMedia } from "../content/page-header-media";
import { StarIcons } from "../content/quotes";
import { lazyComponent } from "../runtime/lazy-component";
import { useNonce } from "../runtime/nonce";
import { SalesButtonView } from "../ui/sales-button";
import { ProductionOthers, RelatedCards } from "./production-cards";
import { ProductionDescription } from "./production-description";
import { ProductionDates, ProductionDetails } from "./production-details";
import { ProductionSidebar } from "./production-sidebar";
import { StickySales } from "./sticky-sales";

// Only some productions show this: its code loads on the pages that do (../runtime/lazy-component).
const ProductionPresale = lazyComponent(".production-presale", () =>
  import("./production-presale").then((module) => module.ProductionPresale),
);

// A form that works without its code (the no-JS round trip): the heart's code and the wish
// list's rules load on demand.
const WishlistHeart = lazyComponent(".wishlist-heart", () =>
  import("../wishlist/wishlist-heart").then((module) => module.WishlistHeart),
);

/** A production page with every section its content fills (spec §2 "Production page"). */
export function ProductionPage({
  view,
  others,
  locale,
}: {
  view: ProductionPageView;
  /** "Others also viewed", or null when the production list could not be had. */
  others: ProductionCardView[] | null;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const nonce = useNonce();

  return (
    <article className={`production-page${view.promoted ? " production-page--promoted" : ""}`}>
      {view.headerImages.length > 0 && (
        <PageHeaderMedia
          header={{ kind: "images", images: view.headerImages }}
          title={view.heading}
        />
      )}
      <div className="container">
        <header className="production-intro" id={START_OF_PAGE_ID}>
          {view.stars !== null && (
            <p className="production-intro__stars">
              <StarIcons stars={view.stars} />
            </p>
          )}
          <h1 className="production-intro__heading">{view.heading}</h1>
          {view.subheading && <p className="production-intro__subheading">{view.subheading}</p>}
          <WishlistHeart pageId={view.id} title={view.heading} />
          {view.dateHeading && (
            <p
              className={`production-intro__dates${view.hideDateHeadingOnMobile ? " hide-on-mobile" : ""}`}
            >
              {view.dateHeading}
            </p>
          )}
          {view.datesJump && (
            // In the first screen on a phone, where the dates come only after the practical
            // information and the description; a plain anchor, so it works without JavaScript.
            <p className="production-intro__jump">
              <a href={PLAY_DATES_HREF}>
                {t(`production.jumpTo.${view.datesJump}`)}
                <span aria-hidden="true"> ↓</span>
              </a>
            </p>
          )}
          {view.salesButton && (
            <StickySales>
              <SalesButtonView button={view.salesButton} context={view.heading} />
              {view.priceRange && (
                <span className="production-intro__price">
                  <span className="visually-hidden">{t("production.price")}: </span>
                  {view.priceRange}
                </span>
              )}
            </StickySales>
          )}
        </header>

        <div className={`production-body${hasSidebar(view) ? " has-sidebar" : ""}`}>
          <ProductionSidebar view={view} />
          <div className="production-main">
            <ProductionDescription description={view.description} locale={locale} />
            {view.presale && <ProductionPresale presale={view.presale} />}
            <ProductionDates view={view} locale={locale} />
          </div>
        </div>
        {/* The sidebar sticks beside the description and the dates, where its sales button
            belongs; tabs, cast, FAQ and quotes take the whole width after them, so no empty
            column runs down the rest of the page. */}
        <div className="production-more">
          <ProductionDetails view={view} locale={locale} />
        </div>

        <RelatedCards cards={view.related} />
        <ProductionOthers others={others} locale={locale} />
        {view.copyright && (
          <p className="production-copyright">
            {t("production.copyright", { credits: view.copyright })}
          </p>
        )}
      </div>
      {view.jsonLd !== null && (
        <script
          type="application/ld+json"
          nonce={nonce}
          // The browser hides a nonce's value once parsed, so the attribute never matches.
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: view.jsonLd }}
        />
      )}
    </article>
  );
}

function hasSidebar(view: ProductionPageView): boolean {
  return Boolean(
    view.sidebarButton || view.priceRange || view.sidebarItems.length || view.customIcons.length,
  );
}
