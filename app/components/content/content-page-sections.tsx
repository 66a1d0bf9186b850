// A general page's or news item's sections after its text and form: widgets, quotes, FAQ, tabs,
// people, videos and closing text in the main column (ContentSections), then banners, news,
// recommendations and sponsors below the body (ContentAfterBody).
import { RichText } from "~/components/ui/rich-text";
import { useTranslation } from "~/i18n/react";
import type { ContentPageView } from "~/views/content/content-page";
import { BannerTiles } from "../home/banner-tiles";
import { VideoFrames } from "../home/video-frames";
import { NewsSection } from "../news/news-section";
import { PersonGroups } from "../production/person-groups";
import { Sponsors } from "../shell/sponsors";
import { CardGrid } from "../ui/card-grid";
import { Tabs } from "../ui/tabs";
import { FaqCategories, FaqList } from "./faq";
import { QuoteList } from "./quotes";
import { Widget } from "./widgets";

export function ContentSections({ page }: { page: ContentPageView }) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}

export function ContentAfterBody({ page }: { page: ContentPageView }) {
  const { t } = useTranslation();
  return (
    <>
      <BannerTiles banners={page.banners} title={page.bannersTitle} />
      <BannerTiles banners={page.banners2} title={null} />
      {page.news && <NewsSection news={page.news} />}
      {page.recommended.length > 0 && (
        <CardGrid title={t("page.recommended")} cards={page.recommended} />
      )}
      <Sponsors sponsors={page.sponsors} />
    </>
  );
}
