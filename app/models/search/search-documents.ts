// What the site search index holds of each CMS item (decision 0039): the texts a visitor may look
// for, as plain text. Production pages carry the other language's title and keywords; general
// pages their blocks, tabs, sidebars, banners and FAQ; news items their text and tags; the home
// page its banners and text blocks (it sells the gift card: "cadeaubon" must find it).
import type {
  ContentEvent,
  FaqCategory,
  GeneralPageData,
  HomeData,
  ProductionPageData,
  Question,
  Widget,
} from "~/content/schema";
import { textOfHtml } from "./html-text";
import { cleanText } from "./plain-text";
import type { SearchDocument } from "./search-index";
import { siteTags } from "./search-production-fields";

type Text = string | null | undefined;

/** Texts joined on a line each, blank ones dropped. */
function joined(parts: readonly Text[]): string {
  return parts
    .map((part) => cleanText(part))
    .filter(Boolean)
    .join("\n");
}

const html = (value: Text) => textOfHtml(value);

function questionsText(questions: readonly Question[] | null | undefined): Text[] {
  return (questions ?? []).flatMap((q) => [q.question ?? q.title, html(q.answer)]);
}

function categoriesText(categories: readonly FaqCategory[] | null | undefined): Text[] {
  return (categories ?? []).flatMap((category) => [
    category.name ?? category.title,
    ...questionsText(category.questions),
  ]);
}

/** A block's visible texts; its FAQ goes to the FAQ field. */
function widgetText(widget: Widget): { text: Text[]; faq: Text[] } {
  const blocks = [widget, ...(widget.blocks ?? [])];
  return {
    text: [
      widget.title,
      ...blocks.flatMap((block) => [
        block.heading,
        block.subheading,
        html(block.content),
        block.button_text,
      ]),
      ...(widget.quotes ?? []).flatMap((quote) => [quote.quote, quote.content, quote.name]),
    ],
    faq: categoriesText(widget.categories),
  };
}

/** The page's own texts beyond its heading: body, blocks, tabs, sidebar, banners; and its FAQ. */
function bodyOf(page: GeneralPageData): { text: string; faq: string } {
  const widgets = (page.widgets ?? []).map(widgetText);
  const banners = [...(page.banners ?? []), ...(page.banners2 ?? [])];
  return {
    text: joined([
      html(page.contentMain),
      html(page.contentBottom),
      ...widgets.flatMap((widget) => widget.text),
      ...(page.tabs ?? []).flatMap((tab) => [tab.title, html(tab.content)]),
      ...(page.sidebarItems ?? []).flatMap((item) => [item.title, html(item.content), item.text]),
      page.bannersTitle,
      ...banners.flatMap((banner) => [
        banner.title,
        banner.subtitle,
        banner.button_text ?? banner.buttonText,
      ]),
    ]),
    faq: joined([
      ...widgets.flatMap((widget) => widget.faq),
      ...questionsText(page.questions),
      ...categoriesText(page.faqCategories),
    ]),
  };
}

const headingOf = (page: GeneralPageData) => cleanText(page.heading) || cleanText(page.title);

/** A general page. */
export function pageDocument(id: string, page: GeneralPageData): SearchDocument {
  return {
    id: `page:${id}`,
    kind: "page",
    title: headingOf(page),
    otherTitle: "",
    subheading: cleanText(page.subheading),
    keywords: "",
    ...bodyOf(page),
  };
}

/** A news item; its tags ("fonds") are its keywords. */
export function newsDocument(id: string, page: GeneralPageData): SearchDocument {
  return {
    id: `news:${id}`,
    kind: "news",
    title: headingOf(page),
    otherTitle: "",
    subheading: cleanText(page.subheading),
    keywords: joined(page.newsPageTags ?? []),
    ...bodyOf(page),
  };
}

type ProductionSide = { page: ProductionPageData; events: readonly Pick<ContentEvent, "data">[] };

function keywordsOf({ page, events }: ProductionSide): Text[] {
  return [page.searchKeywords, ...(page.genres ?? []), ...events.flatMap(siteTags)];
}

/**
 * A production page, with its translation's title and keywords when there is one: a visitor
 * types the title they know, in either language ("nutcracker" on the Dutch site).
 */
export function productionDocument(
  id: string,
  side: ProductionSide,
  translation: ProductionSide | null,
): SearchDocument {
  const { page } = side;
  const body = bodyOf(page);
  // Kept even when it reads the same: every translated production counts its title twice alike.
  const otherTitle = translation ? headingOf(translation.page) : "";
  return {
    id: `production:${id}`,
    kind: "production",
    title: headingOf(page),
    otherTitle,
    subheading: cleanText(page.subheading),
    keywords: joined([...keywordsOf(side), ...(translation ? keywordsOf(translation) : [])]),
    faq: body.faq,
    text: joined([body.text, html(page.contentRemaining)]),
  };
}

/** The home page, under the site's name: what its banners and text blocks offer. */
export function homeDocument(id: string, home: HomeData): SearchDocument {
  const banners = home.banners ?? [];
  return {
    id: `home:${id}`,
    kind: "page",
    title: cleanText(home.siteTitle),
    otherTitle: "",
    subheading: cleanText(home.headerTitle),
    keywords: "",
    faq: "",
    text: joined([
      home.bannersTitle,
      ...banners.flatMap((banner) => [
        banner.title,
        banner.subtitle,
        banner.button_text ?? banner.buttonText,
      ]),
      ...[home.textWidget1, home.textWidget2].flatMap((widget) => [
        widget?.title,
        html(widget?.content),
      ]),
    ]),
  };
}
