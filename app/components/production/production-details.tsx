// A production page's sections below the description and presale, in two parts: the ones
// beside the sticky sidebar (play dates, group bookings, waiting list: ProductionDates) and the
// ones that take the page's width (banners, video, tabs, cast and crew, FAQ, quotes:
// ProductionDetails).

import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { Locale } from "~/models/http/locale";
import { PLAY_DATES_ID, PRODUCTION_QUERY } from "~/views/production/production-links";
import type { ProductionPageView } from "~/views/production/production-page-types";
import { FaqCategories, FaqList } from "../content/faq";
import { QuoteList } from "../content/quotes";
import { BannerTiles } from "../home/banner-tiles";
import { VideoFrames } from "../home/video-frames";
import { lazyComponent } from "../runtime/lazy-component";
import { Icon } from "../ui/icon";
import { Tabs } from "../ui/tabs";
import { PersonGroups } from "./person-groups";
import { PlayDates } from "./play-dates";
import { InfoTabs } from "./production-info-tabs";

// Only some productions show this: its code loads on the pages that do (../runtime/lazy-component).
const PromotedDates = lazyComponent(".event-sales", () =>
  import("./promoted-dates").then((module) => module.PromotedDates),
);

export function ProductionDates({ view, locale }: { view: ProductionPageView; locale: Locale }) {
  const { t } = useTranslation();
  const hasDates = view.playDates !== null && view.playDates.kind !== "none";
  return (
    <>
      {view.playDates &&
        (view.playDates.kind === "events" || view.playDates.kind === "lottery" ? (
          <PromotedDates view={view.playDates} />
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
    </>
  );
}

export function ProductionDetails({ view, locale }: { view: ProductionPageView; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <>
      {view.banners.length > 0 && <BannerTiles banners={view.banners} title={null} />}
      {view.videoId && (
        <section className="production-video" aria-labelledby="production-video-heading">
          <h2 id="production-video-heading" className="visually-hidden">
            {t("production.video")}
          </h2>
          <VideoFrames ids={[view.videoId]} title={view.heading} />
        </section>
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
    </>
  );
}
