import { Await, Link } from "@remix-run/react";
import { Suspense } from "react";
import { useTranslation } from "~/i18n/react";
import type { Locale } from "~/models/locale";
import type { ProductionCardView } from "~/models/production-cards";
import { PLAY_DATES_ID, PRODUCTION_QUERY, START_OF_PAGE_ID } from "~/models/production-links";
import type { ProductionPageView } from "~/models/production-page-types";
import { href } from "~/route-table.js";
import { BannerTiles } from "./banner-tiles";
import { useDocumentExtras } from "./document-extras";
import { FaqCategories, FaqList } from "./faq";
import { Icon } from "./icon";
import { lazyComponent } from "./lazy-component";
import { useNonce } from "./nonce";
import { PageHeaderMedia } from "./page-header-media";
import { PersonGroups } from "./person-groups";
import { PlayDates } from "./play-dates";
import { ProductionCards, ProductionCardsSkeleton } from "./production-cards";
import { ProductionDescription } from "./production-description";
import { InfoTabs } from "./production-info-tabs";
import { ProductionSidebar } from "./production-sidebar";
import { QuoteList, StarIcons } from "./quotes";
import { SalesButtonView } from "./sales-button";
import { StickySales } from "./sticky-sales";
import { Tabs } from "./tabs";
import { VideoFrames } from "./video-frames";
import { WishlistHeart } from "./wishlist-heart";

// Only some productions show these: their code loads on the pages that do (./lazy-component).
const ProductionPresale = lazyComponent(() =>
  import("./production-presale").then((module) => module.ProductionPresale),
);
const PromotedDates = lazyComponent(() =>
  import("./promoted-dates").then((module) => module.PromotedDates),
);

/** A production page with every section its content fills (spec §2 "Production page"). */
export function ProductionPage({
  view,
  locale,
  others,
}: {
  view: ProductionPageView;
  locale: Locale;
  others: Promise<ProductionCardView[]> | null;
}) {
  const { t } = useTranslation();
  const nonce = useNonce();
  const extras = useDocumentExtras();
  const hasDates = view.playDates !== null && view.playDates.kind !== "none";

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
            {view.presale && (
              <Suspense fallback={null}>
                <ProductionPresale presale={view.presale} />
              </Suspense>
            )}
            {view.banners.length > 0 && <BannerTiles banners={view.banners} title={null} />}
            {view.videoId && (
              <section className="production-video" aria-labelledby="production-video-heading">
                <h2 id="production-video-heading" className="visually-hidden">
                  {t("production.video")}
                </h2>
                <VideoFrames ids={[view.videoId]} title={view.heading} />
              </section>
            )}
            {view.waitingList && (
              <section
                className="production-waiting-list"
                id="wachtlijst"
                aria-labelledby="production-waiting-list-heading"
              >
                <h2 id="production-waiting-list-heading">
                  {view.waitingList.title ?? t("production.waitingListTitle")}
                </h2>
                <p>{t("production.waitingListText")}</p>
                {hasDates && <a href={`#${PLAY_DATES_ID}`}>{t("production.waitingListLink")}</a>}
              </section>
            )}
            {view.playDates &&
              (view.playDates.kind === "events" || view.playDates.kind === "lottery" ? (
                <Suspense fallback={null}>
                  <PromotedDates view={view.playDates} />
                </Suspense>
              ) : (
                <PlayDates view={view.playDates} locale={locale} />
              ))}
            {view.bigGroups && (
              <p className="production-big-groups">
                <Icon name="group" width={28} />
                <span>
                  {t("production.bigGroups", { count: view.bigGroups.size })}{" "}
                  <Link to={view.bigGroups.href} prefetch="intent">
                    {t("production.bigGroupsLink")}
                  </Link>
                </span>
              </p>
            )}
            <InfoTabs view={view} locale={locale} />
            {view.personGroups.length > 0 &&
              (view.promoted ? (
                <Tabs
                  id="personen"
                  param={PRODUCTION_QUERY[locale].group}
                  label={t("production.castAndCrew")}
                  tabs={view.personGroups.map((group, index) => ({
                    key: group.id,
                    title: group.name ?? `${t("production.castAndCrew")} ${index + 1}`,
                    content: <PersonGroups groups={[{ ...group, name: null }]} />,
                  }))}
                />
              ) : (
                <PersonGroups groups={view.personGroups} />
              ))}
            {(view.questions.length > 0 || view.faqCategories.length > 0) && (
              <section className="faq-section" aria-labelledby="production-faq-heading">
                <h2 id="production-faq-heading">{t("production.faq")}</h2>
                {view.questions.length > 0 && (
                  <FaqList questions={view.questions} name="production-questions" />
                )}
                {view.faqCategories.length > 0 && (
                  <FaqCategories categories={view.faqCategories} name="production-faq" />
                )}
              </section>
            )}
            {view.quotes.length > 0 && (
              <section className="production-quotes" aria-labelledby="production-quotes-heading">
                <h2 id="production-quotes-heading">{t("production.quotes")}</h2>
                <QuoteList quotes={view.quotes} />
              </section>
            )}
          </div>
        </div>

        <ProductionCards
          id="related-heading"
          title={t("production.related")}
          cards={view.related}
        />
        {others && (
          <Suspense
            fallback={
              <ProductionCardsSkeleton
                title={t("production.othersAlsoViewed")}
                label={t("production.othersLoading")}
              />
            }
          >
            <Await resolve={others} errorElement={<OthersUnavailable locale={locale} />}>
              {(cards) => (
                <ProductionCards
                  id="others-heading"
                  title={t("production.othersAlsoViewed")}
                  cards={cards}
                />
              )}
            </Await>
          </Suspense>
        )}
        {view.copyright && (
          <p className="production-copyright">
            {t("production.copyright", { credits: view.copyright })}
          </p>
        )}
      </div>
      {view.jsonLd !== null && (
        // The text comes with the server's HTML only (document-extras.tsx); the browser keeps it,
        // since hydration leaves inner HTML alone.
        <script
          type="application/ld+json"
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: extras?.jsonLd ?? view.jsonLd }}
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

function OthersUnavailable({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  return (
    <section className="production-cards production-cards--failed" aria-labelledby="others-heading">
      <h2 id="others-heading" className="card-grid__title">
        {t("production.othersAlsoViewed")}
      </h2>
      <p>
        {t("production.othersFailed")}{" "}
        <Link to={href("agenda", locale)}>{t("production.toAgenda")}</Link>
      </p>
    </section>
  );
}
