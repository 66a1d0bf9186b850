import { useTranslation } from "~/i18n/react";
import { href } from "~/route-table.js";
import type { ContentPageView } from "~/views/content/content-page";
import { SidebarItems } from "../production/sidebar-items";
import { afterHydration, ConsentChooser } from "../runtime/on-demand";
import { Breadcrumbs, type Crumb } from "../shell/breadcrumbs";
import { useSite } from "../shell/site-context";
import { RichText } from "../ui/rich-text";
import { ContentAfterBody, ContentSections } from "./content-page-sections";
import { PageFormSlot } from "./page-form-slot";
import { PageHeaderMedia } from "./page-header-media";

/** The order's push to the data layer, on the thank-you pages after an order. */
const OrderPushSlot = afterHydration(() =>
  import("../confirmations/order-push").then((module) => module.OrderPush),
);

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
            {page.orderThankYou && <OrderPushSlot />}
            <ContentSections page={page} />
          </div>
          {hasSidebar && <SidebarItems items={page.sidebarItems} fundContact={page.fundContact} />}
        </div>
        <ContentAfterBody page={page} />
      </div>
    </article>
  );
}
