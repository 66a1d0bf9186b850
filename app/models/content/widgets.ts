// The seven widget kinds a general page can hold. An unknown kind is an error (spec §3): the
// CMS and the site disagree about the contract, and a half-rendered page would hide that.
import type * as S from "~/content/schema";
import { cleanTextOrNull as text } from "../search/plain-text";
import type { ImageCrop } from "./image-url";
import {
  compact,
  crop,
  type FaqCategoryView,
  faqCategoryView,
  type QuoteView,
  quoteViews,
} from "./page-items";

type Html = (html: string | null | undefined) => string | null;

export type ContentBlockView = {
  heading: string | null;
  subheading: string | null;
  content: string | null;
  image: ImageCrop | null;
  buttonText: string | null;
  link: string | null;
  large: boolean;
};

export type WidgetView =
  | ({ kind: "content_block" } & ContentBlockView)
  | { kind: "content_block_group"; blocks: ContentBlockView[] }
  | ({ kind: "image_block"; imageOnRight: boolean; image: ImageCrop } & Omit<
      ContentBlockView,
      "image"
    >)
  | { kind: "image_divider"; image: ImageCrop }
  | {
      kind: "text_widget";
      title: string | null;
      content: string | null;
      socials: boolean;
      paymentMethods: boolean;
    }
  | { kind: "quote_widget_group"; quotes: QuoteView[] }
  | { kind: "question_category_group"; categories: FaqCategoryView[] };

export class UnknownWidgetError extends Error {
  constructor(readonly kind: string) {
    super(`unknown widget kind "${kind}"`);
  }
}

function contentBlock(b: S.ContentBlock, html: Html): ContentBlockView | null {
  const view = {
    heading: text(b.heading),
    subheading: text(b.subheading),
    content: html(b.content),
    image: crop(b.image),
    buttonText: text(b.button_text),
    link: text(b.link),
    large: b.layout_large === true,
  };
  return view.heading || view.content || view.image ? view : null;
}

export function widgetView(w: S.Widget, html: Html): WidgetView | null {
  switch (w.kind) {
    case "content_block": {
      const block = contentBlock(w, html);
      return block && { kind: "content_block", ...block };
    }
    case "content_block_group": {
      const blocks = compact(w.blocks, (b) => contentBlock(b, html));
      return blocks.length ? { kind: "content_block_group", blocks } : null;
    }
    case "image_block": {
      const block = contentBlock(w, html);
      const image = crop(w.image);
      const hasButton = Boolean(block?.buttonText && block.link);
      if (!block || !image || !(block.heading || block.content || hasButton)) return null;
      return { kind: "image_block", ...block, image, imageOnRight: w.image_on_right === true };
    }
    case "image_divider": {
      const image = crop(w.image);
      return image && { kind: "image_divider", image };
    }
    case "text_widget": {
      const view = {
        kind: "text_widget" as const,
        title: text(w.title),
        content: html(w.content),
        socials: w.socials === true,
        paymentMethods: w.paymentmethods === true,
      };
      return view.title || view.content || view.socials || view.paymentMethods ? view : null;
    }
    case "quote_widget_group": {
      const quotes = quoteViews(w.quotes);
      return quotes.length ? { kind: "quote_widget_group", quotes } : null;
    }
    case "question_category_group": {
      const categories = compact(w.categories, (c) => faqCategoryView(c, html)).filter(
        (c) => c.questions.length > 0,
      );
      return categories.length ? { kind: "question_category_group", categories } : null;
    }
    default:
      throw new UnknownWidgetError(w.kind);
  }
}
