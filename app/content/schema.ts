// The content contract: valibot schemas for every answer of the CMS render API.
// Strict where the site depends on a field, tolerant of extra fields (v.object ignores unknown
// keys) and of optional furniture. docs/content-api.md describes the same shapes in prose.
import * as v from "valibot";

const nullish = <T extends v.GenericSchema>(schema: T) => v.nullish(schema);
const id = v.union([v.string(), v.pipe(v.number(), v.transform(String))]);
const html = v.string();

export const imageCropSchema = v.object({
  cdn_url_path: v.string(),
  crop_of: nullish(v.string()),
  crop_width: nullish(v.number()),
  crop_height: nullish(v.number()),
  crop_x: nullish(v.number()),
  crop_y: nullish(v.number()),
  crop_type: nullish(v.string()),
  alt: nullish(v.string()),
});

export const imagesSchema = v.object({
  thumb: nullish(imageCropSchema),
  headerLarge: nullish(v.array(imageCropSchema)),
  headerSmall: nullish(v.array(imageCropSchema)),
  tabs: nullish(imageCropSchema),
  sponsor: nullish(imageCropSchema),
});

export const linkSchema = v.object({
  type: nullish(v.string()),
  href: nullish(v.string()),
});

export type MenuItemInput = {
  id?: string | number | null;
  title?: string | null;
  label?: string | null;
  link?: string | null;
  icon?: string | null;
  visible_in_aally?: boolean | null;
  children?: MenuItemInput[] | null;
};
export type MenuItemOutput = Omit<MenuItemInput, "id" | "children"> & {
  id?: string | null;
  children?: MenuItemOutput[] | null;
};
export const menuItemSchema: v.GenericSchema<MenuItemInput, MenuItemOutput> = v.object({
  id: nullish(id),
  title: nullish(v.string()),
  label: nullish(v.string()),
  link: nullish(v.string()),
  icon: nullish(v.string()),
  visible_in_aally: nullish(v.boolean()),
  children: nullish(v.array(v.lazy(() => menuItemSchema))),
});

export const footerItemSchema = v.object({
  heading: nullish(v.string()),
  content: nullish(html),
  menuItems: nullish(v.array(menuItemSchema)),
  socials: nullish(v.boolean()),
  paymentMethods: nullish(v.boolean()),
});

export const socialLinkSchema = v.object({
  network: v.string(),
  url: v.string(),
});

/** Page furniture: delivered with every page (node.data) so one render call builds the layout. */
export const furnitureSchema = v.object({
  siteTitle: nullish(v.string()),
  mainMenu: nullish(v.array(menuItemSchema)),
  topMenu: nullish(v.array(menuItemSchema)),
  footerItems: nullish(v.array(footerItemSchema)),
  subFooterInfo: nullish(html),
  socials: nullish(v.array(socialLinkSchema)),
  copyright: nullish(v.string()),
  sponsorImage: nullish(imageCropSchema),
  mainSponsorURL: nullish(v.string()),
  isFoundation: nullish(v.boolean()),
});

export const questionSchema = v.object({
  id: nullish(id),
  question: nullish(v.string()),
  title: nullish(v.string()),
  answer: nullish(html),
});

export const faqCategorySchema = v.object({
  id: nullish(id),
  name: nullish(v.string()),
  title: nullish(v.string()),
  questions: nullish(v.array(questionSchema)),
});

export const quoteSchema = v.object({
  name: nullish(v.string()),
  quote: nullish(v.string()),
  content: nullish(v.string()),
  picture: nullish(imageCropSchema),
  stars: nullish(v.number()),
});

export const personSchema = v.object({
  name: nullish(v.string()),
  quote: nullish(v.string()),
  description: nullish(html),
  priority: nullish(v.number()),
  layout_large: nullish(v.boolean()),
  picture: nullish(imageCropSchema),
  link: nullish(v.string()),
});

export const personGroupSchema = v.object({
  id: nullish(id),
  name: nullish(v.string()),
  persons: nullish(v.array(personSchema)),
});

export const sponsorSchema = v.object({
  name: nullish(v.string()),
  image: nullish(imageCropSchema),
  link: nullish(v.string()),
});

export const bannerSchema = v.object({
  title: nullish(v.string()),
  subtitle: nullish(v.string()),
  image: nullish(imageCropSchema),
  button_text: nullish(v.string()),
  buttonText: nullish(v.string()),
  link: nullish(linkSchema),
});

export const tabSchema = v.object({
  title: nullish(v.string()),
  content: nullish(html),
});

export const sidebarItemSchema = v.object({
  id: nullish(id),
  title: nullish(v.string()),
  content: nullish(html),
  text: nullish(v.string()),
  icon: nullish(v.string()),
});

export const contentBlockSchema = v.object({
  heading: nullish(v.string()),
  subheading: nullish(v.string()),
  content: nullish(html),
  image: nullish(imageCropSchema),
  button_text: nullish(v.string()),
  layout_large: nullish(v.boolean()),
  link: nullish(v.string()),
  image_on_right: nullish(v.boolean()),
});

/**
 * A widget is decoded loosely by kind; the view builder rejects kinds it does not know
 * (spec: an unknown kind is an error), which surfaces as PARSE_FAILED.
 */
export const widgetSchema = v.object({
  kind: v.string(),
  id: nullish(id),
  ...contentBlockSchema.entries,
  blocks: nullish(v.array(contentBlockSchema)),
  title: nullish(v.string()),
  socials: nullish(v.boolean()),
  paymentmethods: nullish(v.boolean()),
  quotes: nullish(v.array(quoteSchema)),
  categories: nullish(v.array(faqCategorySchema)),
});

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

export const eventDataSchema = v.object({
  eventtype: nullish(v.string()),
  status: nullish(v.string()),
  statusID: nullish(id),
  eindtijdbekend: nullish(v.boolean()),
  nobookingcosts: nullish(v.boolean()),
  restauratietoeslag: nullish(v.boolean()),
  bestelbutton: nullish(v.string()),
  speellijsttekst: nullish(v.string()),
  sitetags: nullish(v.array(v.string())),
  calendarlabel: nullish(v.string()),
  pauze: nullish(v.picklist(["yes", "no", "unknown"])),
});

export const salesStatusSchema = v.picklist([
  "show_started",
  "show_finished",
  "sales_not_started",
  "sales_finished",
  "on_sale",
]);

export const priceSchema = v.object({
  priceTypeID: id,
  priceTypeName: nullish(v.string()),
  ticketTypeName: nullish(v.string()),
  hasTicketsFree: nullish(v.boolean()),
  price: v.number(),
});

export const eventSchema = v.object({
  id,
  start_date: v.string(),
  end_date: nullish(v.string()),
  sales_url: nullish(v.string()),
  sales_status: salesStatusSchema,
  sales_start_date: nullish(v.string()),
  venue_id: nullish(id),
  hall_id: nullish(id),
  arrangements: nullish(v.array(id)),
  prices: nullish(v.array(priceSchema)),
  tags: nullish(v.array(v.string())),
  calendarLabels: nullish(
    v.object({ best_deal: nullish(v.boolean()), supertitle_en: nullish(v.string()) }),
  ),
  overrideSalesButtonText: nullish(v.string()),
  data: nullish(eventDataSchema),
});

/**
 * Events are decoded one by one (see decodeEvents): a malformed event is dropped and logged, so
 * one bad performance never takes the whole production page down.
 */
export const productionSchema = v.object({
  id,
  data: nullish(v.object({ name: nullish(v.string()) })),
  events: v.array(v.unknown()),
});

export const hallSchema = v.object({ id, name: v.string() });
export const venueSchema = v.object({
  id,
  name: v.string(),
  street: nullish(v.string()),
  postalCode: nullish(v.string()),
  city: nullish(v.string()),
  halls: nullish(v.array(hallSchema)),
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

export type ImageCropInput = v.InferOutput<typeof imageCropSchema>;
export type Furniture = v.InferOutput<typeof furnitureSchema>;
export type GeneralPageData = v.InferOutput<typeof generalPageDataSchema>;
export type ProductionPageData = v.InferOutput<typeof productionPageDataSchema>;
export type HomeData = v.InferOutput<typeof homeDataSchema>;
export type ContentNode = v.InferOutput<typeof nodeSchema>;
export type RenderResponse = v.InferOutput<typeof renderResponseSchema>;
export type ContentEvent = v.InferOutput<typeof eventSchema>;

/** The valid events of a production; `onInvalid` hears about each one dropped. */
export function decodeEvents(
  raw: readonly unknown[],
  onInvalid: (index: number, reason: string) => void = () => {},
): ContentEvent[] {
  const events: ContentEvent[] = [];
  raw.forEach((item, index) => {
    const result = v.safeParse(eventSchema, item);
    if (result.success) events.push(result.output);
    else
      onInvalid(
        index,
        result.issues.map((i) => `${v.getDotPath(i) ?? "(root)"}: ${i.message}`).join("; "),
      );
  });
  return events;
}
export type Venue = v.InferOutput<typeof venueSchema>;
export type Widget = v.InferOutput<typeof widgetSchema>;
export type Banner = v.InferOutput<typeof bannerSchema>;
export type Question = v.InferOutput<typeof questionSchema>;
export type FaqCategory = v.InferOutput<typeof faqCategorySchema>;
export type Quote = v.InferOutput<typeof quoteSchema>;
export type Person = v.InferOutput<typeof personSchema>;
export type Sponsor = v.InferOutput<typeof sponsorSchema>;
export type Tab = v.InferOutput<typeof tabSchema>;
export type SidebarItem = v.InferOutput<typeof sidebarItemSchema>;
export type ContentBlock = v.InferOutput<typeof contentBlockSchema>;
export type MenuItem = MenuItemOutput;

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
