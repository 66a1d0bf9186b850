// The content contract: valibot schemas for every answer of the CMS render API.
// Strict where the site depends on a field, tolerant of extra fields (v.object ignores unknown
// keys) and of optional furniture. docs/content-api.md describes the same shapes in prose.
// This file holds the pages and the answer; the parts they are made of are in *-schema.ts beside
// it and re-exported here, so the whole contract has one name to import.
import * as v from "valibot";
import {
  bannerSchema,
  faqCategorySchema,
  personGroupSchema,
  personSchema,
  questionSchema,
  quoteSchema,
  sidebarItemSchema,
  sponsorSchema,
  tabSchema,
  widgetSchema,
} from "./block-schema";
import { productionSchema, venueSchema } from "./event-schema";
import { furnitureSchema, imageCropSchema, imagesSchema } from "./furniture-schema";
import { html, id, nullish } from "./primitives";

export * from "./block-schema";
export * from "./event-schema";
export * from "./furniture-schema";

const pageCommon = {
  url: v.string(),
  urlTranslated: nullish(v.string()),
  title: nullish(v.string()),
  heading: nullish(v.string()),
  subheading: nullish(v.string()),
  isIndexable: nullish(v.boolean()),
  seoDescription: nullish(v.string()),
  contentMain: nullish(html),
  contentBottom: nullish(html),
  images: nullish(imagesSchema),
  youtubeUrl: nullish(v.string()),
  copyright: nullish(v.string()),
  language: nullish(v.picklist(["nl", "en"])),
};

export const generalPageDataSchema = v.object({
  ...furnitureSchema.entries,
  ...pageCommon,
  changeGenreDisplay: nullish(v.boolean()),
  premiereForm: nullish(v.boolean()),
  /** A thank-you page of the ticket shop's order flow: pushes the order to analytics (§7.5). */
  orderThankYou: nullish(v.boolean()),
  /** Shows the periodic donation agreement, posting to this form service path (fund pages). */
  periodicDonationEndpoint: nullish(v.string()),
  premiereFormStartTimeOpts: nullish(v.array(v.string())),
  hideHeaderImage: nullish(v.boolean()),
  newsWidgetHeading: nullish(v.string()),
  newsWidgetTags: nullish(v.array(v.string())),
  persons: nullish(v.array(personSchema)),
  sponsors: nullish(v.array(sponsorSchema)),
  personGroups: nullish(v.array(personGroupSchema)),
  sidebarItems: nullish(v.array(sidebarItemSchema)),
  tabs: nullish(v.array(tabSchema)),
  widgets: nullish(v.array(widgetSchema)),
  quotes: nullish(v.array(quoteSchema)),
  recommendedPages: nullish(v.array(id)),
  banners: nullish(v.array(bannerSchema)),
  banners2: nullish(v.array(bannerSchema)),
  bannersTitle: nullish(v.string()),
  questions: nullish(v.array(questionSchema)),
  faqCategories: nullish(v.array(faqCategorySchema)),
  youtubeEmbedURLs: nullish(v.array(v.string())),
  footerNewsPages: nullish(v.array(id)),
  newsPageTags: nullish(v.array(v.string())),
});

export const customIconSchema = v.object({
  link: nullish(v.string()),
  svg: nullish(v.string()),
  text: nullish(v.string()),
});

export const productionPageDataSchema = v.object({
  ...generalPageDataSchema.entries,
  isAllowedInSlideshow: nullish(v.boolean()),
  isAllowedAsHighlight: nullish(v.boolean()),
  isAllowedInCalendar: nullish(v.boolean()),
  dateHeading: nullish(v.string()),
  slideshowHeading: nullish(v.string()),
  slideshowSubHeading: nullish(v.string()),
  slideshowButtonText: nullish(v.string()),
  salesButtonOverrideText: nullish(v.string()),
  presaleText: nullish(v.string()),
  contentRemaining: nullish(html),
  noTabs: nullish(v.boolean()),
  facebookUrl: nullish(v.string()),
  sortPricesAscending: nullish(v.boolean()),
  minAge: nullish(v.number()),
  stars: nullish(v.number()),
  starRating: nullish(v.number()),
  agendaTitle: nullish(v.string()),
  hideStartEndTimeInfo: nullish(v.boolean()),
  useYoutubeUrlForSlide: nullish(v.boolean()),
  youtubeUnderPlaylist: nullish(v.boolean()),
  enableSpeeldataCalendarView: nullish(v.boolean()),
  hidePlaySchedule: nullish(v.boolean()),
  bigGroupsSize: nullish(v.number()),
  seoKeywords: nullish(v.string()),
  searchKeywords: nullish(v.string()),
  overruleDurationText: nullish(v.string()),
  main_sponsor_url: nullish(v.string()),
  waitingListID: nullish(id),
  waitingListTitle: nullish(v.string()),
  playlistPublicationDate: nullish(v.string()),
  genres: nullish(v.array(v.string())),
  relatedPages: nullish(v.array(id)),
  customIcons: nullish(v.array(customIconSchema)),
  icons: nullish(
    v.array(
      v.object({
        svg: nullish(v.string()),
        description_nl: nullish(v.string()),
        description_en: nullish(v.string()),
        link: nullish(v.string()),
      }),
    ),
  ),
  // true/false settles the promoted-musical layout; absent: the configuration decides.
  promotedLayout: nullish(v.boolean()),
});

export const homeDataSchema = v.object({
  ...furnitureSchema.entries,
  url: nullish(v.string()),
  urlTranslated: nullish(v.string()),
  language: nullish(v.picklist(["nl", "en"])),
  alternativeHomepage: nullish(v.boolean()),
  maxHighlights: nullish(v.number()),
  pinnedSlideIDs: nullish(v.array(id)),
  headerImageDay: nullish(imageCropSchema),
  headerImageNight: nullish(imageCropSchema),
  headerImageMobile: nullish(imageCropSchema),
  headerImagePosition: nullish(v.string()),
  headerImages: nullish(v.array(imageCropSchema)),
  headerTitle: nullish(v.string()),
  hideHeaderTitleMobile: nullish(v.boolean()),
  bannersTitle: nullish(v.string()),
  banners: nullish(v.array(bannerSchema)),
  textWidget1: nullish(v.object({ title: nullish(v.string()), content: nullish(html) })),
  textWidget2: nullish(v.object({ title: nullish(v.string()), content: nullish(html) })),
  youtubeURL: nullish(v.string()),
  newsHighlights: nullish(v.array(id)),
  productionPageList: nullish(v.array(id)),
  slideshowPages: nullish(v.array(id)),
});

export const redirectDataSchema = v.object({
  url: nullish(v.string()),
  urlTranslated: nullish(v.string()),
  link: nullish(v.string()),
  redirectType: nullish(v.string()),
});

/** Every node has these; `data` is decoded per kind by the loader that needs it. */
export const nodeSchema = v.object({
  id,
  kind: v.string(),
  data: v.record(v.string(), v.unknown()),
  production_id: nullish(id),
  relations: nullish(v.record(v.string(), v.unknown())),
  publication_date: nullish(v.string()),
  node_ids: nullish(v.array(id)),
  per_page: nullish(v.number()),
  statistics: nullish(v.object({ total_matches: v.number() })),
});

export const renderResponseSchema = v.object({
  node: nullish(nodeSchema),
  nodes: nullish(v.record(v.string(), nodeSchema)),
  is_preview: nullish(v.boolean()),
  is_redirect: nullish(v.boolean()),
  filters: nullish(v.record(v.string(), v.unknown())),
  productions: nullish(v.record(v.string(), productionSchema)),
  arrangements: nullish(v.record(v.string(), v.unknown())),
  venues: nullish(v.record(v.string(), venueSchema)),
});

export type GeneralPageData = v.InferOutput<typeof generalPageDataSchema>;
export type ProductionPageData = v.InferOutput<typeof productionPageDataSchema>;
export type HomeData = v.InferOutput<typeof homeDataSchema>;
export type ContentNode = v.InferOutput<typeof nodeSchema>;
export type RenderResponse = v.InferOutput<typeof renderResponseSchema>;

/** Per-kind data schemas: used by the loaders and by the fixture test. */
export const nodeDataSchemas = {
  "general-page": generalPageDataSchema,
  "news-page": generalPageDataSchema,
  "production-page": productionPageDataSchema,
  "home-page": homeDataSchema,
  redirect: redirectDataSchema,
  "short-url": redirectDataSchema,
  // List answers carry the page furniture of the screen that shows them.
  "production-page-list": furnitureSchema,
  "page-list": furnitureSchema,
  "news-page-list": furnitureSchema,
} as const;
