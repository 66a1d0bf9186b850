// What a production page shows (spec §2 "Production page", §4, §9), built from the CMS answer,
// the clock, the language and the configuration. Pure: every rule the page follows is decided
// here and unit-tested; the components only draw the result.
//
// Two toggles work without JavaScript because their state can come from the address:
// - the date list: `?alle-speeldata=1` (nl) / `?all-dates=1` (en) shows every row;
// - the description: `?beschrijving=volledig` (nl) / `?description=full` (en) shows the rest of
//   the text. The full description is always in the HTML; the collapsed part is hidden with CSS
//   (display: none, so nobody tabs into text they cannot see). With JavaScript both toggles
//   switch instantly without a request; without it the same links reload the page.

import type * as S from "~/content/schema";
import { href } from "~/route-table.js";
import { buildLayout, type LayoutView } from "../../models/content/furniture";
import { imageUrl } from "../../models/content/image-url";
import {
  compact,
  crop,
  faqCategoryView,
  layoutBanners,
  personGroupView,
  questionView,
  quoteViews,
  sidebarItemView,
  tabView,
} from "../../models/content/page-items";
import { sanitizeIconSvg } from "../../models/content/production-icons";
import { videoIdFromUrl } from "../../models/content/video";
import type { SiteHosts } from "../../models/http/external-link";
import type { Locale } from "../../models/http/locale";
import { type EventStatus, eventStatusAt } from "../../models/sales/event-status";
import {
  eventSalesButton,
  productionSalesButton,
  type SalesButton,
} from "../../models/sales/sales-button";
import { cleanTextOrNull as text } from "../../models/search/plain-text";
import { jsonLdScript, productionJsonLd } from "../../models/seo/structured-data";
import { richTextOrNull } from "../../models/text/rich-text";
import { priceTypeName } from "./price-names";
import { formatPrice, formatPriceRange, priceRangeOf, priceTable } from "./price-table";
import { relatedProductions } from "./production-cards";
import { buildPlayDates, type RowContext } from "./production-date-rows";
import { upcomingEvents } from "./production-events";
import { PLAY_DATES_HREF } from "./production-links";
import type {
  ProductionPageConfig,
  ProductionPageSource,
  ProductionPageView,
} from "./production-page-types";
import { applyPresale } from "./production-presale";
import { pageLayout, promotedBanners } from "./promoted-layout";
import { displayStars } from "./star-rating";

export const BIG_GROUPS_DEFAULT = 12;

const isSalesLink = (button: SalesButton | null): boolean =>
  button?.kind === "link" && !button.href.startsWith("#");

/** The last path segment of a page url: the `:url` param of its route. */
export function slugOf(url: string): string {
  return (
    url
      .replace(/[?#].*$/, "")
      .replace(/\/+$/, "")
      .split("/")
      .pop() ?? ""
  );
}

const INSCHRIJVING = /^\/voorstelling\/inschrijving-/;

export function hidesDateHeadingOnMobile(page: { url: string; urlTranslated?: string | null }) {
  return INSCHRIJVING.test(page.url) || INSCHRIJVING.test(page.urlTranslated ?? "");
}

/** The packages page the large-group link leads to (spec 2 §2). */
export function packagesHref(locale: Locale): string {
  return href("page", locale, { url: locale === "nl" ? "theaterarrangementen" : "packages" });
}

/** The page furniture for the layout (menus, footer), with sanitised HTML. */
export function productionLayout(page: S.ProductionPageData, hosts: SiteHosts): LayoutView {
  return buildLayout(page, (value) => richTextOrNull(value, hosts));
}

export function buildProductionPageView(
  source: ProductionPageSource,
  config: ProductionPageConfig,
): ProductionPageView {
  const { page, node } = source;
  const { locale, now } = config;
  const html = (value: string | null | undefined) => richTextOrNull(value, config.hosts);
  const heading = text(page.heading) ?? text(page.title) ?? "";
  const slug = slugOf(page.url);

  const presale = applyPresale(source.events, node.id, config.presale, text(page.presaleText));
  const upcoming = upcomingEvents(presale.events, now);

  // One status per event: the unknown-statusID log fires once per event, not once per use. It is
  // the status at the page's clock (decision 0040), so the JSON-LD offers, the rows and the
  // buttons all say "started" from the start time on.
  const statuses = new Map<S.ContentEvent, EventStatus>();
  const statusFor = (event: S.ContentEvent) => {
    let status = statuses.get(event);
    if (status === undefined) {
      status = eventStatusAt(event, now, (id) => config.onUnknownStatus?.(id, event.id));
      statuses.set(event, status);
    }
    return status;
  };
  const quiet = () => {};
  const salesCtx = { ...config.sales, now };
  const buttonFor = (event: S.ContentEvent) => {
    statusFor(event);
    return eventSalesButton(event, salesCtx, quiet);
  };
  for (const event of upcoming) statusFor(event);

  const rowContext: RowContext = {
    heading,
    slug,
    locale,
    now,
    venues: source.venues,
    hideTimes: page.hideStartEndTimeInfo === true,
    durationText: text(page.overruleDurationText),
    buttonFor,
    statusFor,
  };
  const layout = pageLayout(
    {
      id: node.id,
      url: page.url,
      urlTranslated: page.urlTranslated,
      promotedLayout: page.promotedLayout,
    },
    config.promotion,
  );
  const promoted = layout.promoted;
  const playDates = page.hidePlaySchedule
    ? null
    : buildPlayDates(
        upcoming,
        page,
        heading,
        config,
        rowContext,
        layout.promoted ? layout.dates : null,
      );
  const hasDates = playDates !== null && playDates.kind !== "none";

  let salesButton = productionSalesButton(
    upcoming,
    { ...salesCtx, playDatesHref: PLAY_DATES_HREF, overrideText: page.salesButtonOverrideText },
    quiet,
  );
  // Without a dates section an anchor to it would lead nowhere.
  if (!hasDates && salesButton?.kind === "link" && salesButton.href === PLAY_DATES_HREF) {
    salesButton = null;
  }
  // Spec §2: the sidebar button scrolls to the dates list when there are dates and its link is
  // not already an anchor, so the visitor picks a performance first. A button that already does
  // is the same object, which the loader data then carries once.
  const toDates =
    salesButton?.kind === "link" &&
    salesButton.href === PLAY_DATES_HREF &&
    !salesButton.newTab &&
    !salesButton.tel;
  const sidebarButton: SalesButton | null =
    salesButton && hasDates && isSalesLink(salesButton) && salesButton.kind === "link" && !toDates
      ? { ...salesButton, href: PLAY_DATES_HREF, newTab: false, tel: false }
      : salesButton;

  // One table for every price the page names: the tab draws its rows, the heading, sticky bar
  // and practical information its range, the JSON-LD the same rule per performance.
  const pricing = {
    specialPriceTypeIds: config.specialPriceTypeIds,
    restaurantSurcharge: config.restaurantSurcharge,
  };
  const prices = priceTable(upcoming, {
    ...pricing,
    sortAscending: page.sortPricesAscending === true,
  });
  const range = priceRangeOf(prices);
  const priceRows = prices.rows.map((row) => {
    const name = priceTypeName(row.name, locale);
    const ticketType = row.ticketType !== null ? priceTypeName(row.ticketType, locale) : null;
    return {
      name,
      ticketType: ticketType !== name ? ticketType : null,
      price:
        row.min === row.max
          ? formatPrice(row.min, locale)
          : formatPriceRange({ min: row.min, max: row.max }, locale),
      special: row.special,
      available: row.available,
    };
  });
  const priceSurcharge = prices.surcharge
    ? {
        amount: formatPrice(prices.surcharge.amount, locale),
        everyPerformance: prices.surcharge.everyPerformance,
      }
    : null;

  const personGroups = compact(page.personGroups, (g) => personGroupView(g, html));
  const persons = page.persons?.length
    ? compact([{ id: "persons", name: null, persons: page.persons }], (g) =>
        personGroupView(g, html),
      )
    : [];
  const remaining = html(page.contentRemaining);
  const main = html(page.contentMain);

  const headerImages = compact(page.images?.headerLarge, crop);
  const shareImage = headerImages[0] ?? crop(page.images?.thumb);
  const canonicalUrl = `${config.siteUrl}${page.url}`;
  const firstVenueId = upcoming.find((e) => e.venue_id != null)?.venue_id;
  const venue =
    (firstVenueId != null ? source.venues[firstVenueId] : undefined) ??
    Object.values(source.venues)[0] ??
    null;
  const structured = productionJsonLd({
    name: heading,
    description: text(page.seoDescription) ?? text(page.subheading),
    imageUrl: shareImage ? imageUrl(config.cdnBase, shareImage, 1280) : null,
    pageUrl: canonicalUrl,
    venue,
    events: upcoming.map((event) => ({
      event,
      status: statusFor(event),
      salesUrl: event.sales_url ?? null,
    })),
    pricing,
  });

  const waitingListId = page.waitingListID != null ? text(String(page.waitingListID)) : null;

  return {
    id: node.id,
    url: page.url,
    urlTranslated: text(page.urlTranslated),
    canonicalUrl,
    title: text(page.title) ?? heading,
    heading,
    subheading: text(page.subheading),
    dateHeading: text(page.dateHeading),
    hideDateHeadingOnMobile: hidesDateHeadingOnMobile(page),
    isIndexable: page.isIndexable !== false,
    seoDescription: text(page.seoDescription),
    stars: displayStars(page),
    headerImages,
    shareImage: shareImage ?? null,
    videoId: page.youtubeUrl ? videoIdFromUrl(page.youtubeUrl) : null,
    salesButton,
    sidebarButton,
    priceRange: range ? formatPriceRange(range, locale) : null,
    datesJump: !hasDates
      ? null
      : playDates?.kind === "events" || playDates?.kind === "lottery"
        ? playDates.kind
        : "dates",
    minAge: typeof page.minAge === "number" && page.minAge > 0 ? page.minAge : null,
    sidebarItems: compact(page.sidebarItems, (s) => sidebarItemView(s, html)),
    customIcons: compact(page.customIcons, (icon) => {
      const label = text(icon.text);
      if (!label) return null;
      return { text: label, href: text(icon.link), svg: sanitizeIconSvg(icon.svg) };
    }),
    description: {
      main,
      remaining,
      collapsible: remaining !== null,
      expanded:
        remaining === null ||
        (!config.collapseDescription && (promoted || config.expandDescription)),
    },
    presale: presale.view,
    banners: promoted ? promotedBanners(page.banners, config.hosts) : layoutBanners(page.banners),
    promoted,
    personGroups: [...persons, ...personGroups],
    waitingList: waitingListId ? { id: waitingListId, title: text(page.waitingListTitle) } : null,
    playDates,
    bigGroups: hasDates
      ? {
          size:
            typeof page.bigGroupsSize === "number" && page.bigGroupsSize > 0
              ? page.bigGroupsSize
              : BIG_GROUPS_DEFAULT,
          href: packagesHref(locale),
        }
      : null,
    tabs: page.noTabs ? [] : compact(page.tabs, (t) => tabView(t, html)),
    priceRows: page.noTabs ? [] : priceRows,
    priceSurcharge: page.noTabs ? null : priceSurcharge,
    questions: compact(page.questions, (q) => questionView(q, html)),
    faqCategories: compact(page.faqCategories, (c) => faqCategoryView(c, html)).filter(
      (c) => c.questions.length > 0,
    ),
    quotes: quoteViews(page.quotes),
    related: relatedProductions(page.relatedPages ?? [], source.related, now, locale),
    jsonLd: structured.length ? jsonLdScript(structured) : null,
    copyright: text(page.copyright),
  };
}
