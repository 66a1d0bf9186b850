import { useTranslation } from "~/i18n/react";
import type { ContentPageView } from "~/models/content-page";
import { href } from "~/route-table.js";
import { BannerTiles } from "./banner-tiles";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";
import { CardGrid } from "./card-grid";
import { FaqCategories, FaqList } from "./faq";
import { NewsSection } from "./news-section";
import { ConsentChooser } from "./on-demand";
import { OrderPush } from "./order-push";
import { PageFormSlot } from "./page-form-slot";
import { PageHeaderMedia } from "./page-header-media";
import { PersonGroups } from "./person-groups";
import { QuoteList } from "./quotes";
import { RichText } from "./rich-text";
import { SidebarItems } from "./sidebar-items";
import { useSite } from "./site-context";
import { Sponsors } from "./sponsors";
import { Tabs } from "./tabs";
import { VideoFrames } from "./video-frames";
import { Widget } from "./widgets";

const FAQ_PAGE_URLS = new Set(["/pagina/veelgestelde-vragen", "/en/page/faq"]);

/** A general page or news item with every section the CMS filled (spec §2). */
export function ContentPage({ page }: { page: ContentPageView }) {
  const { t } = useTranslation();
  const { locale, consent } = useSite();
  const crumbs: Crumb[] = [{ label: t("breadcrumbs.home"), href: href("home", locale) }];
  if (page.kind === "news") {
    crumbs.push({ label: t("breadcrumbs.news"), href: href("newsList", locale) });
  }
  crumbs.push({ label: page.title });
  const isFaqPage = FAQ_PAGE_URLS.has(page.url);
  const published = page.publicationDateText;
  const hasSidebar = page.sidebarItems.length > 0 || page.fundContact === "wholeSidebar";
  return (
    <article className={`content-page${isFaqPage ? " content-page--faq" : ""}`}>
      {page.header && <PageHeaderMedia header={page.header} title={page.heading} />}
      <div className="container">
        <Breadcrumbs items={crumbs} />
        <div className={`content-page__body${hasSidebar ? " has-sidebar" : ""}`}>
          <div className="content-page__main">
            <header className="content-page__intro">
              {published && page.publicationDate && (
                <p className="content-page__date">
                  <span className="visually-hidden">{t("page.published")} </span>
                  <time dateTime={page.publicationDate}>{published}</time>
                </p>
              )}
              <h1 className="content-page__heading">{page.heading}</h1>
              {page.subheading && <p className="content-page__subheading">{page.subheading}</p>}
            </header>
            <RichText html={page.contentMain} className="content-page__content" />
            {page.consentChooser && (
              <>
                <ConsentChooser serverChoice={consent} />
                <RichText html={page.contentAfterChooser} className="content-page__content" />
              </>
            )}
            {page.kind !== "news" && <PageFormSlot page={page} />}
            {page.orderThankYou && <OrderPush />}
            {page.widgets.map((widget, index) => (
              <Widget key={index} widget={widget} socials={page.layout.socials} />
            ))}
            {page.quotes.length > 0 && <QuoteList quotes={page.quotes} />}
            {page.faqCategories.length > 0 && (
              <FaqCategories categories={page.faqCategories} name="page-faq" />
            )}
            {page.questions.length > 0 && (
              <section className="faq-section" aria-labelledby="faq-heading">
                <h2 id="faq-heading">{t("page.faq")}</h2>
                <FaqList questions={page.questions} name="page-questions" />
              </section>
            )}
            {page.tabs.length > 0 && (
              <Tabs
                id="tabs"
                param="tab"
                label={page.heading}
                tabs={page.tabs.map((tab, index) => ({
                  key: `${index}-${tab.title}`,
                  title: tab.title,
                  content: <RichText html={tab.content} />,
                }))}
              />
            )}
            <PersonGroups groups={page.personGroups} />
            <VideoFrames ids={page.videos} title={page.heading} />
            <RichText html={page.contentBottom} className="content-page__bottom" />
          </div>
          {hasSidebar && <SidebarItems items={page.sidebarItems} fundContact={page.fundContact} />}
        </div>
        <BannerTiles banners={page.banners} title={page.bannersTitle} />
        <BannerTiles banners={page.banners2} title={null} />
        {page.news && <NewsSection news={page.news} />}
        {page.recommended.length > 0 && (
          <CardGrid title={t("page.recommended")} cards={page.recommended} />
        )}
        <Sponsors sponsors={page.sponsors} />
      </div>
    </article>
  );
}
